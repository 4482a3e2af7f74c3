import type { KeptOffer, WaitlistEntry, WaitlistNight } from './waitlist.state';

/** A free table as the offer needs it: how many it seats and the zone it stands in. */
export interface FreeTable {
  tableId: string;
  tableName: string;
  maxPersons: number;
  zoneId: string | null;
}

export const fits = (entry: WaitlistEntry, table: FreeTable) => entry.persons <= table.maxPersons && (entry.zoneId === null || entry.zoneId === table.zoneId);

/** The first guest in the queue who is waiting (no open offer) and whom the table fits. */
export const firstFitting = (state: WaitlistNight, table: FreeTable): WaitlistEntry | null =>
  state.queue.map((id) => state.entries[id]).find((entry) => entry.state === 'waiting' && fits(entry, table)) ?? null;

export const openOfferOfTable = (state: WaitlistNight, tableId: string): KeptOffer | null =>
  Object.values(state.offers).find((offer) => offer.state === 'open' && offer.tableId === tableId) ?? null;

export const openOffers = (state: WaitlistNight): KeptOffer[] => Object.values(state.offers).filter((offer) => offer.state === 'open');

export const hasWaitingGuests = (state: WaitlistNight) => state.queue.some((id) => state.entries[id].state === 'waiting');
