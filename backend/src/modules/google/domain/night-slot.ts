import { NIGHT_ENDS_AT_HOUR } from '@izlazak/contracts';
import { addDays, belgradeInstant, eventTimes, nightOf, weekdayOf } from '../../events/domain/venue-night';
import type { WorkingHoursDay } from '../../venues/domain/venue.events';

/** Google's slot for a venue's night: the night's opening instant and its length, in seconds. */
export interface NightSlot {
  night: string;
  startSec: number;
  durationSec: number;
}

const NIGHT_TURNS = `${String(NIGHT_ENDS_AT_HOUR).padStart(2, '0')}:00`;
/** A venue that has not told its hours is taken as open (as placements take it): from the evening to the night's end. */
const UNTOLD_OPENING = '20:00';

/**
 * One night at a venue is one slot: from its opening in Europe/Belgrade (its working hours for the
 * night's weekday) to its closing, past midnight when it closes earlier than it opens. A venue open
 * all day (`alwaysOpen`, or no hours given for the day) has the night's whole day, from 06:00 to
 * 06:00. A closed night has no slot.
 */
export function nightSlot(days: WorkingHoursDay[], night: string): NightSlot | null {
  const day = days.find((candidate) => candidate.dayIndex === weekdayOf(night));
  if (day?.closed) return null;
  if (day && (day.alwaysOpen || day.from === '')) return between(night, belgradeInstant(night, NIGHT_TURNS), belgradeInstant(addDays(night, 1), NIGHT_TURNS));
  const { startsAt, endsAt } = eventTimes(night, day?.from ?? UNTOLD_OPENING, day?.to || NIGHT_TURNS);
  return between(night, startsAt, endsAt!);
}

const between = (night: string, start: Date, end: Date): NightSlot => ({
  night,
  startSec: Math.floor(start.getTime() / 1000),
  durationSec: Math.round((end.getTime() - start.getTime()) / 1000),
});

/** The night a slot's start falls in (an opening after midnight still belongs to the night before). */
export const nightOfSlot = (startSec: number) => nightOf(new Date(startSec * 1000));

/**
 * The venue's slot that a slot Google asks for names: the same night's, starting at its opening and,
 * when a length is given, of its length. Null when Google's slot is not one of the venue's.
 */
export function slotAsked(days: WorkingHoursDay[], startSec: number, durationSec: number | null): NightSlot | null {
  const slot = nightSlot(days, nightOfSlot(startSec));
  if (!slot || slot.startSec !== startSec) return null;
  if (durationSec !== null && durationSec !== slot.durationSec) return null;
  return slot;
}
