import { defineFeature } from '#platform/feature';
import { GUEST_BADGES } from '../reservations/ports/guest-badges';
import { GuestBookBadges } from './queries/guest-badges';
import { GUEST_PERSONAL_FIELDS } from './domain/personal-fields';
import { GuestsModule } from './guests.module';
import { guestBookProjector } from './projections/guest-book.projector';

export const guestsFeature = defineFeature({
  name: 'guests',
  module: GuestsModule,
  projectors: [guestBookProjector],
  personalFields: GUEST_PERSONAL_FIELDS,
  ports: [{ provide: GUEST_BADGES, useExisting: GuestBookBadges }],
});
