import { defineFeature } from '../../platform/feature';
import { EventsModule } from './events.module';
import { eventsProjector } from './projections/events.projector';

export const eventsFeature = defineFeature({
  name: 'events',
  module: EventsModule,
  projectors: [eventsProjector],
});
