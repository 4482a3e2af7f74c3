import { defineFeature } from '#platform/feature';
import { TICKET_PERSONAL_FIELDS } from './domain/personal-fields';
import { ticketsProjector } from './projections/tickets.projector';
import { TicketsModule } from './tickets.module';
import { ticketsLiveFeed } from './live/tickets.live-feed';

export const ticketsFeature = defineFeature({
  name: 'tickets',
  personalFields: TICKET_PERSONAL_FIELDS,
  module: TicketsModule,
  projectors: [ticketsProjector],
  liveFeeds: [ticketsLiveFeed],
});
