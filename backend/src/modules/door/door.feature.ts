import { defineFeature } from '#platform/feature';
import { DoorModule } from './door.module';

/** The door reads the reservations' read model; it owns no tables of its own. */
export const doorFeature = defineFeature({
  name: 'door',
  module: DoorModule,
});
