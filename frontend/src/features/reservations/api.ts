import { idempotencyHeaders } from '../../api/idempotency-key';
import type {
  EventList,
  Paged,
  PlacedReservationView,
  ReservationDetailView,
  ReservationInput,
  ReservationSort,
  ReservationUpdateInput,
  ReservationView,
  VenueTableView,
} from '@izlazak/contracts';
import { inReservationList, reservationListFilter, reservationListOrder, type ReservationOrderField } from '@izlazak/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, LIST_ID } from '../../api/api';
import { keepReservationsLive, type ReservationListRules } from './live-list';
import { tonight } from './components/reservation-format';
import { withQuery } from '../../lib/query-string';

export interface ReservationListArgs {
  page: number;
  size: number;
  /** Every night; without it only tonight's (the venue's night runs until 06:00). */
  all?: boolean;
  search?: string;
  sort?: ReservationSort;
  order?: 'asc' | 'desc';
  /** An admin may narrow the list to one venue. */
  clubId?: string;
}

export interface NightTablesArgs {
  clubId: string;
  /** The night, yyyy-MM-dd. */
  date: string;
  eventId?: string;
}

export interface ReservationChange {
  id: string;
  changes: ReservationUpdateInput;
}

/** 'Stigli' from the list: how many came; the command id makes a repeated tap (or a retry) count once. */
export interface ArrivalInput {
  id: string;
  persons: number;
  commandId: string;
}

const TAG = 'Reservation' as const;
const listTag = { type: TAG, id: LIST_ID };

/**
 * The server's 409 for an edit made on an old copy (its field is `version` in every language): the
 * list is refetched so the next try is on fresh data.
 */
export function isStaleAnswer(error: unknown): boolean {
  const failure = error as FetchBaseQueryError | undefined;
  return failure?.status === 409 && (failure.data as { field?: unknown } | undefined)?.field === 'version';
}

function isConflict(error: unknown): boolean {
  return (error as FetchBaseQueryError | undefined)?.status === 409;
}

