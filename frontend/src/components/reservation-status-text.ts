import { DEFAULT_LOCALE, t, type Locale, type MessageId, type ReservationStatus } from '@izlazak/contracts';

/** Each status's words: 'Potvrđeno' for Complete, 'Stigli' for Arrived… */
export const STATUS_MESSAGES: Record<ReservationStatus, MessageId> = {
  Pending: 'status.pending',
  Complete: 'status.complete',
  Rejected: 'status.rejected',
  Cancelled: 'status.cancelled',
  Arrived: 'status.arrived',
  NoShow: 'status.noShow',
  AwaitingPayment: 'status.awaitingPayment',
};

/** A status in `locale`; one the app does not know reads as 'Na čekanju' (spec, section 4). */
export const statusText = (status: string, locale: Locale = DEFAULT_LOCALE): string =>
  t(STATUS_MESSAGES[status as ReservationStatus] ?? STATUS_MESSAGES.Pending, undefined, locale);
