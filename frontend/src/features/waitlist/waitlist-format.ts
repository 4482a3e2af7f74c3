/** yyyy-MM-dd → dd.MM.yyyy: contracts' night clock. */
export { formatNight as displayNight } from '@izlazak/contracts';

export { belgradeTime, timeLeft } from '../../lib/belgrade-time';

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
