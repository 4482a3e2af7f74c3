import { defineFeature } from '#platform/feature';
import { KNOWN_VENUES } from '../identity/ports/known-venues';
import { VENUE_CONTACTS } from '../site/ports/venue-contacts';
import { VenueStreamsKnownVenues } from './commands/known-venues';
import { PublicVenueContacts } from './queries/get-venue/venue-contacts';
import { venuesProjector } from './projections/venues.projector';
import { VENUE_MAIL_RULES } from './venues.mail-rules';
import { VenuesModule } from './venues.module';

export const venuesFeature = defineFeature({
  name: 'venues',
  module: VenuesModule,
  projectors: [venuesProjector],
  mailRules: VENUE_MAIL_RULES,
  ports: [
    { provide: KNOWN_VENUES, useExisting: VenueStreamsKnownVenues },
    { provide: VENUE_CONTACTS, useExisting: PublicVenueContacts },
  ],
});
