import { RESERVATION_MESSAGES as MESSAGES } from '@izlazak/contracts';
import { badRequest, notFound } from '#platform/commands/domain-errors';

// What the handler reads from other streams and the clock, handed in as facts.

export interface VenueFacts {
  exists: boolean;
  approved: boolean;
  name: string;
  email: string;
  /** Null when the venue has not told its working hours: then every night is taken as open. */
  openOnNight: boolean | null;
}

export interface TableFacts {
  exists: boolean;
  clubId: string;
  name: string;
  maxPersons: number;
}

export interface EventFacts {
  exists: boolean;
  clubId: string;
  night: string;
  title: string;
  ticketPrice?: string;
  /** HH:mm in Belgrade: the night starts then for its bookings (a deposit is due by it). */
  startTime?: string;
}

export interface BookingFacts {
  venue: VenueFacts;
  table: TableFacts;
  event: EventFacts | null;
  /** The night that is on now in Europe/Belgrade: nights before it are over. */
  tonight: string;
}

/** The night the reservation is for: an event fixes it, otherwise the one asked for. */
export function bookedNight(requested: string | undefined, event: EventFacts | null): string | null {
  return event?.exists ? event.night : (requested ?? null);
}

export function assertBookable(clubId: string, night: string, persons: number, facts: BookingFacts): void {
  const { venue, table, event } = facts;
  if (!venue.exists || !venue.approved) throw notFound(MESSAGES.venueNotFound);
  if (!table.exists) throw notFound(MESSAGES.tableNotFound);
  if (table.clubId !== clubId) throw badRequest(MESSAGES.tableOfAnotherVenue, 'tableId');
  if (event && !event.exists) throw badRequest(MESSAGES.eventNotFound, 'eventId');
  if (event && event.clubId !== clubId) throw badRequest(MESSAGES.eventOfAnotherVenue, 'eventId');
  if (night < facts.tonight) throw badRequest(MESSAGES.nightOver, 'date');
  if (venue.openOnNight === false) throw badRequest(MESSAGES.venueClosed, 'date');
  if (persons > table.maxPersons) throw badRequest(MESSAGES.tooManyPersons(table.maxPersons), 'persons');
}
