import type { TicketOfferView, TicketOrderInput, TicketOrderView } from '@izlazak/contracts';
import { api } from '../../api/api';
import { idempotencyHeaders } from '../../api/idempotency-key';

/** An offer to someone who waited ('Obavesti me'), and the order that takes it (docs/tickets.md). */
export const ticketOfferApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicketOffer: build.query<TicketOfferView, string>({
      query: (token) => `ticket-offers/${encodeURIComponent(token)}`,
    }),
    placeOfferOrder: build.mutation<TicketOrderView, TicketOrderInput & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: 'ticket-orders', method: 'POST', body, headers: idempotencyHeaders(idempotencyKey) }),
    }),
  }),
});

export const { useGetTicketOfferQuery, usePlaceOfferOrderMutation } = ticketOfferApi;

/** The NBS IPS QR picture of an order's payment. */
export const orderPaymentQrImage = (orderId: string) => `/api/ticket-orders/${encodeURIComponent(orderId)}/payment-qr.png`;
