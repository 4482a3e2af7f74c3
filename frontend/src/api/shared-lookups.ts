import type { AppliedTermsView, ContactMessageInput, GuestListView, MenuItemView, Paged, VenueListItem, VenueListStatus, VenueView } from '@izlazak/contracts';
import { withQuery } from '../lib/query-string';
import { api, LIST_ID } from './api';

/**
 * Requests that several features make. Features never import each other's api.ts, so an endpoint a
 * second feature needs moves here instead of being copied: one cache entry, one set of tags.
 */

export interface VenueListArgs {
  page: number;
  size: number;
  type?: string;
  rang?: string;
  search?: string;
  clubId?: string;
  /** The admin's object list asks for 'all' to see pending sign-ups; public pages leave it out. */
  status?: VenueListStatus;
}

export const sharedLookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /club: a page of venues (the public list, the admin's object list, the home page's picks). */
    listVenues: build.query<Paged<VenueView>, VenueListArgs>({
      query: ({ page, size, type, rang, search, clubId, status }) => withQuery('club', { page, size, type, rang, search, clubId, status }),
      providesTags: (result) => [{ type: 'Club', id: LIST_ID }, ...(result?.data ?? []).map((venue) => ({ type: 'Club' as const, id: venue._id }))],
    }),
    /** GET /guest-lists: the public lists still open of a venue (tonight and coming nights) or of an event: the venue's and the event's pages offer them. */
    listPublicGuestLists: build.query<GuestListView[], { clubId?: string; eventId?: string }>({
      query: ({ clubId, eventId }) => withQuery('guest-lists', { clubId, eventId }),
    }),
    /** GET /club/clubsList: venue names for pickers and filters, optionally of one type. */
    getVenueNames: build.query<VenueListItem[], string | undefined>({
      query: (type) => withQuery('club/clubsList', { type }),
      providesTags: [{ type: 'Club', id: LIST_ID }],
    }),
    /** GET /club/{clubId}/terms/for: the terms a table is booked with that night or at that event (the booking form, the plan). */
    getTableTerms: build.query<AppliedTermsView, { clubId: string; tableId: string; night?: string; eventId?: string }>({
      query: ({ clubId, tableId, night, eventId }) => withQuery(`club/${clubId}/terms/for`, { tableId, ...(eventId ? { eventId } : { night }) }),
    }),
    /** GET /product/all/{clubId}: a venue's menu items with today's prices, in menu order (the spend's items). */
    getVenueMenuItems: build.query<MenuItemView[], string>({
      query: (clubId) => `product/all/${encodeURIComponent(clubId)}`,
    }),
    /** POST /site/sendMessage: the product's contact form, or a venue's when `clubId` is set. */
    sendContactMessage: build.mutation<{ message: string }, ContactMessageInput>({
      query: (body) => ({ url: 'site/sendMessage', method: 'POST', body }),
    }),
  }),
});

export const { useListVenuesQuery, useGetVenueNamesQuery, useGetTableTermsQuery, useGetVenueMenuItemsQuery, useSendContactMessageMutation, useListPublicGuestListsQuery } =
  sharedLookupsApi;
