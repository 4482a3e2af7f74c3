import type { HistoryEntityType, HistoryEntry, HistoryKind, HistoryNight, HistoryState, Paged } from '@izlazak/contracts';
import { HISTORY_TAG, entityHistoryApi } from '../../api/entity-history';
import { withQuery } from '../../lib/query-string';

export interface HistoryFilters {
  entityType?: HistoryEntityType;
  entityId?: string;
  /** A reservation's code, a guest's name, a label or an id. */
  search?: string;
  /** Part of the name of who made the change. */
  actor?: string;
  actorId?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
  kind?: HistoryKind;
  clubId?: string;
}

export interface NightArgs {
  clubId: string;
  /** ISO instant. */
  at: string;
  /** yyyy-MM-dd */
  night: string;
}

const filterParams = (filters: HistoryFilters) => ({ ...filters });

export const historyApi = entityHistoryApi.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<Paged<HistoryEntry>, HistoryFilters & { page: number; size: number }>({
      query: ({ page, size, ...filters }) => withQuery('history', { ...filterParams(filters), page, size }),
      providesTags: [HISTORY_TAG],
    }),
    /** The CSV of what the filters show; an error answer stays JSON, so its message reaches the toast. */
    exportHistory: build.mutation<string, HistoryFilters>({
      query: (filters) => ({ url: withQuery('history/export', filterParams(filters)), method: 'GET', responseHandler: 'content-type' }),
    }),
    getNightAt: build.query<HistoryNight, NightArgs>({
      query: ({ clubId, at, night }) => withQuery(`history/night/${encodeURIComponent(clubId)}`, { at, night }),
    }),
    /** The venue's floor plan as it stood at the moment (`floor` null before it was first drawn). */
    getFloorAt: build.query<HistoryState, Omit<NightArgs, 'night'>>({
      query: ({ clubId, at }) => withQuery(`history/state/${encodeURIComponent(clubId)}`, { what: 'floor', at }),
    }),
  }),
});

export const { useGetHistoryQuery, useExportHistoryMutation, useGetNightAtQuery, useGetFloorAtQuery } = historyApi;
