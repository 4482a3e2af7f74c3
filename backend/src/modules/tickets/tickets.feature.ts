import { defineFeature } from '#platform/feature';
import { TICKET_PERSONAL_FIELDS } from './domain/personal-fields';
import { ticketOfferPlanner } from './projections/ticket-offer-planner';
import { ticketsProjector } from './projections/tickets.projector';
import { TICKET_MAIL_RULES } from './tickets.mail-rules';
import { TicketsModule } from './tickets.module';
import { ticketsLiveFeed } from './live/tickets.live-feed';

export const ticketsFeature = defineFeature({
  name: 'tickets',
  personalFields: TICKET_PERSONAL_FIELDS,
  module: TicketsModule,
  projectors: [ticketsProjector, ticketOfferPlanner],
  mailRules: TICKET_MAIL_RULES,
  liveFeeds: [ticketsLiveFeed],
});
