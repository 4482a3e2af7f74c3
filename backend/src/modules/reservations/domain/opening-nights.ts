import type { WorkingHoursDay } from '../../venues/domain/venue.events';
import { eventTimes, weekdayOf } from '../../events/domain/venue-night';

/**
 * Whether a venue works on a night, from its weekly hours: the night belongs to the day it starts
 * on, so Friday 22:00–04:00 is open on Friday's night. Null when the venue has not said.
 */
export function openOnNight(days: WorkingHoursDay[], night: string): boolean | null {
  const day = days.find((candidate) => candidate.dayIndex === weekdayOf(night));
  if (!day) return null;
  return !day.closed;
}

/**
 * When a night starts at the venue: the event's start when the booking is for one, else the venue's
 * opening on that weekday ('22:00'; '01:00' is after midnight). Null when the venue works all day,
 * is closed, or has not said.
 */
export function nightStartsAt(days: WorkingHoursDay[], night: string, event: { startTime: string } | null): string | null {
  if (event?.startTime) return eventTimes(night, event.startTime, '').startsAt.toISOString();
  const day = days.find((candidate) => candidate.dayIndex === weekdayOf(night));
  if (!day || day.closed || day.alwaysOpen || !/^\d{1,2}:\d{2}$/.test(day.from)) return null;
  return eventTimes(night, day.from, '').startsAt.toISOString();
}
