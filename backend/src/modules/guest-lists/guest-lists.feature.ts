import { defineFeature } from '#platform/feature';
import { GUEST_LIST_PERSONAL_FIELDS } from './domain/personal-fields';
import { GUEST_LIST_MAIL_RULES } from './guest-lists.mail-rules';
import { GuestListsModule } from './guest-lists.module';
import { guestListEntriesLiveFeed } from './live/guest-list-entries.live-feed';
import { guestListsProjector } from './projections/guest-lists.projector';

export const guestListsFeature = defineFeature({
  name: 'guest-lists',
  personalFields: GUEST_LIST_PERSONAL_FIELDS,
  module: GuestListsModule,
  projectors: [guestListsProjector],
  mailRules: GUEST_LIST_MAIL_RULES,
  liveFeeds: [guestListEntriesLiveFeed],
});
