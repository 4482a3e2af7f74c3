/**
 * What an account's view needs from reservations, which sit above identity: 'Ukupno rezervacija',
 * how many of a user's reservations are still on the lists. The reservations feature implements
 * it (its manifest's `ports`), from the read model of the events it counts.
 */
export interface ReservationCounts {
  /** By user id; a user with none may be left out. */
  ofUsers(userIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

export const RESERVATION_COUNTS = Symbol('ReservationCounts');
