import { cancelSchedule, scheduledCommandKey, upsertSchedule } from '#platform/scheduling/scheduled-command-table';
import { defineReactor } from '#platform/projections/projector';
import { TICKET_ORDER_EXPIRY, ticketOrderExpiryStream, type TicketOrderExpiryPayload } from '../domain/order-expiry';
import type { TicketSalesEvent } from '../domain/ticket-sales/ticket-sales.events';

/**
 * Schedules each unpaid order's expiry at its `dueAt` (as money's deposit-expiry-planner does the
 * deposits') and cancels it once the order is paid. Rows are written in the batch's transaction;
 * the same time and payload again changes nothing, so a replayed event schedules nothing twice.
 */
export const ticketOrderExpiryPlanner = defineReactor<TicketSalesEvent>({
  name: 'ticket-order-expiry-planner',
  handlers: {
    TicketOrderPlaced: async (event, tx) => {
      const { eventId, orderId, payment } = event.data;
      if (!payment) return;
      const payload: TicketOrderExpiryPayload = { eventId, orderId };
      await upsertSchedule(tx, { stream: ticketOrderExpiryStream(orderId), purpose: TICKET_ORDER_EXPIRY, runAt: new Date(payment.dueAt), payload });
    },
    TicketOrderPaid: async (event, tx) => {
      await cancelSchedule(tx, scheduledCommandKey(ticketOrderExpiryStream(event.data.orderId), TICKET_ORDER_EXPIRY));
    },
  },
});
