import type { ReservationAttendance, ReservationStatus } from '../schemas/reservation.schema';
import type { VenueRang } from '../schemas/venue.schema';
import { t, type MessageId } from './format';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Each status's words, for the guest's pages, the dashboard and the door alike: 'Potvrđeno' for Complete, 'Stigli' for Arrived… */
export const STATUS_MESSAGES: Record<ReservationStatus, MessageId> = {
  Pending: 'status.pending',
  Complete: 'status.complete',
  Rejected: 'status.rejected',
  Cancelled: 'status.cancelled',
  Arrived: 'status.arrived',
  NoShow: 'status.noShow',
  AwaitingPayment: 'status.awaitingPayment',
};

const ATTENDANCE_MESSAGES: Record<ReservationAttendance, MessageId> = {
  asked: 'publicStatus.attendance.asked',
  confirmed: 'publicStatus.attendance.confirmed',
  unconfirmed: 'publicStatus.attendance.unconfirmed',
};

/** A reservation's status as the guest reads it in `locale` ('Na čekanju', 'Pending'); a status it does not know, as it came. */
export function reservationStatusLabel(status: string, locale: Locale = DEFAULT_LOCALE): string {
  const id = STATUS_MESSAGES[status as ReservationStatus];
  return id ? t(id, {}, locale) : status;
}

/** The guest's answer to the night's reminder in `locale` ('Potvrdio dolazak'). */
export const attendanceLabel = (attendance: ReservationAttendance, locale: Locale = DEFAULT_LOCALE): string => t(ATTENDANCE_MESSAGES[attendance], {}, locale);

const RANG_MESSAGES: Record<VenueRang, MessageId> = { Regularno: 'clubs.rang.Regularno', Premijum: 'clubs.rang.Premijum' };

/** A venue's rang in `locale` ('Premijum', 'Premium'); one it does not know, as it came. */
export function venueRangLabel(rang: string, locale: Locale = DEFAULT_LOCALE): string {
  const id = RANG_MESSAGES[rang as VenueRang];
  return id ? t(id, {}, locale) : rang;
}
