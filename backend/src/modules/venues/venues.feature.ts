import { defineFeature } from '#platform/feature';
import { venuesProjector } from './projections/venues.projector';
import { VENUE_MAIL_RULES } from './venues.mail-rules';
import { VenuesModule } from './venues.module';

export const venuesFeature = defineFeature({
  name: 'venues',
  module: VenuesModule,
  projectors: [venuesProjector],
  mailRules: VENUE_MAIL_RULES,
});
