import { assertNever, type Decider } from '#platform/commands/decider';
import type { PromoterEvent } from './promoter.events';

export interface Promoter {
  code: string | null;
  venues: string[];
}

/** Makes an account a promoter of a venue: the code is given the first time only, a venue is added once. */
export interface EnrolPromoter {
  type: 'EnrolPromoter';
  promoterId: string;
  clubId: string;
  /** A fresh code, used only when the promoter has none yet. */
  code: string;
}

export const initialPromoter = (): Promoter => ({ code: null, venues: [] });

export function evolvePromoter(state: Promoter, event: PromoterEvent): Promoter {
  switch (event.type) {
    case 'PromoterCodeAssigned':
      return { ...state, code: event.data.code };
    case 'PromoterJoinedVenue':
      return { ...state, venues: [...state.venues, event.data.clubId] };
    default:
      return assertNever(event);
  }
}

export function decidePromoter(command: EnrolPromoter, state: Promoter): PromoterEvent[] {
  const { promoterId, clubId, code } = command;
  const events: PromoterEvent[] = [];
  if (!state.code) events.push({ type: 'PromoterCodeAssigned', data: { promoterId, code } });
  if (!state.venues.includes(clubId)) events.push({ type: 'PromoterJoinedVenue', data: { promoterId, clubId } });
  return events;
}

export const promoterDecider: Decider<Promoter, EnrolPromoter, PromoterEvent> = {
  initialState: initialPromoter,
  evolve: evolvePromoter,
  decide: decidePromoter,
};
