import { assertNever } from '#platform/commands/decider';
import type { GuestListEvent, GuestListTerms, ListGuest } from './guest-list.events';

export interface EntryArrival {
  persons: number;
  at: string;
  byName: string;
  commandId: string | null;
}

export interface ListEntry {
  entryId: string;
  guestName: string;
  guest: ListGuest;
  phoneKey: string;
  /** The name and its '+N'. */
  places: number;
  promoterId: string | null;
  arrival: EntryArrival | null;
  /** The door device's id of the last undo, so its replay changes nothing. */
  undoCommandId?: string | null;
}

export interface GuestList {
  exists: boolean;
  listId: string;
  clubId: string;
  night: string;
  terms: GuestListTerms | null;
  closesAtInstant: string;
  entries: Record<string, ListEntry>;
}

export const initialGuestList = (): GuestList => ({ exists: false, listId: '', clubId: '', night: '', terms: null, closesAtInstant: '', entries: {} });

/** Digits only, so '+381 64 123 4567' and '+381641234567' are one phone. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '');

export function evolveGuestList(state: GuestList, event: GuestListEvent): GuestList {
  switch (event.type) {
    case 'GuestListOpened': {
      const { listId, clubId, night, terms, closesAtInstant } = event.data;
      return { ...state, exists: true, listId, clubId, night, terms, closesAtInstant };
    }
    case 'GuestListSignedUp':
    case 'GuestListEntryChanged': {
      const { entryId, guest, plusOnes, promoterId } = event.data;
      const guestName = `${guest.firstName} ${guest.lastName}`.trim();
      const entry: ListEntry = { entryId, guestName, guest, phoneKey: phoneKey(guest.phone), places: 1 + plusOnes, promoterId, arrival: null };
      return { ...state, entries: { ...state.entries, [entryId]: entry } };
    }
    case 'GuestListEntryArrived': {
      const { entryId, persons, at, byName, commandId } = event.data;
      const entry = state.entries[entryId];
      return entry ? { ...state, entries: { ...state.entries, [entryId]: { ...entry, arrival: { persons, at, byName, commandId } } } } : state;
    }
    case 'GuestListArrivalUndone': {
      const { entryId, commandId } = event.data;
      const entry = state.entries[entryId];
      return entry ? { ...state, entries: { ...state.entries, [entryId]: { ...entry, arrival: null, undoCommandId: commandId } } } : state;
    }
    default:
      return assertNever(event);
  }
}

export const entryOfPhone = (state: GuestList, phone: string): ListEntry | undefined => Object.values(state.entries).find((entry) => entry.phoneKey === phoneKey(phone));

/** Places taken on the list, leaving one entry out (the one signing again). */
export function placesTaken(state: GuestList, { promoterId, without }: { promoterId?: string | null; without?: string } = {}): number {
  return Object.values(state.entries)
    .filter((entry) => entry.entryId !== without && (promoterId === undefined || entry.promoterId === promoterId))
    .reduce((sum, entry) => sum + entry.places, 0);
}
