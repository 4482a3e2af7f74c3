import { eventIcs, type CalendarEvent } from './event-ics';

const event: CalendarEvent = {
  id: 'e1',
  title: 'Petak do zore; house, techno',
  description: 'Prvi red\ndrugi red',
  startsAt: new Date('2026-11-20T22:00:00.000Z'),
  endsAt: new Date('2026-11-21T04:00:00.000Z'),
  club: 'Klub Ponoć',
  location: 'Karađorđeva 2',
  ticketPrice: '1000',
  sequence: 2,
  lastModified: new Date('2026-11-02T09:30:00.000Z'),
  cancelled: false,
};

describe('an event as an .ics file', () => {
  it('has the times in UTC with Z, escaped text and CRLF lines no longer than 75 octets', () => {
    const ics = eventIcs(event, 'https://izlazak.rs', new Date('2026-11-01T10:00:00Z'));
    expect(ics).toContain('DTSTART:20261120T220000Z\r\n');
    expect(ics).toContain('DTEND:20261121T040000Z\r\n');
    expect(ics).toContain('SUMMARY:Petak do zore\\; house\\, techno\r\n');
    expect(ics).toContain('LOCATION:Klub Ponoć\\, Karađorđeva 2\r\n');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Prvi red\\ndrugi red\\n\\nCena ulaznice: 1000 RSD\\nhttps://izlazak.rs/event/e1');
  });

  it('carries the revision as SEQUENCE, the last change as LAST-MODIFIED and the status', () => {
    const ics = eventIcs(event, 'https://izlazak.rs', new Date('2026-11-01T10:00:00Z'));
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('LAST-MODIFIED:20261102T093000Z\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    const cancelled = eventIcs({ ...event, cancelled: true }, 'https://izlazak.rs', new Date());
    expect(cancelled).toContain('STATUS:CANCELLED\r\n');
    expect(cancelled).toContain('SUMMARY:Otkazano: Petak do zore');
  });

  it('gives an event without an end four hours', () => {
    const ics = eventIcs({ ...event, endsAt: null }, 'https://izlazak.rs', new Date());
    expect(ics).toContain('DTEND:20261121T020000Z');
  });
});
