import { belgradeWallClock } from '../../events/domain/venue-night';

/**
 * An instant as Belgrade's wall clock with its offset, as schema.org and search engines want an
 * event's times: 2026-12-31T23:00:00+01:00 in winter, …+02:00 in summer.
 */
export function belgradeIso(instant: Date): string {
  const { date, hour, minute } = belgradeWallClock(instant);
  const [y, m, d] = date.split('-').map(Number);
  const wholeMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  const offsetMinutes = Math.round((Date.UTC(y, m - 1, d, hour, minute) - wholeMinute) / 60_000);
  const seconds = instant.getUTCSeconds();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${date}T${pad(hour)}:${pad(minute)}:${pad(seconds)}${offset}`;
}

/** 2026-12-31 → 31.12.2026, as the site writes dates. */
export const serbianDate = (night: string) => night.split('-').reverse().join('.');

const pad = (value: number) => String(value).padStart(2, '0');
