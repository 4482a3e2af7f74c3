import type { Locale, TicketCodeView, TicketOrderView, TicketTiersView, TicketView, TicketWaitlistEntryView } from '@izlazak/contracts';
import { api } from './api';
import { idempotencyHeaders } from './idempotency-key';

/** What the buy form sends (POST /api/ticket-orders). */
export interface TicketOrderBody {
  eventId: string;
  tierId: string;
  quantity: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: Locale;
}

/**
 * An event's tickets as the visitor sees them (docs/tickets.md): the tiers on the event's page, the
 * order placed from it and its page, a ticket by its code and its transfer. Shared: the event's
 * detail (features/events) offers the tiers, the order and ticket pages (features/tickets) show the rest.
 */
export const ticketApi = api.enhanceEndpoints({ addTagTypes: ['TicketTiers', 'TicketOrder', 'TicketCode'] }).injectEndpoints({
  endpoints: (build) => ({
    getEventTickets: build.query<TicketTiersView, string>({
      query: (eventId) => `event/${encodeURIComponent(eventId)}/tickets`,
      providesTags: (_result, _error, eventId) => [{ type: 'TicketTiers', id: eventId }],
    }),
    /** `idempotencyKey`: the attempt's key (useAttemptKey), so a retried submission gets its first answer. */
    placeTicketOrder: build.mutation<TicketOrderView, TicketOrderBody & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: 'ticket-orders', method: 'POST', body, headers: idempotencyHeaders(idempotencyKey) }),
      invalidatesTags: (_result, _error, { eventId }) => [{ type: 'TicketTiers', id: eventId }],
    }),
    /** 'Obavesti me' on a sold-out tier: a place in its line, for as many tickets as asked. */
    joinTicketWaitlist: build.mutation<TicketWaitlistEntryView, Omit<TicketOrderBody, 'eventId' | 'tierId'> & { eventId: string; tierId: string; idempotencyKey?: string }>({
      query: ({ eventId, tierId, idempotencyKey, ...body }) => ({
        url: `event/${encodeURIComponent(eventId)}/tickets/${encodeURIComponent(tierId)}/waitlist`,
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
    }),
    getTicketOrder: build.query<TicketOrderView, string>({
      query: (orderId) => `ticket-orders/${encodeURIComponent(orderId)}`,
      providesTags: (_result, _error, orderId) => [{ type: 'TicketOrder', id: orderId }],
    }),
    getTicketCode: build.query<TicketCodeView, string>({
      query: (token) => `tickets/${encodeURIComponent(token)}`,
      providesTags: (_result, _error, token) => [{ type: 'TicketCode', id: token }],
    }),
    transferTicket: build.mutation<TicketView, { token: string; firstName: string; lastName: string; email: string; locale: Locale; idempotencyKey?: string }>({
      query: ({ token, idempotencyKey, ...body }) => ({ url: `tickets/${encodeURIComponent(token)}/transfer`, method: 'POST', body, headers: idempotencyHeaders(idempotencyKey) }),
      invalidatesTags: (_result, _error, { token }) => [{ type: 'TicketCode', id: token }],
    }),
    /** 'Otkaži ulaznicu' (while the venue allows it): the answer is the ticket, now 'refunded'. */
    cancelTicket: build.mutation<TicketCodeView, { token: string; locale: Locale; idempotencyKey?: string }>({
      query: ({ token, idempotencyKey, ...body }) => ({ url: `tickets/${encodeURIComponent(token)}/cancel`, method: 'POST', body, headers: idempotencyHeaders(idempotencyKey) }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(ticketApi.util.upsertQueryData('getTicketCode', token, data));
      },
    }),
  }),
});

export const {
  useGetEventTicketsQuery,
  usePlaceTicketOrderMutation,
  useJoinTicketWaitlistMutation,
  useGetTicketOrderQuery,
  useGetTicketCodeQuery,
  useTransferTicketMutation,
  useCancelTicketMutation,
} = ticketApi;

/** The order page a buyer lands on after 'Kupi' and comes back to from the mail. */
export const ticketOrderPath = (orderId: string) => `/porudzbina/${encodeURIComponent(orderId)}`;
/** The QR picture of an order's IPS payment, as the server draws it. */
export const ticketOrderPaymentQr = (orderId: string) => `/api/ticket-orders/${encodeURIComponent(orderId)}/payment-qr.png`;
/** A ticket's own page, from its code URL (APP_URL/t/<token>). */
export const ticketPathOf = (code: string) => `/t/${code.slice(code.lastIndexOf('/') + 1)}`;
/** The QR picture of a ticket's code. */
export const ticketQrOf = (code: string) => `/api/tickets/${code.slice(code.lastIndexOf('/') + 1)}/qr.png`;
