import type { LiveTicketChange } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import { LIVE_ROOMS, type LiveFeed, type LiveRow } from '#platform/live/live-feed';
import { loadConfig } from '../../../config/config';
import type { TicketSalesEvent } from '../domain/ticket-sales/ticket-sales.events';
import { ticketsProjector } from '../projections/tickets.projector';
import { doorTicketsByIds } from '../queries/ticket-rows';

const EVENTS = ['TicketAdmitted', 'TicketDoubleEntryRecorded', 'TicketTransferred', 'TicketRefundDue', 'TicketOrderRefundDue'] satisfies TicketSalesEvent['type'][];

/** The venue's manager and staff (the door phones among them) and admins. */
const roomsOf = (clubId: string) => [LIVE_ROOMS.venue(clubId), LIVE_ROOMS.admins];

let appUrl: string | null = null;

/**
 * Tickets as the door reads them, pushed as they are let in, entered twice, passed on, refunded or
 * cancelled (one by one, or with their whole order): every door phone of the venue learns another's admission (or that a ticket
 * no longer opens the door) at once, and the dashboard's 'Unutra' moves.
 */
export const ticketsLiveFeed: LiveFeed = {
  name: 'tickets',
  readModel: ticketsProjector.name,
  eventTypes: EVENTS,
  streamPrefixes: ['ticket-sales-'],
  changeOf(event) {
    const { ticketId, ticketIds, clubId } = event.data as { ticketId?: string; ticketIds?: string[]; clubId?: string };
    if (!clubId) return null;
    // An order refunded whole: each of its tickets stops opening the door.
    if (ticketIds) return ticketIds.map((id) => ({ id, rooms: roomsOf(clubId) }));
    return ticketId ? { id: ticketId, rooms: roomsOf(clubId) } : null;
  },
  async read(db: Queryable, ids: string[]): Promise<LiveRow[]> {
    appUrl ??= loadConfig().appUrl;
    const tickets = await doorTicketsByIds(db, appUrl, ids);
    return tickets.map((ticket) => ({
      id: ticket._id,
      rooms: roomsOf(ticket.clubId),
      message: (position): LiveTicketChange => ({ type: 'ticket', position, ticket }),
    }));
  },
};
