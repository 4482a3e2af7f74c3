/** What an event's calendar file says. */
export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date | null;
  club: string;
  location: string;
  ticketPrice: string;
  /** The event's revision: moves with every change, so a calendar replaces its copy. */
  sequence: number;
  lastModified: Date;
  /** Deleted, or its venue is: the file says STATUS:CANCELLED. */
  cancelled: boolean;
}

/**
 * An event as an iCalendar file (RFC 5545): one VEVENT, times in UTC, with the SEQUENCE and
 * LAST-MODIFIED that tell a calendar holding an older copy to update it, and STATUS:CANCELLED once
 * the event is gone.
 */
export function eventIcs(event: CalendarEvent, appUrl: string, stamp: Date): string {
  const start = event.startsAt;
  // An event without an announced end is given four hours in the calendar.
  const end = event.endsAt ?? new Date(start.getTime() + 4 * 60 * 60 * 1000);
  const place = [event.club, event.location].filter(Boolean).join(', ');
  const url = `${appUrl}/event/${encodeURIComponent(event.id)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Izlazak//Dogadjaji//SR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@izlazak`,
    `DTSTAMP:${utc(stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `LAST-MODIFIED:${utc(event.lastModified)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.cancelled ? `Otkazano: ${event.title}` : event.title)}`,
    `DESCRIPTION:${text(`${event.cancelled ? 'Događaj je otkazan.\n\n' : ''}${event.description}\n\nCena ulaznice: ${event.ticketPrice} RSD\n${url}`)}`,
    `LOCATION:${text(place)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** 20261120T220000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslashes, separators and line breaks. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
