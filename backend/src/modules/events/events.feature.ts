import { defineFeature } from '#platform/feature';
import { EVENT_MAIL_RULES } from './events.mail-rules';
import { EventsModule } from './events.module';
import { eventsProjector } from './projections/events.projector';

export const eventsFeature = defineFeature({
  name: 'events',
  module: EventsModule,
  projectors: [eventsProjector],
  mailRules: EVENT_MAIL_RULES,
});
