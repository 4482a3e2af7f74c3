import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { doorGuestOf, upsertGuest, type DoorCommand, type DoorGuest, type DoorOfferedTable, type DoorRefusal, type DoorTable } from './door-night';
import type { ReservationView } from '@izlazak/contracts';
import { upsertEntry, type DoorListEntry } from './door-list-entries';
import { upsertTicket, type DoorTicket } from './door-tickets';

/**
 * The door's memory on the device (IndexedDB): tonight's list of each venue, the commands made
 * here and not yet taken by the server (in the order they were made), and those the server
 * refused, until the door has seen them. It survives a reload and a phone without signal.
 */

export interface StoredNight {
  /** `${clubId}|${night}` */
  key: string;
  clubId: string;
  night: string;
  guests: DoorGuest[];
  tables: DoorTable[];
  /** The tables waitlist offers hold, as last read (absent in a night stored before the door kept them). */
  offered?: DoorOfferedTable[];
  /** Every name on the venue's guest lists of the night (absent in a night stored before the door kept them). */
  listEntries?: DoorListEntry[];
  /** Tonight's tickets of the venue (absent in a night stored before the door kept them). */
  tickets?: DoorTicket[];
  /** When the server's list was last read (ISO), or null when it never was on this device. */
  fetchedAt: string | null;
}

export type QueuedCommand = DoorCommand & { seq: number };
export type StoredRefusal = DoorRefusal & { clubId: string };

interface DoorDb extends DBSchema {
  nights: { key: string; value: StoredNight };
  outbox: { key: number; value: QueuedCommand; indexes: { byClub: string } };
  refused: { key: string; value: StoredRefusal; indexes: { byClub: string } };
}

const DB_NAME = 'izlazak-door';
/** Nights kept on the device: tonight and the last one (a night runs past midnight). */
const KEPT_NIGHTS = 2;

let opening: Promise<IDBPDatabase<DoorDb>> | null = null;

function db(): Promise<IDBPDatabase<DoorDb>> {
  opening ??= openDB<DoorDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('nights', { keyPath: 'key' });
      database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('byClub', 'clubId');
      database.createObjectStore('refused', { keyPath: 'commandId' }).createIndex('byClub', 'clubId');
    },
  });
  return opening;
}

export const nightKey = (clubId: string, night: string) => `${clubId}|${night}`;

const emptyNight = (clubId: string, night: string): StoredNight => ({
  key: nightKey(clubId, night),
  clubId,
  night,
  guests: [],
  tables: [],
  offered: [],
  listEntries: [],
  tickets: [],
  fetchedAt: null,
});

export async function readNight(clubId: string, night: string): Promise<StoredNight> {
  return (await (await db()).get('nights', nightKey(clubId, night))) ?? emptyNight(clubId, night);
}

/** Changes the stored night in one transaction: `change` gets the stored copy and answers the new one. */
export async function changeNight(clubId: string, night: string, change: (stored: StoredNight) => StoredNight): Promise<StoredNight> {
  const tx = (await db()).transaction('nights', 'readwrite');
  const stored = (await tx.store.get(nightKey(clubId, night))) ?? emptyNight(clubId, night);
  const next = change(stored);
  await tx.store.put(next);
  await tx.done;
  return next;
}

/** Forgets the venue's older nights: guests' names stay on the device no longer than they are needed. */
export async function forgetOldNights(clubId: string, keep: string): Promise<void> {
  const tx = (await db()).transaction('nights', 'readwrite');
  const nights = (await tx.store.getAll()).filter((stored) => stored.clubId === clubId).sort((a, b) => (a.night < b.night ? 1 : -1));
  for (const old of nights.filter((stored) => stored.night !== keep).slice(KEPT_NIGHTS - 1)) await tx.store.delete(old.key);
  await tx.done;
}

/** Keeps a command before anything is sent: from here on it is never lost. */
export async function enqueue(command: DoorCommand): Promise<QueuedCommand> {
  const seq = await (await db()).add('outbox', command as QueuedCommand);
  return { ...command, seq };
}

/** The venue's waiting commands, oldest first. */
export async function waitingCommands(clubId: string): Promise<QueuedCommand[]> {
  const all = await (await db()).getAllFromIndex('outbox', 'byClub', clubId);
  return all.sort((a, b) => a.seq - b.seq);
}

/** The server took the command: it leaves the queue and its answer goes into the list, together. */
export async function commandApplied(command: QueuedCommand, answer: ReservationView): Promise<void> {
  const tx = (await db()).transaction(['outbox', 'nights'], 'readwrite');
  const nights = tx.objectStore('nights');
  const key = nightKey(command.clubId, command.night);
  const stored = (await nights.get(key)) ?? emptyNight(command.clubId, command.night);
  await nights.put({ ...stored, guests: upsertGuest(stored.guests, doorGuestOf(answer)) });
  await tx.objectStore('outbox').delete(command.seq);
  await tx.done;
}

/** The server let a list's name in: the command leaves the queue and the name is in, together. */
export async function listArrivalApplied(command: QueuedCommand, entry: DoorListEntry): Promise<void> {
  const tx = (await db()).transaction(['outbox', 'nights'], 'readwrite');
  const nights = tx.objectStore('nights');
  const stored = (await nights.get(nightKey(command.clubId, command.night))) ?? emptyNight(command.clubId, command.night);
  await nights.put({ ...stored, listEntries: upsertEntry(stored.listEntries ?? [], entry) });
  await tx.objectStore('outbox').delete(command.seq);
  await tx.done;
}

/** The server let a ticket in: the command leaves the queue and the ticket is in, together. */
export async function ticketAdmissionApplied(command: QueuedCommand, ticket: DoorTicket | null): Promise<void> {
  const tx = (await db()).transaction(['outbox', 'nights'], 'readwrite');
  const nights = tx.objectStore('nights');
  const stored = (await nights.get(nightKey(command.clubId, command.night))) ?? emptyNight(command.clubId, command.night);
  if (ticket) await nights.put({ ...stored, tickets: upsertTicket(stored.tickets ?? [], ticket) });
  await tx.objectStore('outbox').delete(command.seq);
  await tx.done;
}

/** The server will not apply the command: it leaves the queue, and is kept to be shown unless someone saw the answer already. */
export async function commandRefused(command: QueuedCommand, refusal: DoorRefusal | null): Promise<void> {
  const tx = (await db()).transaction(['outbox', 'refused'], 'readwrite');
  if (refusal) await tx.objectStore('refused').put({ ...refusal, clubId: command.clubId });
  await tx.objectStore('outbox').delete(command.seq);
  await tx.done;
}

export async function refusals(clubId: string): Promise<StoredRefusal[]> {
  const all = await (await db()).getAllFromIndex('refused', 'byClub', clubId);
  return all.sort((a, b) => (a.at < b.at ? -1 : 1));
}

export async function dismissRefusal(commandId: string): Promise<void> {
  await (await db()).delete('refused', commandId);
}
