import { MAX_WAITLIST_ENTRIES, WAITLIST_MESSAGES as MESSAGES, type WaitlistState } from '@izlazak/contracts';
import type { Actor } from '#platform/auth/actor';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { badRequest, conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import { runsVenue } from '../../reservations/domain/table-night';

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
}

/** A freed table offered to a guest; `reservationId` is the id the claim's reservation gets. */
export interface Offer {
  offerId: string;
  tableId: string;
  tableName: string;
  until: string;
  reservationId: string;
}

type OnNight = { clubId: string; night: string };
/** Every event about one guest carries the entry's version after it. */
type AboutEntry = OnNight & { entryId: string; version: number };

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
  OnNight & { club: string; entryId: string; attemptId: string; position: number; guest: { firstName: string; email: string } }
>;

export type WaitlistEvent =
  | WaitlistJoined
  | WaitlistEntryMoved
  | WaitlistEntryRemoved
  | WaitlistOfferMade
  | WaitlistOfferWithdrawn
  | WaitlistOfferExpired
  | WaitlistOfferClaimed
  | WaitlistJoinRepeated;

export interface WaitlistEntry extends JoinedEntry {
  state: WaitlistState;
  /** The offer made to the guest last (open while `state` is offered). */
  offerId: string | null;
  version: number;
}

export type OfferState = 'open' | 'claimed' | 'expired' | 'withdrawn';

export interface KeptOffer extends Offer {
  entryId: string;
  state: OfferState;
}

export interface WaitlistNight {
  clubId: string | null;
  night: string | null;
  club: string;
  entries: Record<string, WaitlistEntry>;
  /** The guests still in the queue (waiting or offered), first first. */
  queue: string[];
  offers: Record<string, KeptOffer>;
  /** Joins of an address already waiting, by the id each was answered with: the entry that waits. */
  attempts: Record<string, string>;
}

export const initialWaitlistNight = (): WaitlistNight => ({ clubId: null, night: null, club: '', entries: {}, queue: [], offers: {}, attempts: {} });

export function evolveWaitlist(state: WaitlistNight, event: WaitlistEvent): WaitlistNight {
  switch (event.type) {
    case 'WaitlistJoined': {
      const { clubId, night, club, entry, version } = event.data;
      return {
        ...withEntry(state, { ...entry, state: 'waiting', offerId: null, version }),
        clubId,
        night,
        club,
        queue: [...state.queue.filter((id) => id !== entry.entryId), entry.entryId],
      };
    }
    case 'WaitlistEntryMoved': {
      const { entryId, position } = event.data;
      const queue = state.queue.filter((id) => id !== entryId);
      queue.splice(position - 1, 0, entryId);
      return { ...changed(state, event.data, {}), queue };
    }
    case 'WaitlistEntryRemoved': {
      const { entryId, offerId } = event.data;
      const next = leaveQueue(changed(state, event.data, { state: 'removed' }), entryId);
      return offerId ? withOfferState(next, offerId, 'withdrawn') : next;
    }
    case 'WaitlistOfferMade': {
      const { offer, entryId } = event.data;
      const next = changed(state, event.data, { state: 'offered', offerId: offer.offerId });
      return { ...next, offers: { ...next.offers, [offer.offerId]: { ...offer, entryId, state: 'open' } } };
    }
    case 'WaitlistOfferWithdrawn':
      return withOfferState(changed(state, event.data, { state: 'waiting' }), event.data.offerId, 'withdrawn');
    case 'WaitlistOfferExpired':
      return withOfferState(leaveQueue(changed(state, event.data, { state: 'expired' }), event.data.entryId), event.data.offerId, 'expired');
    case 'WaitlistOfferClaimed':
      return withOfferState(leaveQueue(changed(state, event.data, { state: 'booked' }), event.data.entryId), event.data.offerId, 'claimed');
    case 'WaitlistJoinRepeated':
      return { ...state, attempts: { ...state.attempts, [event.data.attemptId]: event.data.entryId } };
    default:
      return assertNever(event);
  }
}

const withEntry = (state: WaitlistNight, entry: WaitlistEntry): WaitlistNight => ({ ...state, entries: { ...state.entries, [entry.entryId]: entry } });

function changed(state: WaitlistNight, { entryId, version }: { entryId: string; version: number }, changes: Partial<WaitlistEntry>): WaitlistNight {
  const entry = state.entries[entryId];
  return entry ? withEntry(state, { ...entry, ...changes, version }) : state;
}

