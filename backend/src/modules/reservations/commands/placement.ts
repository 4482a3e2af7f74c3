import type { NightClock } from '#platform/time/night-clock';
import type { PlaceReservation } from '../domain/table-night';

/** What a placement says, whichever path places it: the clock adds when. */
export type Placement = Omit<PlaceReservation, 'type' | 'placedAt' | 'eventId'> & { eventId?: string | null };

/**
 * The one way a PlaceReservation is built: the guest's and the venue's form, a walk-in at the
 * door, a claimed waitlist offer and the demo's past nights all place through it, at the clock's
 * now (a test that stands the product on a night places on that night too).
 */
export function placement(clock: Pick<NightClock, 'now'>, fields: Placement): PlaceReservation {
  return { type: 'PlaceReservation', ...fields, eventId: fields.eventId ?? null, placedAt: clock.now().toISOString() };
}
