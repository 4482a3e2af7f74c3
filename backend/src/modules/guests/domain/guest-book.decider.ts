import { GUEST_MESSAGES as MESSAGES } from '@izlazak/contracts';
import type { Actor } from '#platform/auth/actor';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { notFound } from '#platform/commands/domain-errors';
import { assertMayManageVenue } from '../../venues/domain/venue-access';

/**
 * What the venue writes about one guest lives in the guest's stream, `guest-<guestId>`: the tags
 * and the note (merges are the venue's, guest-merges.decider.ts). The guest's visits are not here:
 * the guest book's read model counts them from the reservations' and the waitlist's events.
 * The note is personal data about the guest: it is sealed with the guest's key, the person of the
 * contact the profile holds when it is written (`guestEmail`, else `guestPhone`), so erasing that
 * person erases the note (domain/personal-fields.ts).
 */
export const guestStream = (guestId: string) => `guest-${guestId}`;

export type AboutGuest = { guestId: string; clubId: string; byUserId: string; byName: string };
export type GuestTagsSet = DomainEvent<'GuestTagsSet', AboutGuest & { tags: string[] }>;
/** The guest's contact as the profile held it: whose key seals the note. Events written before sealing have none. */
export type NoteAbout = { note: string; guestEmail?: string; guestPhone?: string };
export type GuestNoteWritten = DomainEvent<'GuestNoteWritten', AboutGuest & NoteAbout>;

export type GuestEvent = GuestTagsSet | GuestNoteWritten;

export interface GuestState {
  tags: string[];
  note: string;
}

export const initialGuestState = (): GuestState => ({ tags: [], note: '' });

export function evolveGuest(state: GuestState, event: GuestEvent): GuestState {
  switch (event.type) {
    case 'GuestTagsSet':
      return { ...state, tags: event.data.tags };
    case 'GuestNoteWritten':
      return { ...state, note: event.data.note };
    default:
      return assertNever(event);
  }
}

/** The profile as the guest book's read model knows it, read by the handler. */
export interface ProfileFacts {
  guestId: string;
  clubId: string;
  /** The contact the guest gave last. */
  email: string;
  phone: string;
}

export interface ByWhom {
  actor: Actor;
  byName: string;
}

export interface WriteGuestBook extends ByWhom {
  type: 'WriteGuestBook';
  profile: ProfileFacts | null;
  tags?: string[];
  note?: string;
}

export type GuestCommand = WriteGuestBook;

/** Another venue's guest is not found, as an unknown one; the venue's staff may read but not write. */
export function known(profile: ProfileFacts | null, actor: Actor): ProfileFacts {
  const ownVenue = profile && (actor === 'anonymous' || actor.role === 'admin' || actor.clubId === profile.clubId);
  if (!profile || !ownVenue) throw notFound(MESSAGES.notFound);
  assertMayManageVenue(actor, profile.clubId);
  return profile;
}

export const stamp = (profile: ProfileFacts, { actor, byName }: ByWhom): AboutGuest => ({
  guestId: profile.guestId,
  clubId: profile.clubId,
  byUserId: actor === 'anonymous' ? '' : actor.userId,
  byName,
});

const noteAbout = (profile: ProfileFacts, note: string): NoteAbout => ({ note, guestEmail: profile.email, guestPhone: profile.phone });

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

function write(command: WriteGuestBook, state: GuestState): GuestEvent[] {
  const profile = known(command.profile, command.actor);
  const events: GuestEvent[] = [];
  if (command.tags !== undefined && !sameTags(command.tags, state.tags)) events.push({ type: 'GuestTagsSet', data: { ...stamp(profile, command), tags: command.tags } });
  if (command.note !== undefined && command.note !== state.note)
    events.push({ type: 'GuestNoteWritten', data: { ...stamp(profile, command), ...noteAbout(profile, command.note) } });
  return events;
}

/** One command so far: the venue's entry about the guest. */
export const decideGuest = (command: GuestCommand, state: GuestState): GuestEvent[] => write(command, state);

export const guestDecider: Decider<GuestState, GuestCommand, GuestEvent> = {
  initialState: initialGuestState,
  evolve: evolveGuest,
  decide: decideGuest,
};
