import { WAITLIST_MESSAGES as MESSAGES } from '@izlazak/contracts';
import type { Actor } from '#platform/auth/actor';
import { conflict, forbidden, notFound } from '#platform/commands/domain-errors';
import { runsVenue } from '../../../reservations/domain/table-night';
import type { WaitlistEvent } from './waitlist.events';
import { onNight, type WaitlistEntry, type WaitlistNight } from './waitlist.state';

/** The entry as the venue edits it: theirs, there, and the version they saw. */
function edited(state: WaitlistNight, actor: Actor, entryId: string, expectedVersion: number | undefined): WaitlistEntry {
  const entry = state.entries[entryId];
  if (!entry || !state.clubId) throw notFound(MESSAGES.entryNotFound);
  if (!runsVenue(actor, state.clubId)) throw forbidden();
  if (expectedVersion !== undefined && expectedVersion !== entry.version) throw conflict(MESSAGES.stale, 'version');
  return entry;
}

export interface MoveWaitlistEntry {
  type: 'MoveWaitlistEntry';
  actor: Actor;
  entryId: string;
  /** 1 is first; past the end is last. */
  position: number;
  expectedVersion?: number;
}

export function move(command: MoveWaitlistEntry, state: WaitlistNight): WaitlistEvent[] {
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

export function remove(command: RemoveWaitlistEntry, state: WaitlistNight): WaitlistEvent[] {
  const entry = edited(state, command.actor, command.entryId, command.expectedVersion);
  if (entry.state === 'removed') return [];
  if (entry.state === 'booked') throw conflict(MESSAGES.booked);
  const offerId = entry.state === 'offered' ? entry.offerId : null;
  return [{ type: 'WaitlistEntryRemoved', data: { ...onNight(state), entryId: entry.entryId, version: entry.version + 1, offerId } }];
}
