import { ACTIVE_RESERVATION_STATUSES } from '@izlazak/contracts';
import { assertNever } from '#platform/commands/decider';
import type { HoldEnd, Reservation, TableHold, TableNight, TableNightEvent } from './events';

export interface KeptReservation {
  reservation: Reservation;
  deleted: boolean;
  /** Set while a move to another table or night is under way: it still holds this table. */
  leavingFor: TableNight | null;
  /** What it will be there, while it is leaving. */
  arriving?: Reservation;
  /** Set once it has left for another table or night. */
  movedTo: TableNight | null;
}

export interface TableNightState {
  reservations: Record<string, KeptReservation>;
  /** A waitlist offer holding the table, until it is claimed, runs out or is withdrawn. */
  hold: TableHold | null;
  /** How each offer held here ended, by offer id (the claim's reservation with it). */
  endedHolds: Record<string, { reason: HoldEnd; reservationId?: string }>;
}

export const initialTableNightState = (): TableNightState => ({ reservations: {}, hold: null, endedHolds: {} });

const holdsTable = (kept: KeptReservation) => !kept.deleted && kept.movedTo === null && ACTIVE_RESERVATION_STATUSES.includes(kept.reservation.status);

export const activeReservation = (state: TableNightState): Reservation | null => Object.values(state.reservations).find(holdsTable)?.reservation ?? null;

export function evolveTableNight(state: TableNightState, event: TableNightEvent): TableNightState {
  switch (event.type) {
    case 'TableOfferHeld':
      return { ...state, hold: { offerId: event.data.offerId, entryId: event.data.entryId, until: event.data.until } };
    case 'TableOfferHoldEnded': {
      const { offerId, reason, reservationId } = event.data;
      const hold = state.hold?.offerId === offerId ? null : state.hold;
      return { ...state, hold, endedHolds: { ...state.endedHolds, [offerId]: reservationId ? { reason, reservationId } : { reason } } };
    }
    case 'ReservationMovedOut': {
      const found = state.reservations[event.data.reservationId];
      return found ? keep(state, { ...found, leavingFor: null, movedTo: event.data.to }) : state;
    }
    case 'ReservationMoveStarted':
      return keep(state, { reservation: event.data.reservation, deleted: false, leavingFor: event.data.to, arriving: event.data.arriving, movedTo: null });
    case 'ReservationDeleted':
      return keep(state, { reservation: event.data.reservation, deleted: true, leavingFor: null, movedTo: null });
    case 'ReservationMoveAbandoned':
    case 'ReservationPlaced':
    case 'ReservationChanged':
    case 'ReservationConfirmed':
    case 'ReservationRejected':
    case 'ReservationCancelled':
    case 'ReservationMovedIn':
    case 'ReservationMailResent':
    case 'ReservationArrived':
    case 'ReservationWalkedIn':
    case 'ReservationNoShow':
    case 'ReservationPaymentReceived':
    case 'ReservationPaymentUndone':
    case 'ReservationPaymentSettled':
    case 'ReservationDepositChanged':
    case 'ReservationSpendRecorded':
    case 'ReservationReminderSent':
    case 'ReservationAttendanceConfirmed':
    case 'ReservationAttendanceUnconfirmed':
      return keep(state, { reservation: event.data.reservation, deleted: false, leavingFor: null, movedTo: null });
    default:
      return assertNever(event);
  }
}

const keep = (state: TableNightState, kept: KeptReservation): TableNightState => ({
  ...state,
  reservations: { ...state.reservations, [kept.reservation.reservationId]: kept },
});
