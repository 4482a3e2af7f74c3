import type { VenueWorkingHoursEntry } from '@izlazak/contracts';
import { DEFAULT_LOCALE, t, type Locale } from '@izlazak/contracts';

/** Monday first, Sunday last, as the week reads in Serbia; indexes as Date#getDay. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export type WorkingDay = Pick<VenueWorkingHoursEntry, 'from' | 'to' | 'closed' | 'alwaysOpen'>;

/** "22:00 – 04:00", "Otvoreno 24h" or "Zatvoreno" (in `locale`; the dashboard's is sr-Latn). */
export function workingHoursText(day: WorkingDay | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!day || day.closed || (!day.alwaysOpen && (!day.from || !day.to))) return t('hours.closed', {}, locale);
  if (day.alwaysOpen) return t('hours.alwaysOpen', {}, locale);
  return `${day.from} – ${day.to}`;
}
