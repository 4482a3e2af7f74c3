import type { ReservationDepositView, ReservationStatus, ReservationTermsView, ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { Arrival, RecordedSpend, Reservation, SentReminder } from '../domain/table-night';
import { toReservationView } from '../reservation-views';

export type ReservationViewer = Pick<AuthenticatedUser, 'id' | 'role' | 'clubId'>;

export interface ReservationRow {
  id: string;
  unique_id: string;
  club_id: string;
  club: string;
  table_id: string;
  table_name: string;
  night: string;
  event_id: string | null;
  event_title: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  persons: number;
  status: ReservationStatus;
  user_id: string | null;
  placed_at: Date;
  updated_at: Date;
  version: number;
  coupon_code: string | null;
  discount_percent: number | null;
  ticket_price: string | null;
  arrival: Arrival | null;
  walk_in: boolean;
  terms: ReservationTermsView | null;
  deposit: ReservationDepositView | null;
  spend: RecordedSpend | null;
  reminder: SentReminder | null;
  attendance: 'confirmed' | 'unconfirmed' | null;
  promoter: { promoterId: string; name: string } | null;
}

export const RESERVATION_COLUMNS = `id, unique_id, club_id, club, table_id, table_name, to_char(night, 'YYYY-MM-DD') AS night,
  event_id, event_title, first_name, last_name, phone, email, persons, status, user_id, placed_at, updated_at, version,
  coupon_code, discount_percent, ticket_price, arrival, walk_in, terms, deposit, spend, reminder, attendance, promoter`;

/**
 * The reservations a viewer may see, with the guest's phone and e-mail: admins every one, the
 * venue's manager and staff their venue's, anyone else their own. Adds its parameters to `params`.
 */
export function visibleReservations(viewer: ReservationViewer, params: unknown[]): string {
  if (viewer.role === 'admin') return 'TRUE';
  if ((viewer.role === 'manager' || viewer.role === 'staff') && viewer.clubId) {
    params.push(viewer.clubId);
    return `club_id = $${params.length}`;
  }
  params.push(viewer.id);
  return `user_id = $${params.length}`;
}

/** A reservation's row as the API shows it: the same view as a command's answer (toReservationView). */
export const toView = (row: ReservationRow): ReservationView => toReservationView(reservationOfRow(row), row.updated_at.toISOString());

/** The reservation a row keeps, in the shape its events carry it. */
function reservationOfRow(row: ReservationRow): Reservation {
  return {
    reservationId: row.id,
    uniqueId: row.unique_id,
    clubId: row.club_id,
    club: row.club,
    tableId: row.table_id,
    tableName: row.table_name,
    night: row.night,
    eventId: row.event_id,
    eventTitle: row.event_title,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    persons: row.persons,
    status: row.status,
    userId: row.user_id,
    placedAt: row.placed_at.toISOString(),
    version: row.version,
    couponCode: row.coupon_code ?? undefined,
    discountPercent: row.discount_percent ?? undefined,
    ticketPrice: row.ticket_price ?? undefined,
    arrival: row.arrival ?? undefined,
    walkIn: row.walk_in,
    terms: row.terms ?? undefined,
    deposit: row.deposit ?? undefined,
    spend: row.spend ?? undefined,
    reminder: row.reminder ?? undefined,
    attendance: row.attendance ?? undefined,
    promoter: row.promoter ?? undefined,
  };
}
