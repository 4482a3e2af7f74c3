import { WEEKDAYS, type VenueWorkingHoursEntry, type VenueWorkingHoursEntryInput } from '@izlazak/contracts';
import type { WorkingHoursDay } from './venue.events';

/** Monday first, Sunday last, as the week reads in Serbia. */
const weekOrder = (dayIndex: number) => (dayIndex + 6) % 7;

/** The validated form entries as the domain keeps them: by day index, in week order. */
export function toWorkingHoursDays(entries: VenueWorkingHoursEntryInput[]): WorkingHoursDay[] {
  return entries
    .map((entry) => ({
      dayIndex: (WEEKDAYS as readonly string[]).indexOf(entry.day),
      from: entry.from,
      to: entry.to,
      closed: entry.closed,
      alwaysOpen: entry.alwaysOpen,
    }))
    .sort((a, b) => weekOrder(a.dayIndex) - weekOrder(b.dayIndex));
}

/** A night that ends after midnight: closing time earlier than opening time. */
export function endsNextDay(day: WorkingHoursDay): boolean {
  return !day.closed && !day.alwaysOpen && day.from !== '' && day.to !== '' && day.to < day.from;
}

export function toWorkingHoursView(days: WorkingHoursDay[]): VenueWorkingHoursEntry[] {
  return days.map((day) => ({
    _id: String(day.dayIndex),
    day: WEEKDAYS[day.dayIndex],
    dayIndex: day.dayIndex,
    from: day.from,
    to: day.to,
    closed: day.closed,
    alwaysOpen: day.alwaysOpen,
    endsNextDay: endsNextDay(day),
  }));
}
