import { GUEST_MESSAGES as MESSAGES } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { badRequest, conflict } from '#platform/commands/domain-errors';
import { known, stamp, type AboutGuest, type ByWhom, type ProfileFacts } from './guest-book.decider';

/**
 * Which profiles of a venue are the same guest lives in one stream per venue,
 * `guest-merges-<clubId>`: "a profile is merged into one profile, which is merged into none" then
 * holds under simultaneous merges (two managers merging A into B and B into A) by the stream's
 * expected revision.
 */
export const guestMergesStream = (clubId: string) => `guest-merges-${clubId}`;

/** `guestId` is the same guest as `into`: its visits count there from now on. */
export type GuestMerged = DomainEvent<'GuestMerged', AboutGuest & { into: string }>;
/** A wrong merge undone: `guestId` stands on its own again. */
export type GuestSplit = DomainEvent<'GuestSplit', AboutGuest & { from: string }>;

export type GuestMergeEvent = GuestMerged | GuestSplit;

export interface GuestMergesState {
  /** Each merged profile and the profile it was merged into. */
  mergedInto: Record<string, string>;
}

export const initialGuestMergesState = (): GuestMergesState => ({ mergedInto: {} });

export function evolveGuestMerges(state: GuestMergesState, event: GuestMergeEvent): GuestMergesState {
  switch (event.type) {
    case 'GuestMerged':
      return { mergedInto: { ...state.mergedInto, [event.data.guestId]: event.data.into } };
    case 'GuestSplit': {
      const { [event.data.guestId]: _split, ...rest } = state.mergedInto;
      return { mergedInto: rest };
    }
    default:
      return assertNever(event);
  }
}

export interface MergeGuest extends ByWhom {
  type: 'MergeGuest';
  /** The profile merged away. */
  profile: ProfileFacts | null;
  into: ProfileFacts | null;
}

export interface SplitGuest extends ByWhom {
  type: 'SplitGuest';
  profile: ProfileFacts | null;
  /** The profile it was merged into. */
  from: string;
}

export type GuestMergeCommand = MergeGuest | SplitGuest;

const absorbs = (state: GuestMergesState, guestId: string) => Object.values(state.mergedInto).includes(guestId);

function merge(command: MergeGuest, state: GuestMergesState): GuestMergeEvent[] {
  const into = known(command.into, command.actor);
  const profile = known(command.profile, command.actor);
  if (into.clubId !== profile.clubId) throw badRequest(MESSAGES.otherVenue, 'otherId');
  if (into.guestId === profile.guestId) throw badRequest(MESSAGES.sameProfile, 'otherId');
  if (state.mergedInto[profile.guestId] === into.guestId) return [];
  if (state.mergedInto[profile.guestId] || state.mergedInto[into.guestId]) throw conflict(MESSAGES.alreadyMerged, 'otherId');
  if (absorbs(state, profile.guestId)) throw conflict(MESSAGES.hasMerged, 'otherId');
  return [{ type: 'GuestMerged', data: { ...stamp(profile, command), into: into.guestId } }];
}

function split(command: SplitGuest, state: GuestMergesState): GuestMergeEvent[] {
  const profile = known(command.profile, command.actor);
  if (state.mergedInto[profile.guestId] !== command.from) throw conflict(MESSAGES.notMerged, 'otherId');
  return [{ type: 'GuestSplit', data: { ...stamp(profile, command), from: command.from } }];
}

export function decideGuestMerges(command: GuestMergeCommand, state: GuestMergesState): GuestMergeEvent[] {
  switch (command.type) {
    case 'MergeGuest':
      return merge(command, state);
    case 'SplitGuest':
      return split(command, state);
    default:
      return assertNever(command);
  }
}

export const guestMergesDecider: Decider<GuestMergesState, GuestMergeCommand, GuestMergeEvent> = {
  initialState: initialGuestMergesState,
  evolve: evolveGuestMerges,
  decide: decideGuestMerges,
};
