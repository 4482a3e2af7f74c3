import { assertNever } from '#platform/commands/decider';
import { firstFitting, openOfferOfTable, type FreeTable } from './waitlist-reads';
import type { Offer, WaitlistEvent } from './waitlist.events';
import { onNight, type WaitlistNight } from './waitlist.state';

/**
 * A table is free: it goes to the first waiting guest it fits, unless it already has an open offer
 * (another process, or a retry, came first). Nothing when nobody fits.
 */
export interface OfferTable {
  type: 'OfferTable';
  table: FreeTable;
  offerId: string;
  reservationId: string;
  until: string;
}

export function offerTable(command: OfferTable, state: WaitlistNight): WaitlistEvent[] {
  if (!state.clubId || state.offers[command.offerId] || openOfferOfTable(state, command.table.tableId)) return [];
  const entry = firstFitting(state, command.table);
  if (!entry) return [];
  const { tableId, tableName } = command.table;
  const offer: Offer = { offerId: command.offerId, tableId, tableName, until: command.until, reservationId: command.reservationId };
  return [{ type: 'WaitlistOfferMade', data: { ...onNight(state), entryId: entry.entryId, version: entry.version + 1, offer } }];
}

/** How the offer ended on its table-night, told to the waitlist; the same news again changes nothing. */
export interface SettleOffer {
  type: 'SettleOffer';
  offerId: string;
  /** `withdrawn`: the table was taken before it could be held; `claimed`: the guest booked it. */
  outcome: 'withdrawn' | 'expired' | 'claimed';
}

export function settle(command: SettleOffer, state: WaitlistNight): WaitlistEvent[] {
  const offer = state.offers[command.offerId];
  if (!offer) return [];
  const entry = state.entries[offer.entryId];
  const about = { ...onNight(state), entryId: entry.entryId, version: entry.version + 1, offerId: offer.offerId, tableId: offer.tableId };
  switch (command.outcome) {
    // The table-night decides who got the table: a claim it took stands even after a removal.
    case 'claimed':
      return offer.state === 'claimed' ? [] : [{ type: 'WaitlistOfferClaimed', data: { ...about, reservationId: offer.reservationId } }];
    case 'expired':
      return offer.state === 'open' ? [{ type: 'WaitlistOfferExpired', data: about }] : [];
    case 'withdrawn':
      return offer.state === 'open' ? [{ type: 'WaitlistOfferWithdrawn', data: about }] : [];
    default:
      return assertNever(command.outcome);
  }
}
