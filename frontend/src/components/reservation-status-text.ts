import { DEFAULT_LOCALE, STATUS_MESSAGES, t, type Locale, type ReservationStatus } from '@izlazak/contracts';

export { STATUS_MESSAGES };

/** A status in `locale`; one the app does not know reads as 'Na čekanju' (spec, section 4). */
export const statusText = (status: string, locale: Locale = DEFAULT_LOCALE): string =>
  t(STATUS_MESSAGES[status as ReservationStatus] ?? STATUS_MESSAGES.Pending, undefined, locale);
