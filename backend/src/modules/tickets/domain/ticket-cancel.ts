import { eventTimes } from '@izlazak/contracts';

/** An event's start as an instant: a time before 06:00 is after midnight (no start time: 22:00). */
export const eventStartOf = (night: string, startTime: string): string => eventTimes(night, startTime || '22:00', '').startsAt.toISOString();

/**
 * Until when a ticket's holder may cancel it: `hours` before the event's start, as the venue set
 * it (`ticketCancelHours`); null when the venue does not let guests cancel.
 */
export function ticketCancelDeadline(startsAt: string, hours: number | null | undefined): string | null {
  if (hours === null || hours === undefined) return null;
  return new Date(Date.parse(startsAt) - hours * 3_600_000).toISOString();
}
