import { RESERVATION_MESSAGES as MESSAGES } from '@izlazak/contracts';
import type { Actor } from '#platform/auth/actor';
import { conflict, forbidden } from '#platform/commands/domain-errors';
import { termsOfNight } from '../deposit-outcome';
import { runsVenue } from './access';
import type { GuestChanges } from './booking';
import type { Reservation, TableNight, TableNightEvent } from './events';
import { assertBookable, type BookingFacts } from './facts';
import { assertNightOn, current, definedOnly, kept, next } from './kept-reservation';
import type { TableNightState } from './state';
import { assertNotHeld, assertTableFree } from './table-free';

/**
 * A move to another table or night runs in three steps, so the reservation is never held nowhere:
 * here it is marked leaving (it keeps its table, and no other change is taken meanwhile), it
 * arrives at the other table-night, and then leaves here for good. If the arrival is refused the
 * move is abandoned. A reactor finishes any move a dead process left between the steps.
 */
export interface StartMove {
  type: 'StartMove';
  actor: Actor;
  reservationId: string;
  expectedVersion?: number;
  to: TableNight;
  /** The changes that travel with it (persons, guest, event), applied on arrival. */
  changes: GuestChanges & { tableName: string };
  tonight?: string;
  /** When the night it goes to starts (the event's start or the venue's opening; null: not known). */
  nightStartsAt?: string | null;
}

export function startMove(command: StartMove, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, command.expectedVersion);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  assertNightOn(reservation, command.tonight);
  if (reservation.status !== 'Pending' && reservation.status !== 'Complete' && reservation.status !== 'AwaitingPayment') throw conflict(MESSAGES.transition, 'status');
  const leaving = next(reservation, {});
  const arriving = next(leaving, { ...definedOnly(command.changes), tableId: command.to.tableId, night: command.to.night });
  // Another night is reminded afresh, at its own hour.
  if (command.to.night !== reservation.night) {
    delete arriving.reminder;
    delete arriving.attendance;
    // The free-cancellation window counts back from the new night's start.
    if (arriving.terms) arriving.terms = termsOfNight({ ...arriving.terms, nightStartsAt: command.nightStartsAt ?? null }, command.to.night);
  }
  return [{ type: 'ReservationMoveStarted', data: { reservation: leaving, to: command.to, arriving } }];
}

/** Step two, on the stream it goes to: the reservation holds the new table and night. */
export interface MoveReservationIn {
  type: 'MoveReservationIn';
  arriving: Reservation;
  from: TableNight;
  facts: BookingFacts;
}

export function moveIn(command: MoveReservationIn, state: TableNightState): TableNightEvent[] {
  const { arriving, facts } = command;
  const already = state.reservations[arriving.reservationId];
  if (already && already.reservation.version >= arriving.version) return [];
  assertBookable(arriving.clubId, arriving.night, arriving.persons, facts);
  assertTableFree(state, arriving.reservationId);
  assertNotHeld(state);
  return [{ type: 'ReservationMovedIn', data: { reservation: arriving, from: command.from } }];
}

/** Step three, on the stream it leaves. Idempotent: a second finish of the same move changes nothing. */
export interface FinishMove {
  type: 'FinishMove';
  reservationId: string;
  to: TableNight;
}

export function finishMove(command: FinishMove, state: TableNightState): TableNightEvent[] {
  const found = kept(state, command.reservationId);
  if (found.movedTo && sameTableNight(found.movedTo, command.to)) return [];
  if (!found.leavingFor || !sameTableNight(found.leavingFor, command.to)) return [];
  return [{ type: 'ReservationMovedOut', data: { reservationId: command.reservationId, clubId: found.reservation.clubId, to: command.to } }];
}

/** The arrival was refused: the reservation stays here as it was. */
export interface AbandonMove {
  type: 'AbandonMove';
  reservationId: string;
  to: TableNight;
}

export function abandonMove(command: AbandonMove, state: TableNightState): TableNightEvent[] {
  const found = kept(state, command.reservationId);
  if (!found.leavingFor || !sameTableNight(found.leavingFor, command.to)) return [];
  return [{ type: 'ReservationMoveAbandoned', data: { reservation: next(found.reservation, {}) } }];
}

const sameTableNight = (a: TableNight, b: TableNight) => a.tableId === b.tableId && a.night === b.night;
