import type { HistoryEntityType, HistoryEntry, Paged } from '@izlazak/contracts';
import { withQuery } from '../lib/query-string';
import { api } from './api';

export const HISTORY_TAG = 'History' as const;

export interface EntityHistoryArgs {
  entityType: HistoryEntityType;
  entityId: string;
  page?: number;
  size?: number;
}

/** One record's history ('Istorija' in the edit modals); the history screen adds its own endpoints. */
export const entityHistoryApi = api.enhanceEndpoints({ addTagTypes: [HISTORY_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getEntityHistory: build.query<Paged<HistoryEntry>, EntityHistoryArgs>({
      query: ({ entityType, entityId, page = 1, size = 20 }) => withQuery('history', { entityType, entityId, page, size }),
      providesTags: [HISTORY_TAG],
    }),
  }),
});

export const { useGetEntityHistoryQuery } = entityHistoryApi;
