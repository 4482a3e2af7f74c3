/** yyyy-MM-dd → dd.MM.yyyy: contracts' night clock. */
export { formatNight as displayNight } from '@izlazak/contracts';

/** HH:mm in Belgrade, as the venue and the guest read a time of the night. */
export const belgradeTime = (iso: string) =>
  new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** 'mm:ss' left until `until` (0:00 once past). */
export function timeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export { tonight } from '../../lib/belgrade-time';

const MARK = '\u2063';

/**
 * A message around one of its values, which the page sets apart (bold): the text before it and
 * after it, wherever the language puts it. `format` writes the message with `mark` for that value.
 */
export function aroundValue(format: (mark: string) => string): [string, string] {
  const [before, after = ''] = format(MARK).split(MARK);
  return [before, after];
}
