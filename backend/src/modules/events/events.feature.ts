import { defineFeature } from '#platform/feature';
import { EVENT_MAIL_RULES } from './events.mail-rules';
import { EventsModule } from './events.module';
import { eventsProjector } from './projections/events.projector';
import { ListedEventNights } from './queries/event-nights';
import { EVENT_NIGHTS } from '../venues/ports/event-nights';

export const eventsFeature = defineFeature({
  name: 'events',
  module: EventsModule,
  projectors: [eventsProjector],
  mailRules: EVENT_MAIL_RULES,
  ports: [{ provide: EVENT_NIGHTS, useExisting: ListedEventNights }],
});
