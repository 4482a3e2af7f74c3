import type { WaitlistState } from '@izlazak/contracts';
import { assertNever } from '#platform/commands/decider';
import type { JoinedEntry, Offer, OnNight, WaitlistEvent } from './waitlist.events';

export interface WaitlistEntry extends JoinedEntry {
  state: WaitlistState;
  /** The offer made to the guest last (open while `state` is offered). */
  offerId: string | null;
  version: number;
}

export type OfferState = 'open' | 'claimed' | 'expired' | 'withdrawn';

export interface KeptOffer extends Offer {
  entryId: string;
  state: OfferState;
}

export interface WaitlistNight {
  clubId: string | null;
  night: string | null;
  club: string;
  entries: Record<string, WaitlistEntry>;
  /** The guests still in the queue (waiting or offered), first first. */
  queue: string[];
  offers: Record<string, KeptOffer>;
  /** Joins of an address already waiting, by the id each was answered with: the entry that waits. */
  attempts: Record<string, string>;
}

export const initialWaitlistNight = (): WaitlistNight => ({ clubId: null, night: null, club: '', entries: {}, queue: [], offers: {}, attempts: {} });

export function evolveWaitlist(state: WaitlistNight, event: WaitlistEvent): WaitlistNight {
  switch (event.type) {
    case 'WaitlistJoined': {
      const { clubId, night, club, entry, version } = event.data;
      return {
        ...withEntry(state, { ...entry, state: 'waiting', offerId: null, version }),
        clubId,
        night,
        club,
        queue: [...state.queue.filter((id) => id !== entry.entryId), entry.entryId],
      };
    }
    case 'WaitlistEntryMoved': {
      const { entryId, position } = event.data;
      const queue = state.queue.filter((id) => id !== entryId);
      queue.splice(position - 1, 0, entryId);
      return { ...changed(state, event.data, {}), queue };
    }
    case 'WaitlistEntryRemoved': {
      const { entryId, offerId } = event.data;
      const next = leaveQueue(changed(state, event.data, { state: 'removed' }), entryId);
      return offerId ? withOfferState(next, offerId, 'withdrawn') : next;
    }
    case 'WaitlistOfferMade': {
      const { offer, entryId } = event.data;
      const next = changed(state, event.data, { state: 'offered', offerId: offer.offerId });
      return { ...next, offers: { ...next.offers, [offer.offerId]: { ...offer, entryId, state: 'open' } } };
    }
    case 'WaitlistOfferWithdrawn':
      return withOfferState(changed(state, event.data, { state: 'waiting' }), event.data.offerId, 'withdrawn');
    case 'WaitlistOfferExpired':
      return withOfferState(leaveQueue(changed(state, event.data, { state: 'expired' }), event.data.entryId), event.data.offerId, 'expired');
    case 'WaitlistOfferClaimed':
      return withOfferState(leaveQueue(changed(state, event.data, { state: 'booked' }), event.data.entryId), event.data.offerId, 'claimed');
    case 'WaitlistJoinRepeated':
      return { ...state, attempts: { ...state.attempts, [event.data.attemptId]: event.data.entryId } };
    default:
      return assertNever(event);
  }
}

const withEntry = (state: WaitlistNight, entry: WaitlistEntry): WaitlistNight => ({ ...state, entries: { ...state.entries, [entry.entryId]: entry } });

function changed(state: WaitlistNight, { entryId, version }: { entryId: string; version: number }, changes: Partial<WaitlistEntry>): WaitlistNight {
  const entry = state.entries[entryId];
  return entry ? withEntry(state, { ...entry, ...changes, version }) : state;
}

const leaveQueue = (state: WaitlistNight, entryId: string): WaitlistNight => ({ ...state, queue: state.queue.filter((id) => id !== entryId) });

function withOfferState(state: WaitlistNight, offerId: string, offerState: OfferState): WaitlistNight {
  const offer = state.offers[offerId];
  return offer ? { ...state, offers: { ...state.offers, [offerId]: { ...offer, state: offerState } } } : state;
}

export const onNight = (state: WaitlistNight): OnNight => ({ clubId: state.clubId!, night: state.night! });
