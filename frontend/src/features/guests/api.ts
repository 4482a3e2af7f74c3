import type { GuestView, Paged } from '@izlazak/contracts';
import { api, LIST_ID } from '../../api/api';
import { withQuery } from '../../lib/query-string';

export interface GuestListArgs {
  clubId?: string;
  search?: string;
  page: number;
  size: number;
}

/** The 'Gosti' screen's requests: GET/PUT /api/guests. */
export const guestsApi = api.enhanceEndpoints({ addTagTypes: ['Guest'] }).injectEndpoints({
  endpoints: (build) => ({
    listGuests: build.query<Paged<GuestView>, GuestListArgs>({
      query: ({ clubId, search, page, size }) => withQuery('guests', { clubId, search, page, size }),
      providesTags: (result) => [{ type: 'Guest', id: LIST_ID }, ...(result?.data ?? []).map((guest) => ({ type: 'Guest' as const, id: guest._id }))],
    }),
    getGuest: build.query<GuestView, string>({
      query: (guestId) => `guests/${encodeURIComponent(guestId)}`,
      providesTags: (_result, _error, guestId) => [{ type: 'Guest', id: guestId }],
    }),
    writeGuestBook: build.mutation<GuestView, { guestId: string; tags: string[]; note: string }>({
      query: ({ guestId, tags, note }) => ({ url: `guests/${encodeURIComponent(guestId)}`, method: 'PUT', body: { tags, note } }),
      invalidatesTags: (_result, _error, { guestId }) => [{ type: 'Guest', id: guestId }],
    }),
  }),
});

export const { useListGuestsQuery, useGetGuestQuery, useWriteGuestBookMutation } = guestsApi;
