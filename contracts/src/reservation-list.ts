import type { ReservationSort } from './schemas/reservation.schema';

/**
 * GET /api/reservations' rules, once for the list handler (as SQL) and the dashboard's live list
 * (as a filter and a comparator of pushed reservations): which reservations a list shows and in
 * what order.
 */
export interface ReservationListSelection {
  /** Every night; without it only tonight's. */
  all?: boolean;
  search?: string;
  sort?: ReservationSort;
  order?: 'asc' | 'desc';
  /** An admin's one venue. */
  clubId?: string;
}

/** What a list orders by, most significant first: the guest's name, the night, the placement, the status. */
export type ReservationOrderField = 'guestName' | 'night' | 'placedAt' | 'status';
export interface ReservationOrderKey {
  field: ReservationOrderField;
  descending: boolean;
}

/** A list's order: by the chosen column, else every night newest first, else tonight's in the order they were placed. */
export function reservationListOrder({ all, sort, order }: ReservationListSelection): ReservationOrderKey[] {
  const descending = order === 'desc';
  switch (sort) {
    case 'firstName':
      return [{ field: 'guestName', descending }];
    case 'date':
      return [
        { field: 'night', descending },
        { field: 'placedAt', descending },
      ];
    case 'status':
      return [
        { field: 'status', descending },
        { field: 'night', descending: true },
      ];
    case undefined:
      return all
        ? [
            { field: 'night', descending: true },
            { field: 'placedAt', descending: true },
          ]
        : [{ field: 'placedAt', descending: false }];
  }
}

/** Which reservations a list shows: the night's (null: every night), the venue's, the search's (lower case). */
export interface ReservationListFilter {
  night: string | null;
  clubId: string | null;
  search: string | null;
}

export function reservationListFilter({ all, clubId, search }: ReservationListSelection, tonight: string): ReservationListFilter {
  return { night: all ? null : tonight, clubId: clubId || null, search: search ? search.toLowerCase() : null };
}

/** The text a list's search looks in: the guest's name, phone and e-mail, and the reservation's code. */
export const reservationSearchText = (r: { firstName: string; lastName: string; phone: string; email: string; uniqueId: string }) =>
  [r.firstName, r.lastName, r.phone, r.email, r.uniqueId].join(' ').toLowerCase();

/** Whether a reservation (its view) is in the filtered list. */
export function inReservationList(
  filter: ReservationListFilter,
  r: { date: string; clubId: string; firstName: string; lastName: string; phone: string; email: string; uniqueId: string },
): boolean {
  return (!filter.night || r.date === filter.night) && (!filter.clubId || r.clubId === filter.clubId) && (!filter.search || reservationSearchText(r).includes(filter.search));
}
