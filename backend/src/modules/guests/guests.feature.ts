import { defineFeature } from '#platform/feature';
import { GuestsModule } from './guests.module';
import { guestBookProjector } from './projections/guest-book.projector';

export const guestsFeature = defineFeature({
  name: 'guests',
  module: GuestsModule,
  projectors: [guestBookProjector],
});
