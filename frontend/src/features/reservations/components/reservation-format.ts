import { DEFAULT_LOCALE, type Locale, type ReservationView, type VenueTableView, type VenueWorkingHoursEntry, t } from '@izlazak/contracts';

import { formatNight, tonight } from '../../../lib/belgrade-time';

export { formatNight, tonight };

/** dd.MM.yyyy (or yyyy-MM-dd) → yyyy-MM-dd, or '' when it is not a date yet. */
export function nightFromInput(text: string | undefined): string {
  const value = (text ?? '').trim();
  const serbian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(value);
  const night = serbian ? `${serbian[3]}-${serbian[2].padStart(2, '0')}-${serbian[1].padStart(2, '0')}` : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(night)) return '';
  const [y, m, d] = night.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? night : '';
}

/** Sunday 0 … Saturday 6, as the working hours count them. */
export function weekdayOf(night: string): number {
  const [y, m, d] = night.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whether the venue's working hours say it is closed on that night (unknown hours never close it). */
export function closedOn(night: string, workingHours: readonly VenueWorkingHoursEntry[] | undefined): boolean {
  if (!night || !workingHours?.length) return false;
  return workingHours.some((entry) => entry.dayIndex === weekdayOf(night) && entry.closed);
}

/** The spec's summary: 'Rezervacija - Ukupno osoba: N - Broj stola: name'. */
export const reservationSummary = (reservation: Pick<ReservationView, 'persons' | 'tableName'>, locale: Locale = DEFAULT_LOCALE) =>
  t('reservations.summary', { persons: reservation.persons, table: reservation.tableName }, locale);

export const guestName = (reservation: Pick<ReservationView, 'firstName' | 'lastName'>) => `${reservation.firstName} ${reservation.lastName}`.trim();

const GUEST_CANCELLABLE: readonly ReservationView['status'][] = ['Pending', 'Complete', 'AwaitingPayment'];

/** The guest may still cancel it: it holds a table (one waiting for its deposit too), and its night is not over. */
export const cancellable = (reservation: Pick<ReservationView, 'status' | 'date'>, now = new Date()) =>
  GUEST_CANCELLABLE.includes(reservation.status) && reservation.date >= tonight(now);

/** Tables a party can take that night: free and big enough; `keep` (the edited reservation's own) always stays. */
export function tablesFor(tables: readonly VenueTableView[], persons: number, keep?: string): VenueTableView[] {
  return tables.filter((table) => table._id === keep || (table.free !== false && (!persons || Number(table.maxPersons) >= persons)));
}

export const tableLabel = (table: Pick<VenueTableView, 'name' | 'maxPersons' | 'area'>, locale: Locale = DEFAULT_LOCALE) =>
  `${table.name} — ${t('persons.upTo', { max: table.maxPersons }, locale)}${table.area ? ` (${table.area})` : ''}`;

/** The persons field as a number, or 0 while it is not one. */
export function personsOf(text: string | number | undefined): number {
  const value = typeof text === 'number' ? text : Number(String(text ?? '').trim());
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** 'Kupon PETAK10 · popust 10%', or null for a reservation without a coupon. */
export const couponLabel = (reservation: Pick<ReservationView, 'couponCode' | 'discountPercent'>, locale: Locale = DEFAULT_LOCALE) =>
  reservation.couponCode ? t('reservations.coupon', { code: reservation.couponCode, percent: reservation.discountPercent ?? 0 }, locale) : null;

/** For an event reservation with a coupon: 'Cena ulaznice uz popust: 1350 RSD (umesto 1500 RSD)'. */
export const discountedTicketLabel = (reservation: Pick<ReservationView, 'ticketPrice' | 'discountedTicketPrice'>, locale: Locale = DEFAULT_LOCALE) =>
  reservation.discountedTicketPrice && reservation.ticketPrice
    ? t('reservations.discountedTicket', { price: reservation.discountedTicketPrice, full: reservation.ticketPrice }, locale)
    : null;
