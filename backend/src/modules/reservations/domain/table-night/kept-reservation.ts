import { RESERVATION_MESSAGES as MESSAGES } from '@izlazak/contracts';
import { conflict, notFound } from '#platform/commands/domain-errors';
import type { Reservation, TableNight } from './events';
import type { KeptReservation, TableNightState } from './state';

// The reservation a command is about, as this stream keeps it.

export function kept(state: TableNightState, reservationId: string): KeptReservation {
  const found = state.reservations[reservationId];
  if (!found || found.deleted) throw notFound(MESSAGES.notFound);
  return found;
}

/** The reservation as it stands here; refused when it has moved on or the caller's copy is stale. */
export function current(state: TableNightState, reservationId: string, expectedVersion: number | undefined): Reservation {
  const found = kept(state, reservationId);
  if (found.movedTo) throw new ReservationMovedError(found.movedTo);
  if (found.leavingFor) throw conflict(MESSAGES.moving);
  if (expectedVersion !== undefined && expectedVersion !== found.reservation.version) throw conflict(MESSAGES.stale, 'version');
  return found.reservation;
}

/** Not a refusal: the handler follows the reservation to where it went. */
export class ReservationMovedError extends Error {
  constructor(readonly to: TableNight) {
    super('Reservation moved');
    this.name = 'ReservationMovedError';
  }
}

export const next = (reservation: Reservation, changes: Partial<Reservation>): Reservation => ({ ...reservation, ...changes, version: reservation.version + 1 });

export function assertNightOn(reservation: Reservation, tonight: string | undefined): void {
  if (tonight !== undefined && reservation.night < tonight) throw conflict(MESSAGES.nightPast, 'date');
}

export const definedOnly = <T extends object>(changes: T): Partial<T> => Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The reservation a scheduled command is about, where it stands here; null when it is gone. Moving on is followed or waited for. */
export function followed(state: TableNightState, reservationId: string): Reservation | null {
  const found = state.reservations[reservationId];
  if (!found || found.deleted) return null;
  if (found.movedTo) throw new ReservationMovedError(found.movedTo);
  // Not a refusal: the move finishes in a moment, and the schedule runs again then.
  if (found.leavingFor) throw new Error('The reservation is moving: its reminder waits until it has arrived');
  return found.reservation;
}
