import { defineFeature } from '#platform/feature';
import { TABLE_OFFER_HOLDS } from '../reservations/ports/table-offer-holds';
import { WAITLIST_PERSONAL_FIELDS } from './domain/personal-fields';
import { waitlistLiveFeed } from './live/waitlist.live-feed';
import { waitlistPlanner } from './projections/waitlist-planner';
import { waitlistProjector } from './projections/waitlist.projector';
import { OpenOfferHolds } from './queries/offer-holds/open-offer-holds';
import { WAITLIST_MAIL_RULES } from './waitlist.mail-rules';
import { WaitlistModule } from './waitlist.module';

export const waitlistFeature = defineFeature({
  name: 'waitlist',
  personalFields: WAITLIST_PERSONAL_FIELDS,
  module: WaitlistModule,
  projectors: [waitlistProjector, waitlistPlanner],
  mailRules: WAITLIST_MAIL_RULES,
  liveFeeds: [waitlistLiveFeed],
  ports: [{ provide: TABLE_OFFER_HOLDS, useExisting: OpenOfferHolds }],
});
