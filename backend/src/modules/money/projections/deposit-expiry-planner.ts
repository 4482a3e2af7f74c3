import { cancelSchedule, scheduledCommandKey, upsertSchedule } from '#platform/scheduling/scheduled-command-table';
import { defineReactor } from '#platform/projections/projector';
import type { TableNightEvent } from '../../reservations/domain/table-night.decider';
import { DEPOSIT_EXPIRY, depositExpiryStream, type DepositExpiryPayload } from '../domain/deposit-expiry';

/**
 * Schedules each deposit's expiry at its `dueAt` when the reservation is placed waiting for it, and
 * cancels it once the deposit is received. Rows are written in the batch's transaction; the same
 * time and payload again changes nothing, so a replayed event schedules nothing twice.
 */
export const depositExpiryPlanner = defineReactor<TableNightEvent>({
  name: 'deposit-expiry-planner',
  handlers: {
    ReservationPlaced: async (event, tx) => {
      const { reservationId, status, deposit } = event.data.reservation;
      if (status !== 'AwaitingPayment' || deposit?.state !== 'due') return;
      const payload: DepositExpiryPayload = { reservationId };
      await upsertSchedule(tx, { stream: depositExpiryStream(reservationId), purpose: DEPOSIT_EXPIRY, runAt: new Date(deposit.dueAt), payload });
    },
    ReservationPaymentReceived: async (event, tx) => {
      await cancelSchedule(tx, scheduledCommandKey(depositExpiryStream(event.data.reservation.reservationId), DEPOSIT_EXPIRY));
    },
  },
});
