import { BUSINESS_TIME_ZONE } from './constants';

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Belgrade at an instant: its date yyyy-MM-dd, hour and minute, wherever the code runs. */
export function belgradeWallClock(instant: Date): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(localParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}
