import { defineFeature } from '#platform/feature';
import { TICKET_PERSONAL_FIELDS } from './domain/personal-fields';
import { ticketOrderExpiryPlanner } from './projections/order-expiry-planner';
import { ticketsProjector } from './projections/tickets.projector';
import { TicketsModule } from './tickets.module';

export const ticketsFeature = defineFeature({
  name: 'tickets',
  personalFields: TICKET_PERSONAL_FIELDS,
  module: TicketsModule,
  projectors: [ticketsProjector, ticketOrderExpiryPlanner],
});
