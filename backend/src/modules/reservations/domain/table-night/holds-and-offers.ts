import { RESERVATION_MESSAGES as MESSAGES, WAITLIST_MESSAGES } from '@izlazak/contracts';
import { conflict, DomainError } from '#platform/commands/domain-errors';
import { belgradeTime } from '../../reservation-formatting';
import { runsVenue } from './access';
import type { PlaceReservation } from './booking';
import type { HoldEnd, TableHold, TableNightEvent, TableOfferHeld, TableOfferHoldEnded } from './events';
import type { TableNightState } from './state';
import { assertTableFree } from './table-free';

// Waitlist offers (the waitlist module runs them; the table-night only keeps the hold)

/**
 * What a waitlist hold says to a placement: the claim of its own offer takes the table and ends the
 * hold (claimed), before `until` only; any other placement is refused while the hold lasts, and
 * past `until` takes the table and ends the hold (expired). An offer no longer held here is gone (410).
 */
export function yieldingHold(command: PlaceReservation, state: TableNightState): { offerId: string; reason: HoldEnd } | null {
  const { hold } = state;
  const inTime = hold !== null && Date.parse(command.placedAt) < Date.parse(hold.until);
  if (command.offerId !== undefined) {
    if (!hold || hold.offerId !== command.offerId || !inTime) throw new DomainError(410, WAITLIST_MESSAGES.offerGone);
    return { offerId: hold.offerId, reason: 'claimed' };
  }
  if (!hold) return null;
  if (inTime) throw conflict(runsVenue(command.actor, command.clubId) ? offeredTo(hold, command.facts.table.name) : MESSAGES.tableTaken, 'tableId');
  return { offerId: hold.offerId, reason: 'expired' };
}

const offeredTo = (hold: TableHold, table: string) => MESSAGES.tableOffered({ table, until: belgradeTime(hold.until) });

export const holdEndedEvent = ({ clubId, tableId, night, reservationId }: PlaceReservation, ended: { offerId: string; reason: HoldEnd }): TableOfferHoldEnded => ({
  type: 'TableOfferHoldEnded',
  data: { offerId: ended.offerId, clubId, tableId, night, reason: ended.reason, ...(ended.reason === 'claimed' ? { reservationId } : {}) },
});

/** Holds the free table for a waitlist offer; the same offer again changes nothing. */
export interface HoldTableForOffer {
  type: 'HoldTableForOffer';
  hold: TableOfferHeld['data'];
}

export function holdForOffer({ hold }: HoldTableForOffer, state: TableNightState): TableNightEvent[] {
  if (state.hold?.offerId === hold.offerId || state.endedHolds[hold.offerId]) return [];
  assertTableFree(state, '');
  if (state.hold) throw conflict(WAITLIST_MESSAGES.tableOffered, 'tableId');
  return [{ type: 'TableOfferHeld', data: hold }];
}

/** The offer ran out (its scheduled expiry) or was withdrawn: nothing once its hold has ended (a claim came first). */
export interface EndTableOfferHold {
  type: 'EndTableOfferHold';
  offerId: string;
  reason: Exclude<HoldEnd, 'claimed'>;
  clubId: string;
  tableId: string;
  night: string;
}

export function endHold(command: EndTableOfferHold, state: TableNightState): TableNightEvent[] {
  if (state.hold?.offerId !== command.offerId) return [];
  const { offerId, reason, clubId, tableId, night } = command;
  return [{ type: 'TableOfferHoldEnded', data: { offerId, clubId, tableId, night, reason } }];
}
