import type { GuestListEntryInput, GuestListEntryView, GuestListView, PromoterMeView } from '@izlazak/contracts';
import { api } from '../../api/api';
import { keepListNamesLive, keepNightListsLive } from '../../api/live-guest-lists';
import { withQuery } from '../../lib/query-string';

export interface VenueNight {
  clubId: string;
  /** yyyy-MM-dd */
  night: string;
}

/** The promoter's own screen (docs/guest-lists.md, Promoters): their link, the lists of their venues, their own names. */
export const promotersApi = api.enhanceEndpoints({ addTagTypes: ['PromoterLists', 'PromoterNames'] }).injectEndpoints({
  endpoints: (build) => ({
    getPromoterMe: build.query<PromoterMeView, void>({
      query: () => 'promoters/me',
    }),
    getVenueNightLists: build.query<GuestListView[], VenueNight>({
      query: ({ clubId, night }) => withQuery(`club/${encodeURIComponent(clubId)}/guest-lists`, { night }),
      providesTags: ['PromoterLists'],
      // Only their own names' pushes reach a promoter: another promoter's sign-up shows with the next read.
      onCacheEntryAdded: (args, lifecycle) => keepNightListsLive(args, lifecycle, () => void lifecycle.dispatch(promotersApi.util.invalidateTags(['PromoterLists']))),
    }),
    /** A promoter is answered only the names signed up through them, and pushed only those. */
    getOwnNames: build.query<GuestListEntryView[], string>({
      query: (listId) => `guest-lists/${encodeURIComponent(listId)}/entries`,
      providesTags: (_result, _error, listId) => [{ type: 'PromoterNames', id: listId }],
      onCacheEntryAdded: (listId, lifecycle) =>
        keepListNamesLive(listId, lifecycle, () => void lifecycle.dispatch(promotersApi.util.invalidateTags([{ type: 'PromoterNames', id: listId }]))),
    }),
    /** Signed in, the promoter's own code goes with the name. */
    addName: build.mutation<GuestListEntryView, { listId: string; entry: GuestListEntryInput }>({
      query: ({ listId, entry }) => ({ url: `guest-lists/${encodeURIComponent(listId)}/entries`, method: 'POST', body: entry }),
      invalidatesTags: (_result, _error, { listId }) => ['PromoterLists', { type: 'PromoterNames', id: listId }],
    }),
  }),
});

export const { useGetPromoterMeQuery, useGetVenueNightListsQuery, useGetOwnNamesQuery, useAddNameMutation } = promotersApi;

/** The link's QR picture, as the server draws it. */
export const linkQrImage = (code: string) => `/api/promoters/link/${encodeURIComponent(code)}/qr.png`;
