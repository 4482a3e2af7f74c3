import type { EventView } from '@izlazak/contracts';

/** An event as an iCalendar file (RFC 5545): one VEVENT, times in UTC. */
export function eventIcs(event: EventView, appUrl: string, stamp: Date): string {
  const start = new Date(event.startDate);
  // An event without an announced end is given four hours in the calendar.
  const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + 4 * 60 * 60 * 1000);
  const place = [event.club, event.location].filter(Boolean).join(', ');
  const url = `${appUrl}/event/${encodeURIComponent(event._id)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Izlazak//Dogadjaji//SR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event._id}@izlazak`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(`${event.description}\n\nCena ulaznice: ${event.ticketPrice} RSD\n${url}`)}`,
    `LOCATION:${text(place)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** 20261120T220000Z */
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

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
