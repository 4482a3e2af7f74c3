import type { EventList, GuestListCodeView, GuestListEntryView, GuestListView, Locale } from '@izlazak/contracts';
import { api, LIST_ID } from '../../api/api';
import { keepListNamesLive, keepNightListsLive } from '../../api/live-guest-lists';
import { withQuery } from '../../lib/query-string';

/** What the 'Nova lista' form sends: text as typed (the server reads the numbers, the dd.MM.yyyy night and HH:mm from it). */
export interface GuestListBody {
  night: string;
  eventId?: string;
  name: string;
  benefit: string;
  price: string;
  capacity: string;
  perPromoterCapacity?: string;
  maxPlusOnes: string;
  closesAt: string;
  public: boolean;
}

export interface GuestListEntryBody {
  firstName: string;
  lastName: string;
  phone: string;
  email?: string;
  plusOnes: number;
  promoterCode?: string;
  locale: Locale;
}

/** 'Liste' and the sign-up pages: /api/club/{clubId}/guest-lists, /api/guest-lists (docs/guest-lists.md). */
export const guestListsApi = api.enhanceEndpoints({ addTagTypes: ['GuestList', 'GuestListEntry'] }).injectEndpoints({
  endpoints: (build) => ({
    listGuestLists: build.query<GuestListView[], { clubId: string; night: string }>({
      query: ({ clubId, night }) => withQuery(`club/${encodeURIComponent(clubId)}/guest-lists`, { night }),
      providesTags: (result) => [{ type: 'GuestList', id: LIST_ID }, ...(result ?? []).map((list) => ({ type: 'GuestList' as const, id: list._id }))],
      onCacheEntryAdded: (args, lifecycle) =>
        keepNightListsLive(args, lifecycle, () => void lifecycle.dispatch(guestListsApi.util.invalidateTags([{ type: 'GuestList', id: LIST_ID }]))),
    }),
    openGuestList: build.mutation<GuestListView, { clubId: string; list: GuestListBody }>({
      query: ({ clubId, list }) => ({ url: `club/${encodeURIComponent(clubId)}/guest-lists`, method: 'POST', body: list }),
      invalidatesTags: [{ type: 'GuestList', id: LIST_ID }],
    }),
    listGuestListEntries: build.query<GuestListEntryView[], string>({
      query: (listId) => `guest-lists/${encodeURIComponent(listId)}/entries`,
      providesTags: (_result, _error, listId) => [{ type: 'GuestListEntry', id: listId }],
      onCacheEntryAdded: (listId, lifecycle) =>
        keepListNamesLive(listId, lifecycle, () => void lifecycle.dispatch(guestListsApi.util.invalidateTags([{ type: 'GuestListEntry', id: listId }]))),
    }),
    /** The night's events, for the list's 'Događaj'. */
    listEventsOfNight: build.query<EventList, { clubId: string; night: string }>({
      query: ({ clubId, night }) => withQuery('event', { clubId, date: night, page: 1, size: 50, all: true }),
    }),
    getGuestList: build.query<GuestListView, string>({
      query: (listId) => `guest-lists/${encodeURIComponent(listId)}`,
      providesTags: (_result, _error, listId) => [{ type: 'GuestList', id: listId }],
    }),
    signUpToGuestList: build.mutation<GuestListEntryView, { listId: string; entry: GuestListEntryBody }>({
      query: ({ listId, entry }) => ({ url: `guest-lists/${encodeURIComponent(listId)}/entries`, method: 'POST', body: entry }),
      invalidatesTags: (_result, _error, { listId }) => [
        { type: 'GuestList', id: listId },
        { type: 'GuestListEntry', id: listId },
      ],
    }),
    getGuestListCode: build.query<GuestListCodeView, string>({
      query: (code) => `guest-list-codes/${encodeURIComponent(code)}`,
    }),
  }),
});

export const {
  useListGuestListsQuery,
  useOpenGuestListMutation,
  useListGuestListEntriesQuery,
  useListEventsOfNightQuery,
  useGetGuestListQuery,
  useSignUpToGuestListMutation,
  useGetGuestListCodeQuery,
} = guestListsApi;

/** The QR picture of a list name's door code, as the server draws it (the same as in the mail). */
export const guestListQrImage = (code: string) => `/api/guest-list-codes/${encodeURIComponent(code)}/qr.png`;
