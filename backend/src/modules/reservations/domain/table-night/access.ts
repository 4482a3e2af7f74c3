import type { Actor } from '#platform/auth/actor';
import type { Reservation } from './events';

// Who may do what

/** The venue's manager and staff, and admins, run its reservations. */
export function runsVenue(actor: Actor, clubId: string): boolean {
  if (actor === 'anonymous') return false;
  return actor.role === 'admin' || ((actor.role === 'manager' || actor.role === 'staff') && actor.clubId === clubId);
}

export const isOwner = (actor: Actor, reservation: Reservation) => actor !== 'anonymous' && reservation.userId !== null && actor.userId === reservation.userId;

/** Who may read a reservation, with the guest's phone and e-mail. */
export const maySee = (actor: Actor, reservation: Reservation) => runsVenue(actor, reservation.clubId) || isOwner(actor, reservation);
