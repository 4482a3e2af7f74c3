import { array, nullable, number, object, string, type Infer } from 'superstruct';
import type { GuestBadge, GuestView } from './schemas/guest.schema';

/** The guest book's answers, for the OpenAPI document and its test (GET/PUT /api/guests). */
const stamp = nullable(object({ byName: string(), at: string() }));

export const guestView = object({
  _id: string(),
  clubId: string(),
  firstName: string(),
  lastName: string(),
  phone: string(),
  email: string(),
  visits: number(),
  listVisits: number(),
  noShows: number(),
  lateCancellations: number(),
  reservations: number(),
  waitlisted: number(),
  personsBrought: number(),
  lastVisit: nullable(string()),
  favouriteZone: nullable(string()),
  tags: array(string()),
  tagsChanged: stamp,
  note: string(),
  noteChanged: stamp,
  merged: array(object({ _id: string(), firstName: string(), lastName: string(), phone: string(), email: string() })),
  mergedInto: nullable(string()),
  version: number(),
});

/** A reservation's `guest`: the venue's tags, visits and note about its guest. */
export const guestBadgeView = object({ guestId: string(), tags: array(string()), visits: number(), note: string() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type GuestViewsMatchTheirTypes = [Holds<Same<Infer<typeof guestView>, GuestView>>, Holds<Same<Infer<typeof guestBadgeView>, GuestBadge>>];
