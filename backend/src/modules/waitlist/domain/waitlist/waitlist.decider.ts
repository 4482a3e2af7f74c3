import { assertNever, type Decider } from '#platform/commands/decider';
import { join, type JoinWaitlist } from './joining';
import { offerTable, settle, type OfferTable, type SettleOffer } from './offers';
import { move, remove, type MoveWaitlistEntry, type RemoveWaitlistEntry } from './queue-edits';
import type { WaitlistEvent } from './waitlist.events';
import { evolveWaitlist, initialWaitlistNight, type WaitlistNight } from './waitlist.state';

/** The one decider of a venue night's waitlist stream: joining, the venue's edits of the queue, and the offers of freed tables decide beside it. */
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
