import { cancelSchedule, scheduledCommandKey, upsertSchedule } from '#platform/scheduling/scheduled-command-table';
import { defineReactor } from '#platform/projections/projector';
import { TICKET_OFFER_EXPIRY, type TicketOfferExpiryPayload } from '../commands/expire-offer/ticket-offer-expiry';
import { ticketSalesStream, type TicketSalesEvent } from '../domain/ticket-sales/ticket-sales.events';

/** An offer to someone who waited runs out at its `expiresAt` unless they buy first; one schedule per offer. */
export const ticketOfferPlanner = defineReactor<TicketSalesEvent>({
  name: 'ticket-offer-planner',
  handlers: {
    TicketOfferMade: async (event, tx) => {
      const { eventId, entryId, expiresAt } = event.data;
      const payload: TicketOfferExpiryPayload = { eventId, entryId };
      await upsertSchedule(tx, { stream: offerStream(eventId, entryId), purpose: TICKET_OFFER_EXPIRY, runAt: new Date(expiresAt), payload });
    },
    TicketOrderPlaced: async (event, tx) => {
      const { eventId, offerEntryId } = event.data;
      if (offerEntryId) await cancelSchedule(tx, scheduledCommandKey(offerStream(eventId, offerEntryId), TICKET_OFFER_EXPIRY));
    },
  },
});

/** The schedule's key names the offer; the command is decided on the event's sales stream. */
const offerStream = (eventId: string, entryId: string) => `${ticketSalesStream(eventId)}-offer-${entryId}`;