export const reservationsApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The one list of reservations (dashboard and profile). Rows are keyed by `_id` and carry their
     * `version`, so a live push can patch a row in every cached page (see `patchReservationInLists`).
     */
    getReservations: build.query<Paged<ReservationView>, ReservationListArgs>({
      query: ({ page, size, all, search, sort, order, clubId }) => withQuery('reservations', { page, size, all: all ? true : undefined, search, sort, order, clubId }),
      providesTags: (result) => [listTag, ...(result?.data ?? []).map((reservation) => ({ type: TAG, id: reservation._id }))],
      // Live: pushes patch this page in place; one reload only when the connection missed too much.
      async onCacheEntryAdded(args, lifecycle) {
        const { cacheDataLoaded, cacheEntryRemoved, dispatch } = lifecycle;
        const updateCachedData: typeof lifecycle.updateCachedData = (recipe) => lifecycle.updateCachedData(recipe);
        const refetch = () => void dispatch(reservationsApi.endpoints.getReservations.initiate(args, { subscribe: false, forceRefetch: true }));
        await keepReservationsLive({ cacheDataLoaded, cacheEntryRemoved, updateCachedData, refetch }, listRules(args));
      },
    }),
    getReservation: build.query<ReservationDetailView, string>({
      query: (id) => `reservations/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: TAG, id }],
    }),
    /** The guest's cancel page: the reservation behind the mail's link, no account needed. */
    getReservationByToken: build.query<ReservationView, string>({
      query: (token) => withQuery('reservations/by-token', { token }),
    }),
    /** Tables of a venue on one night, each saying whether it is still free. */
    getNightTables: build.query<Paged<VenueTableView>, NightTablesArgs>({
      query: ({ clubId, date, eventId }) => withQuery(`club/allTables/${encodeURIComponent(clubId)}`, { date, eventId, page: 1, size: 100 }),
      providesTags: [listTag],
    }),
    /** The events a reservation may be for: from tonight on, at most 1000. */
    getUpcomingEvents: build.query<EventList, { from: string; clubId?: string }>({
      query: ({ from, clubId }) => withQuery('event', { eventFromDate: from, clubId, page: 1, size: 1000 }),
    }),

    /** `idempotencyKey`: the attempt's key (see useAttemptKey), so a retried submission gets its first answer. */
    addReservation: build.mutation<PlacedReservationView, ReservationInput & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: 'reservations', method: 'POST', body, headers: idempotencyHeaders(idempotencyKey) }),
      // A table taken meanwhile: the free tables are asked for again.
      invalidatesTags: (_result, error) => (error && !isConflict(error) ? [] : [listTag]),
    }),
    changeReservation: build.mutation<ReservationView, ReservationChange>({
      query: ({ id, changes }) => ({ url: `reservations/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      async onQueryStarted(_change, store) {
        try {
          const { data } = await store.queryFulfilled;
          // The row shows its new status at once; the refetch below brings the order and filters.
          patchReservationInLists(data, store);
        } catch {
          // The error catalogue has shown why.
        }
      },
      invalidatesTags: (_result, error, { id }) => (error && !isStaleAnswer(error) ? [] : [listTag, { type: TAG, id }]),
    }),
    /** POST /reservations/{id}/arrival: 'Stigli'. A second check-in is a 409 naming whose party, where, when and who ('Marko Petrović, Separe 1: ušli u 23:41 (upisao: Ana)'). */
    recordArrival: build.mutation<ReservationView, ArrivalInput>({
      query: ({ id, ...body }) => ({ url: `reservations/${encodeURIComponent(id)}/arrival`, method: 'POST', body }),
      async onQueryStarted(_arrival, store) {
        try {
          patchReservationInLists((await store.queryFulfilled).data, store);
        } catch {
          // The error catalogue has shown why.
        }
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: TAG, id }],
    }),
    /** POST /reservations/{id}/no-show: 'Nisu došli', the table is free at once. */
    recordNoShow: build.mutation<ReservationView, { id: string; commandId: string }>({
      query: ({ id, commandId }) => ({ url: `reservations/${encodeURIComponent(id)}/no-show`, method: 'POST', body: { commandId } }),
      async onQueryStarted(_noShow, store) {
        try {
          patchReservationInLists((await store.queryFulfilled).data, store);
        } catch {
          // The error catalogue has shown why.
        }
      },
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: TAG, id }],
    }),
    deleteReservation: build.mutation<{ _id: string; message: string }, string>({
      query: (id) => ({ url: `reservations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [listTag, { type: TAG, id }]),
    }),
    resendReservationMail: build.mutation<unknown, string>({
      query: (id) => ({ url: `reservations/${encodeURIComponent(id)}/resend-mail`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: TAG, id }],
    }),
    cancelReservationByToken: build.mutation<ReservationView, string>({
      query: (token) => ({ url: 'reservations/cancel', method: 'POST', body: { token } }),
      async onQueryStarted(token, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(reservationsApi.util.upsertQueryData('getReservationByToken', token, data));
        } catch {
          // The error catalogue has shown why.
        }
      },
    }),
    /** 'Dolazim' from the night's reminder: the guest confirms they are coming. */
    attendReservationByToken: build.mutation<ReservationView, string>({
      query: (token) => ({ url: 'reservations/attend', method: 'POST', body: { token } }),
      async onQueryStarted(token, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(reservationsApi.util.upsertQueryData('getReservationByToken', token, data));
        } catch {
          // The error catalogue has shown why.
        }
      },
    }),
  }),
});

type Dispatch = (action: unknown) => unknown;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const COMPARED: Record<ReservationOrderField, (a: ReservationView, b: ReservationView) => number> = {
  guestName: (a, b) => byText(`${a.firstName} ${a.lastName}`.toLowerCase(), `${b.firstName} ${b.lastName}`.toLowerCase()),
  night: (a, b) => byText(a.date, b.date),
  placedAt: (a, b) => byText(a.createdAt, b.createdAt),
  status: (a, b) => byText(a.status, b.status),
};

/** The server's filters and order (GET /api/reservations, from contracts), for where a pushed reservation goes. */
function listRules(args: ReservationListArgs): ReservationListRules {
  const keys = reservationListOrder(args);
  return {
    // Tonight is read at each push: a list left open past the night's end follows the next night.
    belongs: (r) => inReservationList(reservationListFilter(args, tonight()), r),
    order: (a, b) => {
      for (const { field, descending } of keys) {
        const compared = COMPARED[field](a, b);
        if (compared !== 0) return descending ? -compared : compared;
      }
      return 0;
    },
  };
}

/**
 * Puts a newer copy of a reservation into every cached page of `getReservations` that shows it;
 * an older copy (lower `version`) is ignored. Also the entry point for live pushes.
 */
export function patchReservationInLists(reservation: ReservationView, store: { dispatch: Dispatch; getState(): unknown }): void {
  const state = store.getState() as Parameters<typeof reservationsApi.util.selectCachedArgsForQuery>[0];
  for (const args of reservationsApi.util.selectCachedArgsForQuery(state, 'getReservations')) {
    store.dispatch(
      reservationsApi.util.updateQueryData('getReservations', args, (page) => {
        const index = page.data.findIndex((row) => row._id === reservation._id);
        if (index >= 0 && page.data[index].version <= reservation.version) page.data[index] = reservation;
      }),
    );
  }
}

export const {
  useGetReservationsQuery,
  useGetReservationQuery,
  useGetReservationByTokenQuery,
  useGetNightTablesQuery,
  useGetUpcomingEventsQuery,
  useAddReservationMutation,
  useChangeReservationMutation,
  useDeleteReservationMutation,
  useRecordArrivalMutation,
  useRecordNoShowMutation,
  useResendReservationMailMutation,
  useCancelReservationByTokenMutation,
  useAttendReservationByTokenMutation,
} = reservationsApi;
