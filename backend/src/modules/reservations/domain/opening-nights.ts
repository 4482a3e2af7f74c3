import type { WorkingHoursDay } from '../../venues/domain/venue.events';
import { weekdayOf } from '../../events/domain/venue-night';

/**
 * Whether a venue works on a night, from its weekly hours: the night belongs to the day it starts
 * on, so Friday 22:00–04:00 is open on Friday's night. Null when the venue has not said.
 */
export function openOnNight(days: WorkingHoursDay[], night: string): boolean | null {
  const day = days.find((candidate) => candidate.dayIndex === weekdayOf(night));
  if (!day) return null;
  return !day.closed;
}
