import type { Queryable } from '#platform/database/pool';
import { cancelSchedule, scheduledCommandKey, upsertSchedule } from '#platform/scheduling/scheduled-command-table';
import { defineReactor } from '#platform/projections/projector';
import type { Reservation, TableNightEvent } from '../../reservations/domain/table-night';
import { DEPOSIT_EXPIRY, depositExpiryStream, type DepositExpiryPayload } from '../domain/deposit-expiry';
import { PAYMENT_SETTLING, type PaymentSettlingPayload } from '../domain/payment-settling';

/**
 * Schedules each deposit's expiry at its `dueAt` while the reservation waits for it (placed so, or
 * its payment undone), and cancels it once the deposit is received. A payment recorded by hand is
 * settled at its `undoableUntil` unless undone first. Rows are written in the batch's transaction;
 * the same time and payload again changes nothing, so a replayed event schedules nothing twice.
 */
export const depositExpiryPlanner = defineReactor<TableNightEvent>({
  name: 'deposit-expiry-planner',
  handlers: {
    ReservationPlaced: (event, tx) => planExpiry(tx, event.data.reservation),
    ReservationPaymentReceived: async (event, tx) => {
      const { reservationId, deposit } = event.data.reservation;
      await cancelSchedule(tx, scheduledCommandKey(depositExpiryStream(reservationId), DEPOSIT_EXPIRY));
      if (!deposit?.undoableUntil) return;
      const payload: PaymentSettlingPayload = { reservationId };
      await upsertSchedule(tx, { stream: depositExpiryStream(reservationId), purpose: PAYMENT_SETTLING, runAt: new Date(deposit.undoableUntil), payload });
    },
    ReservationPaymentUndone: async (event, tx) => {
      await cancelSchedule(tx, scheduledCommandKey(depositExpiryStream(event.data.reservation.reservationId), PAYMENT_SETTLING));
      await planExpiry(tx, event.data.reservation);
    },
  },
});

async function planExpiry(tx: Queryable, { reservationId, status, deposit }: Reservation) {
  if (status !== 'AwaitingPayment' || deposit?.state !== 'due') return;
  const payload: DepositExpiryPayload = { reservationId };
  await upsertSchedule(tx, { stream: depositExpiryStream(reservationId), purpose: DEPOSIT_EXPIRY, runAt: new Date(deposit.dueAt), payload });
}