const leaveQueue = (state: WaitlistNight, entryId: string): WaitlistNight => ({ ...state, queue: state.queue.filter((id) => id !== entryId) });

function withOfferState(state: WaitlistNight, offerId: string, offerState: OfferState): WaitlistNight {
  const offer = state.offers[offerId];
  return offer ? { ...state, offers: { ...state.offers, [offerId]: { ...offer, state: offerState } } } : state;
}

// ---------------------------------------------------------------------------------------------
// Reading the state

/** A free table as the offer needs it: how many it seats and the zone it stands in. */
export interface FreeTable {
  tableId: string;
  tableName: string;
  maxPersons: number;
  zoneId: string | null;
}

export const fits = (entry: WaitlistEntry, table: FreeTable) => entry.persons <= table.maxPersons && (entry.zoneId === null || entry.zoneId === table.zoneId);

/** The first guest in the queue who is waiting (no open offer) and whom the table fits. */
export const firstFitting = (state: WaitlistNight, table: FreeTable): WaitlistEntry | null =>
  state.queue.map((id) => state.entries[id]).find((entry) => entry.state === 'waiting' && fits(entry, table)) ?? null;

export const openOfferOfTable = (state: WaitlistNight, tableId: string): KeptOffer | null =>
  Object.values(state.offers).find((offer) => offer.state === 'open' && offer.tableId === tableId) ?? null;

export const openOffers = (state: WaitlistNight): KeptOffer[] => Object.values(state.offers).filter((offer) => offer.state === 'open');

export const hasWaitingGuests = (state: WaitlistNight) => state.queue.some((id) => state.entries[id].state === 'waiting');

// ---------------------------------------------------------------------------------------------
// Commands

/** What the handler read about the venue and the clock. */
export interface JoinFacts {
  venue: { exists: boolean; approved: boolean; name: string; openOnNight: boolean | null };
  /** The zone's name when `zoneId` names one of the venue's zones; null when it names none. */
  zoneName: string | null;
  /** The night on now in Belgrade: nights before it are over. */
  tonight: string;
}

