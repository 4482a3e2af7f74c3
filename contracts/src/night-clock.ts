import { belgradeWallClock } from './belgrade-clock';

/**
 * The night's arithmetic, once for the backend and the frontend (docs/architecture.md): a venue's
 * night in Europe/Belgrade starts in the evening of a calendar day and runs past midnight until
 * NIGHT_ENDS_AT_HOUR, so 23:00 Friday to 05:00 Saturday is Friday's night, on the mornings the
 * clocks change too. Nights are written yyyy-MM-dd; instants are Dates (UTC). Pure: the caller
 * passes `now`.
 */
/** The hour (Europe/Belgrade) at which a night ends and the next calendar day's night has not begun. */
export const NIGHT_ENDS_AT_HOUR = 6;

export function addDays(night: string, days: number): string {
  const [y, m, d] = night.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Sunday 0 … Saturday 6, as Date#getDay. */
export function weekdayOf(night: string): number {
  const [y, m, d] = night.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The night an instant belongs to. */
export function nightOf(instant: Date): string {
  const { date, hour } = belgradeWallClock(instant);
  return hour < NIGHT_ENDS_AT_HOUR ? addDays(date, -1) : date;
}

/** The night that is on now (before 06:00 it is still last night). */
export const tonight = (now: Date) => nightOf(now);

/** The instant a Belgrade wall-clock time happens (in the hour skipped in spring, the hour after). */
export function belgradeInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hour, minute);
  let instant = asUtc - offsetMs(new Date(asUtc));
  // The offset at the guess may differ from the offset at the answer around a DST change.
  instant = asUtc - offsetMs(new Date(instant));
  return new Date(instant);
}

function offsetMs(instant: Date): number {
  const { date, hour, minute } = belgradeWallClock(instant);
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  return wall - Math.floor(instant.getTime() / 60_000) * 60_000;
}

const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return hour * 60 + minute;
};

/**
 * When an event of `night` starting at `startTime` (and maybe ending at `endTime`) happens: a time
 * before NIGHT_ENDS_AT_HOUR is after midnight; an end not after the start is the next morning.
 */
export function eventTimes(night: string, startTime: string, endTime: string): { startsAt: Date; endsAt: Date | null } {
  const afterMidnight = (time: string) => minutesOf(time) < NIGHT_ENDS_AT_HOUR * 60;
  const startDay = afterMidnight(startTime) ? addDays(night, 1) : night;
  const startsAt = belgradeInstant(startDay, startTime);
  if (!endTime) return { startsAt, endsAt: null };
  const sameDayEnd = belgradeInstant(startDay, endTime);
  const endsAt = sameDayEnd.getTime() > startsAt.getTime() ? sameDayEnd : belgradeInstant(addDays(startDay, 1), endTime);
  return { startsAt, endsAt };
}

/** yyyy-MM-dd → dd.MM.yyyy, as every screen and mail writes a night. */
export function formatNight(night: string): string {
  const [year, month, day] = night.split('-');
  return year && month && day ? `${day}.${month}.${year}` : night;
}
