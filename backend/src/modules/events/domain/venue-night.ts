import { addDays, tonight, weekdayOf } from '@izlazak/contracts';

/** A venue's night in Europe/Belgrade: the arithmetic is contracts' night clock, shared with the frontend. */
export { addDays, belgradeInstant, belgradeWallClock, eventTimes, nightOf, tonight, weekdayOf } from '@izlazak/contracts';

/** The seven nights after tonight: (tonight, tonight + 7]. */
export function nextWeekNights(now: Date): { from: string; to: string } {
  const current = tonight(now);
  return { from: addDays(current, 1), to: addDays(current, 7) };
}

/** The night of the coming week (tonight included) that falls on `weekday`. */
export function comingNightOn(weekday: number, now: Date): string {
  const current = tonight(now);
  return addDays(current, (weekday - weekdayOf(current) + 7) % 7);
}
