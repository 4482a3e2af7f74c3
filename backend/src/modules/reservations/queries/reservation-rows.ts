import { discountedPrice, type ReservationAttendance, type ReservationDepositView, type ReservationSpendView, type ReservationStatus, type ReservationTermsView, type ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { termsOfNight } from '../domain/deposit-outcome';
import type { Arrival, RecordedSpend, SentReminder } from '../domain/table-night';

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
}

export const RESERVATION_COLUMNS = `id, unique_id, club_id, club, table_id, table_name, to_char(night, 'YYYY-MM-DD') AS night,
  event_id, event_title, first_name, last_name, phone, email, persons, status, user_id, placed_at, updated_at, version,
  coupon_code, discount_percent, ticket_price, arrival, walk_in, terms, deposit, spend, reminder, attendance`;

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

export function toView(row: ReservationRow): ReservationView {
  return {
    _id: row.id,
    uniqueId: row.unique_id,
    name: row.event_title,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    date: row.night,
    persons: row.persons,
    tableId: row.table_id,
    tableName: row.table_name,
    eventId: row.event_id,
    eventTitle: row.event_title,
    clubId: row.club_id,
    club: row.club,
    status: row.status,
    userId: row.user_id,
    createdAt: row.placed_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
    ...arrivalOf(row.arrival, row.walk_in),
    ...couponOf(row.coupon_code, row.discount_percent, row.ticket_price),
    terms: termsOfNight(row.terms ?? null, row.night),
    deposit: row.deposit ?? null,
    spend: spendOf(row.spend, row.terms),
    attendance: attendanceOf(row.reminder, row.attendance),
  };
}

/** The answer to the night's reminder: asked until the guest answers or the night starts. */
export function attendanceOf(reminder: SentReminder | null | undefined, attendance: 'confirmed' | 'unconfirmed' | null | undefined): ReservationAttendance | null {
  return attendance ?? (reminder ? 'asked' : null);
}

/** The door's record as a view shows it. */
export function arrivalOf(arrival: Arrival | null | undefined, walkIn: boolean | undefined) {
  return {
    arrivedPersons: arrival?.persons ?? null,
    arrivedAt: arrival?.at ?? null,
    arrivedBy: arrival?.byName ?? null,
    arrivedMen: arrival?.men ?? null,
    arrivedWomen: arrival?.women ?? null,
    walkIn: walkIn ?? false,
  };
}

/** The coupon fields of a view: the discounted ticket price only for an event reservation with a coupon. */
export function couponOf(code: string | null | undefined, percent: number | null | undefined, ticketPrice: string | null | undefined) {
  const discounted = code && percent && ticketPrice ? discountedPrice(ticketPrice, percent) : null;
  return { couponCode: code ?? null, discountPercent: code ? (percent ?? null) : null, ticketPrice: discounted ? ticketPrice! : null, discountedTicketPrice: discounted };
}

/** The spend against the minimum of the terms the guest accepted. */
export function spendOf(spend: RecordedSpend | null | undefined, terms: ReservationTermsView | null | undefined): ReservationSpendView | null {
  if (!spend) return null;
  const minimumSpend = terms && terms.minimumSpend > 0 ? terms.minimumSpend : null;
  return { amount: spend.amount, items: spend.items ?? [], recordedAt: spend.at, recordedBy: spend.byName, minimumSpend, minimumSpendMet: minimumSpend === null ? null : spend.amount >= minimumSpend };
}
