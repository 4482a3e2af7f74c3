import { belgradeClockTime, said, type Locale } from '@izlazak/contracts';
import { assertNever, type Decider } from '#platform/commands/decider';
import { badRequest, conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import type { GuestListEvent, GuestListTerms, ListGuest } from './guest-list.events';
import { entryOfPhone, evolveGuestList, initialGuestList, placesTaken, type GuestList } from './guest-list.state';

export interface OpenGuestList {
  type: 'OpenGuestList';
  listId: string;
  clubId: string;
  night: string;
  eventId: string | null;
  terms: GuestListTerms;
  facts: { venueExists: boolean; mayManage: boolean; eventOnNight: boolean | null; closesAtInstant: string; now: string };
}

export interface SignUpToGuestList {
  type: 'SignUpToGuestList';
  entryId: string;
  code: string;
  guest: ListGuest;
  plusOnes: number;
  /** Through whose code (or the promoter signed in), with the venues they work for. */
  promoter: { id: string; clubIds: string[] } | null;
  /** The language of the page the guest signed up on: their mail's. */
  locale?: Locale;
  now: string;
}

/** The door lets a name in: `persons` of its 1 + plusOnes came (3 of 1 + 2). */
export interface AdmitListGuest {
  type: 'AdmitListGuest';
  entryId: string;
  persons: number;
  commandId: string | null;
  mayAdmit: boolean;
  byUserId: string;
  byName: string;
  now: string;
}

/** The door takes a mistaken 'Ušli' back: the name is not in any more (and may be let in again). */
export interface UndoListArrival {
  type: 'UndoListArrival';
  entryId: string;
  commandId: string | null;
  mayAdmit: boolean;
  byUserId: string;
  byName: string;
  now: string;
}

export type GuestListCommand = OpenGuestList | SignUpToGuestList | AdmitListGuest | UndoListArrival;

function open(command: OpenGuestList, state: GuestList): GuestListEvent[] {
  const { listId, clubId, night, eventId, terms, facts } = command;
  if (state.exists) return [];
  if (!facts.venueExists) throw notFound(said('guestLists.venueNotFound'));
  if (!facts.mayManage) throw forbidden(said('guestLists.notYourVenue'));
  if (facts.eventOnNight === false) throw badRequest(said('guestLists.eventNotOnNight'), 'eventId');
  if (terms.perPromoterCapacity !== null && terms.perPromoterCapacity > terms.capacity) throw badRequest(said('guestLists.perPromoterAboveCapacity'), 'perPromoterCapacity');
  if (facts.closesAtInstant <= facts.now) throw badRequest(said('guestLists.closesInThePast'), 'closesAt');
  return [{ type: 'GuestListOpened', data: { listId, clubId, night, eventId, terms, closesAtInstant: facts.closesAtInstant } }];
}

/** One entry per phone: signing again changes that entry (its places counted anew) and gives it a new code. */
function signUp(command: SignUpToGuestList, state: GuestList): GuestListEvent[] {
  const { terms } = state;
  if (!state.exists || !terms) throw notFound(said('guestLists.notFound'));
  if (command.now >= state.closesAtInstant) throw conflict(said('guestLists.closed'));
  // Another venue's promoter is no promoter of this list: their code is as unknown here as a made-up one.
  if (command.promoter && !command.promoter.clubIds.includes(state.clubId)) throw badRequest(said('guestLists.promoterUnknown'), 'promoterCode');
  if (!terms.public && !command.promoter) throw forbidden(said('guestLists.privateList'));
  const promoterId = command.promoter?.id ?? null;
  if (command.plusOnes > terms.maxPlusOnes) throw badRequest(said('guestLists.plusOnesTooMany', { max: terms.maxPlusOnes }), 'plusOnes');
  const existing = entryOfPhone(state, command.guest.phone);
  const places = 1 + command.plusOnes;
  if (placesTaken(state, { without: existing?.entryId }) + places > terms.capacity) throw conflict(said('guestLists.full'));
  if (promoterId && terms.perPromoterCapacity !== null) {
    if (placesTaken(state, { promoterId, without: existing?.entryId }) + places > terms.perPromoterCapacity) throw conflict(said('guestLists.promoterFull'));
  }
  const { clubId, night } = state;
  const about = {
    listId: state.listId,
    clubId,
    night,
    code: command.code,
    guest: command.guest,
    plusOnes: command.plusOnes,
    promoterId,
    ...(command.locale ? { locale: command.locale } : {}),
  };
  if (existing) return [{ type: 'GuestListEntryChanged', data: { ...about, entryId: existing.entryId, changedAt: command.now } }];
  return [{ type: 'GuestListSignedUp', data: { ...about, entryId: command.entryId, signedUpAt: command.now } }];
}

function admit(command: AdmitListGuest, state: GuestList): GuestListEvent[] {
  const entry = state.entries[command.entryId];
  if (!state.exists || !entry) throw notFound(said('guestLists.entryNotFound'));
  if (!command.mayAdmit) throw forbidden(said('guestLists.notYourVenue'));
  if (entry.arrival) {
    if (command.commandId && entry.arrival.commandId === command.commandId) return [];
    throw conflict(alreadyInside(entry.guestName, entry.arrival.at, entry.arrival.byName), 'status');
  }
  if (command.now >= state.closesAtInstant) throw conflict(said('guestLists.closedAtDoor', { time: state.terms?.closesAt ?? '' }), 'status');
  if (command.persons > entry.places) throw badRequest(said('guestLists.tooManyArrived', { places: entry.places }), 'persons');
  const { listId, clubId, night } = state;
  const { entryId, persons, byUserId, byName, commandId, now } = command;
  return [
    { type: 'GuestListEntryArrived', data: { listId, clubId, night, entryId, persons, at: now, byUserId, byName, commandId, promoterId: entry.promoterId, guest: entry.guest } },
  ];
}

function undoArrival(command: UndoListArrival, state: GuestList): GuestListEvent[] {
  const entry = state.entries[command.entryId];
  if (!state.exists || !entry) throw notFound(said('guestLists.entryNotFound'));
  if (!command.mayAdmit) throw forbidden(said('guestLists.notYourVenue'));
  if (!entry.arrival) {
    if (command.commandId && entry.undoCommandId === command.commandId) return [];
    throw conflict(said('guestLists.notArrived', { guest: entry.guestName }), 'status');
  }
  const { listId, clubId, night } = state;
  const { entryId, byUserId, byName, commandId, now } = command;
  return [
    {
      type: 'GuestListArrivalUndone',
      data: {
        listId,
        clubId,
        night,
        entryId,
        persons: entry.arrival.persons,
        arrivedAt: entry.arrival.at,
        at: now,
        byUserId,
        byName,
        commandId,
        promoterId: entry.promoterId,
        guest: entry.guest,
      },
    },
  ];
}

/** 'Ana Ilić: ušli u 23:41 (upisao: Marko)', as the door says of a reservation let in already. */
export const alreadyInside = (guest: string, at: string, by: string) =>
  said(by ? 'guestLists.alreadyInsideBy' : 'guestLists.alreadyInside', { guest, time: belgradeClockTime(at), by });

export function decideGuestList(command: GuestListCommand, state: GuestList): GuestListEvent[] {
  switch (command.type) {
    case 'OpenGuestList':
      return open(command, state);
    case 'SignUpToGuestList':
      return signUp(command, state);
    case 'AdmitListGuest':
      return admit(command, state);
    case 'UndoListArrival':
      return undoArrival(command, state);
    default:
      return assertNever(command);
  }
}

export const guestListDecider: Decider<GuestList, GuestListCommand, GuestListEvent> = {
  initialState: initialGuestList,
  evolve: evolveGuestList,
  decide: decideGuestList,
};
