import { createHash } from 'node:crypto';
import type { DomainEvent } from '#platform/commands/decider';

/** A record of a venue that named the erased person, with when it began (a guest-book profile of its own starts then). */
export interface ErasedRecord {
  id: string;
  clubId: string;
  since: string;
}

/** A ticket the person held, with its order (whose history names each holder of its tickets). */
export interface ErasedTicket extends ErasedRecord {
  /** Absent from erasures recorded before the history forgot holders by ticket. */
  orderId?: string;
}

/** A place the person took on an event's ticket waiting list ('Obavesti me'), with the event (whose history names them). */
export interface ErasedTicketWaitlistEntry extends ErasedRecord {
  eventId: string;
}

/**
 * A person was erased (their key is gone): what the read models held of them, by id only, so the
 * event names nobody. Each read model that keeps a copy of their name, phone, e-mail or words
 * blanks it from this event, as its rebuild from the crypto-shredded events would read them; a
 * rebuild meets the event again and blanks what the events do not seal (a statement line's payer
 * assigned by hand). Recorded on the erasure request's stream (docs/privacy.md).
 */
export interface PersonErasedData {
  requestId: string;
  reservations: ErasedRecord[];
  waitlistEntries: ErasedRecord[];
  /** Names on the venues' guest lists (absent from erasures recorded before the lists). */
  guestListEntries?: ErasedRecord[];
  /** Ticket orders the person bought and tickets they held (absent from erasures recorded before tickets). */
  ticketOrders?: ErasedRecord[];
  tickets?: ErasedTicket[];
  /** Their places on the events' ticket waiting lists, and the offers made to them (absent from erasures recorded before). */
  ticketWaitlistEntries?: ErasedTicketWaitlistEntry[];
  contactMessages: string[];
  /** The subscription's id: the SHA-256 digest of the address the history knows it by. */
  subscribers: string[];
  /** The venues' guest-book profiles the address named. */
  guestProfiles: string[];
  statementLines: { clubId: string; lineId: string }[];
  /** The closed accounts erased with the address. */
  accounts: string[];
  /** The person's earlier privacy requests, whose history names the address. */
  privacyRequests?: string[];
}

export type PersonErased = DomainEvent<'PersonErased', PersonErasedData>;

export const PERSON_ERASED = 'PersonErased';

/** A subscription's id (the history's, and the erasure's): a digest of the address, which is personal data. */
export const subscriberDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
