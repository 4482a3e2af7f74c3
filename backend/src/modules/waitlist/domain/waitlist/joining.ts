import { MAX_WAITLIST_ENTRIES, WAITLIST_MESSAGES as MESSAGES, type Locale } from '@izlazak/contracts';
import { badRequest, conflict, notFound } from '#platform/commands/domain-errors';
import type { JoinedEntry, WaitlistEvent, WaitlistGuest } from './waitlist.events';
import type { WaitlistNight } from './waitlist.state';

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
  locale?: Locale;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function join(command: JoinWaitlist, state: WaitlistNight): WaitlistEvent[] {
  const { facts, clubId, night, entryId } = command;
  if (!facts.venue.exists || !facts.venue.approved) throw notFound(MESSAGES.venueNotFound);
  if (night < facts.tonight) throw badRequest(MESSAGES.nightOver, 'night');
  if (facts.venue.openOnNight === false) throw badRequest(MESSAGES.venueClosed, 'night');
  if (command.zoneId !== null && facts.zoneName === null) throw badRequest(MESSAGES.zoneUnknown, 'zoneId');
  if (state.entries[entryId] || state.attempts[entryId]) return [];
  const inQueue = state.queue.map((id) => state.entries[id]);
  const waiting = inQueue.findIndex((entry) => sameAddress(entry.email, command.guest.email));
  if (waiting >= 0) {
    // The address's owner is told in the language they joined in.
    const { firstName, email, locale } = inQueue[waiting];
    const guest = { firstName, email, ...(locale ? { locale } : {}) };
    const repeated = { clubId, night, club: state.club, entryId: inQueue[waiting].entryId, attemptId: entryId, position: waiting + 1, guest };
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
    ...(command.locale ? { locale: command.locale } : {}),
  };
  return [{ type: 'WaitlistJoined', data: { clubId, night, club: facts.venue.name, entryId, version: 1, entry, position: inQueue.length + 1 } }];
}