export interface JoinWaitlist {
  type: 'JoinWaitlist';
  entryId: string;
  clubId: string;
  night: string;
  persons: number;
  guest: WaitlistGuest;
  zoneId: string | null;
  joinedAt: string;
  facts: JoinFacts;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function join(command: JoinWaitlist, state: WaitlistNight): WaitlistEvent[] {
  const { facts, clubId, night, entryId } = command;
  if (!facts.venue.exists || !facts.venue.approved) throw notFound(MESSAGES.venueNotFound);
  if (night < facts.tonight) throw badRequest(MESSAGES.nightOver, 'night');
  if (facts.venue.openOnNight === false) throw badRequest(MESSAGES.venueClosed, 'night');
  if (command.zoneId !== null && facts.zoneName === null) throw badRequest(MESSAGES.zoneUnknown, 'zoneId');
  if (state.entries[entryId] || state.attempts[entryId]) return [];
  const inQueue = state.queue.map((id) => state.entries[id]);
  const waiting = inQueue.findIndex((entry) => sameAddress(entry.email, command.guest.email));
  if (waiting >= 0) {
    const { firstName, email } = inQueue[waiting];
    const repeated = { clubId, night, club: state.club, entryId: inQueue[waiting].entryId, attemptId: entryId, position: waiting + 1, guest: { firstName, email } };
    return [{ type: 'WaitlistJoinRepeated', data: repeated }];
  }
  if (inQueue.length >= MAX_WAITLIST_ENTRIES) throw conflict(MESSAGES.full);
  const entry: JoinedEntry = {
    entryId,
    persons: command.persons,
    ...command.guest,
    zoneId: command.zoneId,
    zoneName: command.zoneId === null ? null : facts.zoneName,
    joinedAt: command.joinedAt,
  };
  return [{ type: 'WaitlistJoined', data: { clubId, night, club: facts.venue.name, entryId, version: 1, entry, position: inQueue.length + 1 } }];
}

/** The entry as the venue edits it: theirs, there, and the version they saw. */
function edited(state: WaitlistNight, actor: Actor, entryId: string, expectedVersion: number | undefined): WaitlistEntry {
  const entry = state.entries[entryId];
  if (!entry || !state.clubId) throw notFound(MESSAGES.entryNotFound);
  if (!runsVenue(actor, state.clubId)) throw forbidden();
  if (expectedVersion !== undefined && expectedVersion !== entry.version) throw conflict(MESSAGES.stale, 'version');
  return entry;
}

const onNight = (state: WaitlistNight): OnNight => ({ clubId: state.clubId!, night: state.night! });

export interface MoveWaitlistEntry {
  type: 'MoveWaitlistEntry';
  actor: Actor;
  entryId: string;
  /** 1 is first; past the end is last. */
  position: number;
  expectedVersion?: number;
}

function move(command: MoveWaitlistEntry, state: WaitlistNight): WaitlistEvent[] {
  const entry = edited(state, command.actor, command.entryId, command.expectedVersion);
  const from = state.queue.indexOf(entry.entryId) + 1;
  if (from === 0) throw conflict(MESSAGES.notInQueue, 'position');
  const position = Math.min(Math.max(1, command.position), state.queue.length);
  if (position === from) return [];
  return [{ type: 'WaitlistEntryMoved', data: { ...onNight(state), entryId: entry.entryId, version: entry.version + 1, from, position } }];
}

export interface RemoveWaitlistEntry {
  type: 'RemoveWaitlistEntry';
  actor: Actor;
  entryId: string;
  expectedVersion?: number;
}

function remove(command: RemoveWaitlistEntry, state: WaitlistNight): WaitlistEvent[] {
  const entry = edited(state, command.actor, command.entryId, command.expectedVersion);
  if (entry.state === 'removed') return [];
  if (entry.state === 'booked') throw conflict(MESSAGES.booked);
  const offerId = entry.state === 'offered' ? entry.offerId : null;
  return [{ type: 'WaitlistEntryRemoved', data: { ...onNight(state), entryId: entry.entryId, version: entry.version + 1, offerId } }];
}

/**
 * A table is free: it goes to the first waiting guest it fits, unless it already has an open offer
 * (another process, or a retry, came first). Nothing when nobody fits.
 */
export interface OfferTable {
  type: 'OfferTable';
  table: FreeTable;
  offerId: string;
  reservationId: string;
  until: string;
}

function offerTable(command: OfferTable, state: WaitlistNight): WaitlistEvent[] {
  if (!state.clubId || state.offers[command.offerId] || openOfferOfTable(state, command.table.tableId)) return [];
  const entry = firstFitting(state, command.table);
  if (!entry) return [];
  const { tableId, tableName } = command.table;
  const offer: Offer = { offerId: command.offerId, tableId, tableName, until: command.until, reservationId: command.reservationId };
  return [{ type: 'WaitlistOfferMade', data: { ...onNight(state), entryId: entry.entryId, version: entry.version + 1, offer } }];
}

/** How the offer ended on its table-night, told to the waitlist; the same news again changes nothing. */
export interface SettleOffer {
  type: 'SettleOffer';
  offerId: string;
  /** `withdrawn`: the table was taken before it could be held; `claimed`: the guest booked it. */
  outcome: 'withdrawn' | 'expired' | 'claimed';
}

function settle(command: SettleOffer, state: WaitlistNight): WaitlistEvent[] {
  const offer = state.offers[command.offerId];
  if (!offer) return [];
  const entry = state.entries[offer.entryId];
  const about = { ...onNight(state), entryId: entry.entryId, version: entry.version + 1, offerId: offer.offerId, tableId: offer.tableId };
  switch (command.outcome) {
    // The table-night decides who got the table: a claim it took stands even after a removal.
    case 'claimed':
      return offer.state === 'claimed' ? [] : [{ type: 'WaitlistOfferClaimed', data: { ...about, reservationId: offer.reservationId } }];
    case 'expired':
      return offer.state === 'open' ? [{ type: 'WaitlistOfferExpired', data: about }] : [];
    case 'withdrawn':
      return offer.state === 'open' ? [{ type: 'WaitlistOfferWithdrawn', data: about }] : [];
    default:
      return assertNever(command.outcome);
  }
}

export type WaitlistCommand = JoinWaitlist | MoveWaitlistEntry | RemoveWaitlistEntry | OfferTable | SettleOffer;

export function decideWaitlist(command: WaitlistCommand, state: WaitlistNight): WaitlistEvent[] {
  switch (command.type) {
    case 'JoinWaitlist':
      return join(command, state);
    case 'MoveWaitlistEntry':
      return move(command, state);
    case 'RemoveWaitlistEntry':
      return remove(command, state);
    case 'OfferTable':
      return offerTable(command, state);
    case 'SettleOffer':
      return settle(command, state);
    default:
      return assertNever(command);
  }
}

export const waitlistDecider: Decider<WaitlistNight, WaitlistCommand, WaitlistEvent> = {
  initialState: initialWaitlistNight,
  evolve: evolveWaitlist,
  decide: decideWaitlist,
};
