import { t } from '@izlazak/contracts';
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
  promoterId: string | null;
  now: string;
}

export type GuestListCommand = OpenGuestList | SignUpToGuestList;

function open(command: OpenGuestList, state: GuestList): GuestListEvent[] {
  const { listId, clubId, night, eventId, terms, facts } = command;
  if (state.exists) return [];
  if (!facts.venueExists) throw notFound(t('guestLists.venueNotFound'));
  if (!facts.mayManage) throw forbidden(t('guestLists.notYourVenue'));
  if (facts.eventOnNight === false) throw badRequest(t('guestLists.eventNotOnNight'), 'eventId');
  if (terms.perPromoterCapacity !== null && terms.perPromoterCapacity > terms.capacity) throw badRequest(t('guestLists.perPromoterAboveCapacity'), 'perPromoterCapacity');
  if (facts.closesAtInstant <= facts.now) throw badRequest(t('guestLists.closesInThePast'), 'closesAt');
  return [{ type: 'GuestListOpened', data: { listId, clubId, night, eventId, terms, closesAtInstant: facts.closesAtInstant } }];
}

/** One entry per phone: signing again changes that entry (its places counted anew) and gives it a new code. */
function signUp(command: SignUpToGuestList, state: GuestList): GuestListEvent[] {
  const { terms } = state;
  if (!state.exists || !terms) throw notFound(t('guestLists.notFound'));
  if (command.now >= state.closesAtInstant) throw conflict(t('guestLists.closed'));
  if (command.plusOnes > terms.maxPlusOnes) throw badRequest(t('guestLists.plusOnesTooMany', { max: terms.maxPlusOnes }), 'plusOnes');
  const existing = entryOfPhone(state, command.guest.phone);
  const places = 1 + command.plusOnes;
  if (placesTaken(state, { without: existing?.entryId }) + places > terms.capacity) throw conflict(t('guestLists.full'));
  if (command.promoterId && terms.perPromoterCapacity !== null) {
    if (placesTaken(state, { promoterId: command.promoterId, without: existing?.entryId }) + places > terms.perPromoterCapacity) throw conflict(t('guestLists.promoterFull'));
  }
  const { clubId, night } = state;
  const about = { listId: state.listId, clubId, night, code: command.code, guest: command.guest, plusOnes: command.plusOnes, promoterId: command.promoterId };
  if (existing) return [{ type: 'GuestListEntryChanged', data: { ...about, entryId: existing.entryId, changedAt: command.now } }];
  return [{ type: 'GuestListSignedUp', data: { ...about, entryId: command.entryId, signedUpAt: command.now } }];
}

export function decideGuestList(command: GuestListCommand, state: GuestList): GuestListEvent[] {
  switch (command.type) {
    case 'OpenGuestList':
      return open(command, state);
    case 'SignUpToGuestList':
      return signUp(command, state);
    default:
      return assertNever(command);
  }
}

export const guestListDecider: Decider<GuestList, GuestListCommand, GuestListEvent> = {
  initialState: initialGuestList,
  evolve: evolveGuestList,
  decide: decideGuestList,
};
