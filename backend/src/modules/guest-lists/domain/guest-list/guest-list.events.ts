import type { Locale } from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';

/**
 * A guest list lives in one stream, `guest-list-<listId>`: the venue's terms of the list and every
 * name on it. "No more places than the list has" and "one entry per phone" are this stream's
 * expected revision.
 */
export const guestListStream = (listId: string) => `guest-list-${listId}`;

export interface GuestListTerms {
  name: string;
  benefit: string;
  price: number;
  capacity: number;
  perPromoterCapacity: number | null;
  maxPlusOnes: number;
  /** HH:mm of the night, as the venue wrote it. */
  closesAt: string;
  public: boolean;
}

export interface ListGuest {
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
}

export type GuestListOpened = DomainEvent<
  'GuestListOpened',
  { listId: string; clubId: string; night: string; eventId: string | null; terms: GuestListTerms; closesAtInstant: string }
>;

/** A name on the list; `code` is its door code; `locale` the language of the page it signed up on (its mail's). */
export type GuestListSignedUp = DomainEvent<
  'GuestListSignedUp',
  {
    listId: string;
    clubId: string;
    night: string;
    entryId: string;
    code: string;
    guest: ListGuest;
    plusOnes: number;
    promoterId: string | null;
    signedUpAt: string;
    locale?: Locale;
  }
>;

/** The same phone signed up again: the entry takes the new name and '+N', and a new code (the old one stops working). */
export type GuestListEntryChanged = DomainEvent<
  'GuestListEntryChanged',
  {
    listId: string;
    clubId: string;
    night: string;
    entryId: string;
    code: string;
    guest: ListGuest;
    plusOnes: number;
    promoterId: string | null;
    changedAt: string;
    locale?: Locale;
  }
>;

/**
 * The door let the name in, with `persons` of its 1 + plusOnes; `commandId` is the door device's, so a replay applies once.
 * `promoterId` is whose name it is, `guest` the name as it stands (both absent in arrivals recorded before
 * they were kept): the promoter hears it live, and the venue's guest book counts a visit of that guest.
 */
export type GuestListEntryArrived = DomainEvent<
  'GuestListEntryArrived',
  {
    listId: string;
    clubId: string;
    night: string;
    entryId: string;
    persons: number;
    at: string;
    byUserId: string;
    byName: string;
    commandId: string | null;
    promoterId?: string | null;
    guest?: ListGuest;
  }
>;

/**
 * The door took an arrival back (a mistaken tap): the name is not in any more, the `persons` it had
 * let in are no guests of the night (lists' counts, the guest book, the settlement). `arrivedAt` is
 * when the arrival taken back was recorded; `commandId` the door device's, so a replay applies once.
 */
export type GuestListArrivalUndone = DomainEvent<
  'GuestListArrivalUndone',
  {
    listId: string;
    clubId: string;
    night: string;
    entryId: string;
    persons: number;
    arrivedAt: string;
    at: string;
    byUserId: string;
    byName: string;
    commandId: string | null;
    promoterId: string | null;
    guest: ListGuest;
  }
>;

export type GuestListEvent = GuestListOpened | GuestListSignedUp | GuestListEntryChanged | GuestListEntryArrived | GuestListArrivalUndone;

/** The entry a sign-up made or changed. */
export function entryOf(events: GuestListEvent[]): string | undefined {
  for (const event of events) if (event.type === 'GuestListSignedUp' || event.type === 'GuestListEntryChanged') return event.data.entryId;
  return undefined;
}
