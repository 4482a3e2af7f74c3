import { addDays, belgradeInstant as instantInBelgrade, nightOf } from '@izlazak/contracts';

/** The Belgrade dates and nights of the dashboard: contracts' night clock, the same the server counts with. */
export { formatBelgradeDateTime, formatNight } from '@izlazak/contracts';

/** The instant of a Belgrade wall-clock date (yyyy-MM-dd) and time (HH:mm), as an ISO string. */
export function belgradeInstant(date: string, time: string): string {
  return instantInBelgrade(date, time).toISOString();
}

/** dd.MM.yyyy → yyyy-MM-dd, or '' when it is not a date. */
export function isoDateOf(text: string): string {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(text.trim());
  return match ? `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}` : '';
}

/** The day after a yyyy-MM-dd date. */
export const nextDay = (date: string): string => addDays(date, 1);

/** The venue's night that is on now: in Belgrade, until 06:00 it is still last night (on the mornings the clocks change too). */
export const tonight = (now = new Date()): string => nightOf(now);

/** HH:mm in Belgrade, as the venue and the guest read a time of the night. */
export const belgradeTime = (iso: string) =>
  new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** 'mm:ss' left until `until` (0:00 once past). */
export function timeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
