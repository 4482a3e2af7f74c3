/** Scheduled on `ticket-order-<id>` at an unpaid order's `dueAt`: still unpaid by then, its tickets go back on sale. */
export const TICKET_ORDER_EXPIRY = 'ticket-order-expiry';

export interface TicketOrderExpiryPayload {
  eventId: string;
  orderId: string;
}

export const ticketOrderExpiryStream = (orderId: string) => `ticket-order-${orderId}`;
