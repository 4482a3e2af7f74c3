import type { GuestBadge } from '@izlazak/contracts';

/**
 * What the venue's screens show beside a reservation from the guest book, which sits above
 * reservations: the guest's tags, visits and note, by reservation. The guests feature implements
 * it (its manifest's `ports`); door and floor use it too.
 */
export interface GuestBadges {
  ofReservations(reservationIds: string[]): Promise<Map<string, GuestBadge>>;
}

export const GUEST_BADGES = Symbol('GuestBadges');

/** Puts each reservation's badge on its view (those the book does not know yet stay without). */
export async function withGuestBadges<View extends { _id: string; guest?: GuestBadge }>(badges: GuestBadges, views: View[]): Promise<View[]> {
  if (views.length === 0) return views;
  const found = await badges.ofReservations(views.map((view) => view._id));
  return views.map((view) => (found.has(view._id) ? { ...view, guest: found.get(view._id) } : view));
}
