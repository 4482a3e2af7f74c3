import type { Locale } from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';

/**
 * A venue night's waitlist lives in one stream, `waitlist-<clubId>-<night>`: its guests in order,
 * and every offer of a freed table made to them. "A guest has at most one open offer" and "a table
 * has at most one open offer a night" are this stream's expected revision; the table itself is held
 * on its table-night stream (TableOfferHeld), where it races the other placements.
 */
export const waitlistStream = (clubId: string, night: string) => `waitlist-${clubId}-${night}`;

export interface WaitlistGuest {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export interface JoinedEntry extends WaitlistGuest {
  entryId: string;
  persons: number;
  /** The zone the guest prefers (a zone of the venue's floor plan), or null for any. */
  zoneId: string | null;
  zoneName: string | null;
  joinedAt: string;
  /** The language the guest joined in, which the offer is mailed in; absent (older entries): sr-Latn. */
  locale?: Locale;
}

/** A freed table offered to a guest; `reservationId` is the id the claim's reservation gets. */
export interface Offer {
  offerId: string;
  tableId: string;
  tableName: string;
  until: string;
  reservationId: string;
}

export type OnNight = { clubId: string; night: string };
/** Every event about one guest carries the entry's version after it. */
export type AboutEntry = OnNight & { entryId: string; version: number };

export type WaitlistJoined = DomainEvent<'WaitlistJoined', AboutEntry & { club: string; entry: JoinedEntry; position: number }>;
export type WaitlistEntryMoved = DomainEvent<'WaitlistEntryMoved', AboutEntry & { from: number; position: number }>;
/** The venue took the guest off the list; an open offer is withdrawn with it (`offerId`). */
export type WaitlistEntryRemoved = DomainEvent<'WaitlistEntryRemoved', AboutEntry & { offerId: string | null }>;
export type WaitlistOfferMade = DomainEvent<'WaitlistOfferMade', AboutEntry & { offer: Offer }>;
/** The table was taken before it could be held: the guest waits on, in the same place. */
export type WaitlistOfferWithdrawn = DomainEvent<'WaitlistOfferWithdrawn', AboutEntry & { offerId: string; tableId: string }>;
export type WaitlistOfferExpired = DomainEvent<'WaitlistOfferExpired', AboutEntry & { offerId: string; tableId: string }>;
export type WaitlistOfferClaimed = DomainEvent<'WaitlistOfferClaimed', AboutEntry & { offerId: string; tableId: string; reservationId: string }>;
/**
 * Somebody asked to put an address on the list that already waits there. The asker is told as if it
 * were a new entry (so the answer tells no stranger who waits where); the address's owner is mailed.
 */
export type WaitlistJoinRepeated = DomainEvent<
  'WaitlistJoinRepeated',
  OnNight & { club: string; entryId: string; attemptId: string; position: number; guest: { firstName: string; email: string; locale?: Locale } }
>;

export type WaitlistEvent =
  WaitlistJoined | WaitlistEntryMoved | WaitlistEntryRemoved | WaitlistOfferMade | WaitlistOfferWithdrawn | WaitlistOfferExpired | WaitlistOfferClaimed | WaitlistJoinRepeated;
