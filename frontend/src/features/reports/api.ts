import type { ReportView } from '@izlazak/contracts';
import { api } from '../../api/api';
import { withQuery } from '../../lib/query-string';

/** A night or a range of nights (yyyy-MM-dd), of one venue or (admins, no clubId) every venue. */
export interface ReportArgs {
  clubId?: string;
  from: string;
  to: string;
}

/** 'Izveštaji': GET /api/reports, and the same figures as CSV. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<ReportView, ReportArgs>({
      query: (args) => withQuery('reports', { ...args }),
    }),
    /** An error answer stays JSON, so its message reaches the toast. */
    exportReport: build.mutation<string, ReportArgs>({
      query: (args) => ({ url: withQuery('reports', { ...args, format: 'csv' }), method: 'GET', responseHandler: 'content-type' }),
    }),
  }),
});

export const { useGetReportQuery, useExportReportMutation } = reportsApi;
