import { belgradeWallClock } from '@izlazak/contracts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

function wallClock(instant: Date) {
  const { date, hour, minute } = belgradeWallClock(instant);
  return { date, time: `${twoDigits(hour)}:${twoDigits(minute)}` };
}

/** An instant as the venues read it: dd.MM.yyyy HH:mm in Belgrade, wherever the browser is. */
export { formatBelgradeDateTime } from '@izlazak/contracts';

/** The instant of a Belgrade wall-clock date (yyyy-MM-dd) and time (HH:mm), as an ISO string. */
export function belgradeInstant(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const offsetAt = (guess: number) => {
    const { date: shownDate, time: shownTime } = wallClock(new Date(guess));
    const [sy, sm, sd] = shownDate.split('-').map(Number);
    const [sh, smin] = shownTime.split(':').map(Number);
    return Date.UTC(sy, sm - 1, sd, sh, smin) - Math.floor(guess / 60_000) * 60_000;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** dd.MM.yyyy → yyyy-MM-dd, or '' when it is not a date. */
export function isoDateOf(text: string): string {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(text.trim());
  return match ? `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}` : '';
}

/** The day after a yyyy-MM-dd date. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** yyyy-MM-dd → dd.MM.yyyy */
export function formatNight(night: string): string {
  const [year, month, day] = night.split('-');
  return year && month && day ? `${day}.${month}.${year}` : night;
}

/** The venue's night that is on now, as the server counts it: in Belgrade, until 06:00 it is still last night. */
export function tonight(now = new Date()): string {
  const sixHoursEarlier = new Date(now.getTime() - 6 * 60 * 60 * 1000);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(sixHoursEarlier);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
