import type { Actor } from '#platform/event-store/event-store.port';
import { forbidden } from '#platform/commands/domain-errors';

/** Admins manage every venue; a manager only the venue of their own clubId. */
export function mayManageVenue(actor: Actor, clubId: string): boolean {
  if (actor === 'anonymous') return false;
  return actor.role === 'admin' || (actor.role === 'manager' && actor.clubId === clubId);
}

export function assertMayManageVenue(actor: Actor, clubId: string): void {
  if (!mayManageVenue(actor, clubId)) throw forbidden();
}

export function assertAdmin(actor: Actor): void {
  if (actor === 'anonymous' || actor.role !== 'admin') throw forbidden();
}

export const VENUE_NOT_FOUND = 'refusal.venues.notFound';
