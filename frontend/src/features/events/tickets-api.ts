import type { Paged, TicketOrderRowView, TicketOrderStatus, TicketOrderView, TicketTiersView } from '@izlazak/contracts';
import { api } from '../../api/api';
import { idempotencyHeaders } from '../../api/idempotency-key';
import { withQuery } from '../../lib/query-string';

/** A tier as the 'Ulaznice' form sends it: text as typed (the server reads the numbers and the Belgrade times from it). */
export interface TicketTierBody {
  _id?: string;
  name: string;
  price: string;
  capacity: string;
  /** yyyy-MM-ddTHH:mm in Belgrade, or '' for none. */
  salesStart: string;
  salesEnd: string;
  maxPerOrder: string;
  /** Another tier of the list (its _id, or its name when it is new), or '' for none. */
  opensAfter: string;
}

export interface TicketOrdersArgs {
  eventId: string;
  page: number;
  size: number;
  status?: TicketOrderStatus;
}

/** An event's 'Ulaznice' on the dashboard: its tiers (PUT/GET /api/event/{id}/tickets), its orders and a payment by hand (docs/tickets.md). */
export const ticketsApi = api.enhanceEndpoints({ addTagTypes: ['TicketTiers', 'TicketOrders', 'TicketOrderTickets'] }).injectEndpoints({
  endpoints: (build) => ({
    getTicketTiers: build.query<TicketTiersView, string>({
      query: (eventId) => `event/${encodeURIComponent(eventId)}/tickets`,
      providesTags: (_result, _error, eventId) => [{ type: 'TicketTiers', id: eventId }],
    }),
    setTicketTiers: build.mutation<TicketTiersView, { eventId: string; tiers: TicketTierBody[] }>({
      query: ({ eventId, tiers }) => ({ url: `event/${encodeURIComponent(eventId)}/tickets`, method: 'PUT', body: { tiers } }),
      invalidatesTags: (_result, _error, { eventId }) => [
        { type: 'TicketTiers', id: eventId },
        { type: 'TicketOrders', id: eventId },
      ],
    }),
    listTicketOrders: build.query<Paged<TicketOrderRowView>, TicketOrdersArgs>({
      query: ({ eventId, ...params }) => withQuery(`event/${encodeURIComponent(eventId)}/ticket-orders`, { ...params }),
      providesTags: (_result, _error, { eventId }) => [{ type: 'TicketOrders', id: eventId }],
    }),
    /** 'Plaćeno': the venue took the order's money by hand; its tickets are issued. A retry of the same tap sends the same key. */
    payTicketOrder: build.mutation<TicketOrderView, { orderId: string; eventId: string }>({
      query: ({ orderId }) => ({ url: `ticket-orders/${encodeURIComponent(orderId)}/payment`, method: 'POST', body: {}, headers: idempotencyHeaders(`pay-${orderId}`) }),
      invalidatesTags: (_result, _error, { eventId }) => [
        { type: 'TicketTiers', id: eventId },
        { type: 'TicketOrders', id: eventId },
      ],
    }),
    /** An order with its tickets (GET /api/ticket-orders/{id}): the venue refunds one of them. */
    getOrderTickets: build.query<TicketOrderView, string>({
      query: (orderId) => `ticket-orders/${encodeURIComponent(orderId)}`,
      providesTags: (_result, _error, orderId) => [{ type: 'TicketOrderTickets', id: orderId }],
    }),
    /** 'Vrati ulaznicu': one ticket refunded; its place is back on sale, its price owed to the payer. A retried tap sends the same key. */
    refundTicket: build.mutation<TicketOrderView, { ticketId: string; orderId: string; eventId: string }>({
      query: ({ ticketId }) => ({ url: `tickets/${encodeURIComponent(ticketId)}/refund`, method: 'POST', body: {}, headers: idempotencyHeaders(`refund-${ticketId}`) }),
      invalidatesTags: (_result, _error, { eventId, orderId }) => [
        { type: 'TicketTiers', id: eventId },
        { type: 'TicketOrders', id: eventId },
        { type: 'TicketOrderTickets', id: orderId },
      ],
    }),
  }),
});

export const { useGetTicketTiersQuery, useSetTicketTiersMutation, useListTicketOrdersQuery, usePayTicketOrderMutation, useGetOrderTicketsQuery, useRefundTicketMutation } =
  ticketsApi;
