import type { VenueWorkingHoursEntry } from '@izlazak/contracts';

/** Monday first, Sunday last, as the week reads in Serbia; indexes as Date#getDay. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export type WorkingDay = Pick<VenueWorkingHoursEntry, 'from' | 'to' | 'closed' | 'alwaysOpen'>;

/** "22:00 – 04:00", "Otvoreno 24h" or "Zatvoreno". */
export function workingHoursText(day: WorkingDay | undefined): string {
  if (!day || day.closed) return 'Zatvoreno';
  if (day.alwaysOpen) return 'Otvoreno 24h';
  if (!day.from || !day.to) return 'Zatvoreno';
  return `${day.from} – ${day.to}`;
}
