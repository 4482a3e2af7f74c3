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

type WallClock = { date: string; hour: number; minute: number };

// Every request that books asks what night it is: the answer is the same for a whole minute (Belgrade's offsets are whole hours).
let lastMinute = Number.NaN;
let lastWallClock: WallClock = { date: '', hour: 0, minute: 0 };

/** The wall clock in Belgrade at an instant: its date yyyy-MM-dd, hour and minute, wherever the code runs. */
export function belgradeWallClock(instant: Date): WallClock {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastMinute) {
    const parts = Object.fromEntries(localParts.formatToParts(instant).map((part) => [part.type, part.value]));
    lastWallClock = { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
    lastMinute = minute;
  }
  return { ...lastWallClock };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as the venues read it: dd.MM.yyyy HH:mm in Belgrade, wherever the code runs. */
export function formatBelgradeDateTime(instant: string | Date): string {
  const { date, hour, minute } = belgradeWallClock(new Date(instant));
  return `${date.split('-').reverse().join('.')} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** An instant's HH:mm in Belgrade, as the door writes when a guest came in. */
export function belgradeClockTime(instant: string | Date): string {
  const { hour, minute } = belgradeWallClock(new Date(instant));
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}
