import type { Migration } from './platform/database/migrations';
import { CHECKPOINTS_MIGRATION } from './platform/projections/checkpoints';
import { READ_MODEL_VERSIONS_MIGRATION } from './platform/projections/read-model-versions';
import type { Projector } from './platform/projections/projector';
import { SESSIONS_MIGRATION } from './platform/auth/sessions';
import { MAIL_OUTBOX_MIGRATION, mailDispatcher } from './platform/mail/mail-outbox';
import type { MailLinks } from './platform/mail/mail-rule';
import { MAIL_RULES } from './mail-rules';
import { EVENT_STORE_MIGRATION } from './platform/event-store/event-store.migration';
import { USERS_ACCOUNTS_MIGRATION, USERS_MIGRATION, usersProjector } from './modules/identity/projections/users.projector';
import { COUNTED_ATTEMPTS_MIGRATION } from './platform/throttling/attempt-counter';
import { SITE_DATA_MIGRATION, siteDataProjector } from './modules/site/projections/site-data.projector';
import { VENUES_MIGRATION, venuesProjector } from './modules/venues/projections/venues.projector';
import { SITE_SLIDER_MIGRATION, siteSliderProjector } from './modules/site/projections/site-slider.projector';
import { CONTACT_MESSAGES_MIGRATION, contactMessagesProjector } from './modules/site/projections/contact-messages.projector';
import { SUBSCRIBERS_MIGRATION, subscribersProjector } from './modules/site/projections/subscribers.projector';

/** Every schema change, applied in id order on start. */
export const MIGRATIONS: Migration[] = [
  EVENT_STORE_MIGRATION,
  CHECKPOINTS_MIGRATION,
  READ_MODEL_VERSIONS_MIGRATION,
  SESSIONS_MIGRATION,
  MAIL_OUTBOX_MIGRATION,
  USERS_MIGRATION,
  USERS_ACCOUNTS_MIGRATION,
  COUNTED_ATTEMPTS_MIGRATION,
  SITE_DATA_MIGRATION,
  VENUES_MIGRATION,
  SITE_SLIDER_MIGRATION,
  CONTACT_MESSAGES_MIGRATION,
  SUBSCRIBERS_MIGRATION,
];

/** Every read model's projector. */
export const PROJECTORS: Projector[] = [
  usersProjector,
  siteDataProjector,
  venuesProjector,
  siteSliderProjector,
  contactMessagesProjector,
  subscribersProjector,
];

/** What the runner follows: the read models plus the mail dispatcher, which needs the app's links. */
export function followersOfTheFeed(links: MailLinks): Projector[] {
  return [...PROJECTORS, mailDispatcher(MAIL_RULES, links)];
}
