import { DEFAULT_LOCALE, t, type GuestListEntryView, type Locale } from '@izlazak/contracts';
import { belgradeTime, digits, folded, type DoorCommand } from './door-night';

/**
 * Tonight's guest lists at the door, as the device keeps them: every name on the venue's lists of
 * the night with what its list gives and until when. Pure: no storage, no clock, no network.
 */

/** What the door reads of a name's list. `closesAtInstant` is absent when only a scan's answer brought the list. */
export interface DoorListOfEntry {
  _id: string;
  name: string;
  benefit: string;
  /** HH:mm of the night. */
  closesAt: string;
  closesAtInstant?: string;
}

export interface DoorListEntry {
  _id: string;
  listId: string;
  /** The name's door code (its QR carries `APP_URL/g/<code>`). */
  code: string;
  firstName: string;
  lastName: string;
  phone: string;
  plusOnes: number;
  arrived: { persons: number; at: string; by: string } | null;
  /** The last arrival taken back at the door, by the server's word. */
  arrivalUndone?: { at: string; by: string } | null;
  list: DoorListOfEntry;
  /** Let in on this device, not yet taken by the server. */
  pending?: boolean;
}

export type ListArrivalCommand = Extract<DoorCommand, { kind: 'listArrival' }>;
export type ListCommand = Extract<DoorCommand, { kind: 'listArrival' | 'listArrivalUndo' }>;

export const listEntryOf = (entry: GuestListEntryView, list: DoorListOfEntry): DoorListEntry => ({
  _id: entry._id,
  listId: entry.listId,
  code: entry.code,
  firstName: entry.firstName,
  lastName: entry.lastName,
  phone: entry.phone,
  plusOnes: entry.plusOnes,
  arrived: entry.arrived,
  arrivalUndone: entry.arrivalUndone,
  list,
});

/** Places of one name: the guest and their '+N'. */
export const placesOf = (entry: Pick<DoorListEntry, 'plusOnes'>) => 1 + entry.plusOnes;

export const entryName = (entry: Pick<DoorListEntry, 'firstName' | 'lastName'>) => `${entry.firstName} ${entry.lastName}`.trim();

/**
 * The arrival a newer copy keeps: its own, else the one the device knew, unless the copy says it was
 * taken back after that (an undo at the door). An older copy never takes an arrival back.
 */
function arrivalKept(copy: DoorListEntry, known: DoorListEntry['arrived'] | undefined): DoorListEntry['arrived'] {
  if (copy.arrived || !known) return copy.arrived ?? known ?? null;
  return copy.arrivalUndone && copy.arrivalUndone.at >= known.at ? null : known;
}

/** A name the device knows, replaced by a newer copy; one not known joins. An arrival is never taken back by an older copy. */
export function upsertEntry(entries: readonly DoorListEntry[], entry: DoorListEntry): DoorListEntry[] {
  const at = entries.findIndex((known) => known._id === entry._id);
  if (at < 0) return [...entries, entry];
  const known = entries[at];
  const next = [...entries];
  next[at] = {
    ...entry,
    arrived: arrivalKept(entry, known.arrived),
    list: { ...known.list, ...entry.list, closesAtInstant: entry.list.closesAtInstant ?? known.list.closesAtInstant },
  };
  return next;
}

/** The server's names replace the stored ones; an arrival the device learnt after the read stays. */
export function mergeServerEntries(stored: readonly DoorListEntry[], server: readonly DoorListEntry[]): DoorListEntry[] {
  const known = new Map(stored.map((entry) => [entry._id, entry]));
  return server.map((entry) => ({ ...entry, arrived: arrivalKept(entry, known.get(entry._id)?.arrived) }));
}

/** The names as the door sees them: with this device's waiting arrivals (and arrivals taken back) already in, in the order they were made. */
export function withPendingArrivals(entries: readonly DoorListEntry[], commands: readonly DoorCommand[]): DoorListEntry[] {
  const waiting = new Map<string, ListCommand[]>();
  for (const command of commands) {
    if (command.kind !== 'listArrival' && command.kind !== 'listArrivalUndo') continue;
    waiting.set(command.entryId, [...(waiting.get(command.entryId) ?? []), command]);
  }
  return entries.map((entry) =>
    (waiting.get(entry._id) ?? []).reduce<DoorListEntry>((shown, command) => {
      if (command.kind === 'listArrivalUndo') return shown.arrived ? { ...shown, arrived: null, pending: true } : shown;
      if (shown.arrived) return shown;
      return { ...shown, arrived: { persons: command.persons, at: command.at, by: command.by }, pending: true };
    }, entry),
  );
}

/** The list closed: from then on a name pays the regular price (the server says the same). */
export const listClosed = (entry: DoorListEntry, now: Date) => entry.list.closesAtInstant !== undefined && Date.parse(entry.list.closesAtInstant) <= now.getTime();

/** Why the door may not let this name in on the list ('Mila Jović: ušli u 23:41 (upisao: Marko)', 'Lista zatvorena u 00:30 — …'), or null. */
export function whyNotIn(entry: DoorListEntry, now: Date, locale: Locale = DEFAULT_LOCALE): string | null {
  if (entry.arrived) {
    const said = { guest: entryName(entry), time: belgradeTime(entry.arrived.at) };
    return entry.arrived.by ? t('guestLists.alreadyInsideBy', { ...said, by: entry.arrived.by }, locale) : t('guestLists.alreadyInside', said, locale);
  }
  return listClosed(entry, now) ? t('guestLists.closedAtDoor', { time: entry.list.closesAt }, locale) : null;
}

/** Names matching a search by name or phone ('mila', '060 300'); nothing for an empty search. By last name. */
export function searchEntries(entries: readonly DoorListEntry[], text: string): DoorListEntry[] {
  const wanted = folded(text.trim());
  if (!wanted) return [];
  const wantedDigits = digits(wanted);
  const phoneLike = wantedDigits.length >= 3 && /^[\d\s+/().-]+$/.test(wanted);
  const byName = new Intl.Collator('sr-Latn', { sensitivity: 'base' });
  return entries
    .filter((entry) => {
      if (folded(`${entry.firstName} ${entry.lastName}`).includes(wanted)) return true;
      const phone = digits(entry.phone);
      return phoneLike && (phone.includes(wantedDigits) || phone.includes(wantedDigits.replace(/^0+/, '')));
    })
    .sort((a, b) => byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName));
}
