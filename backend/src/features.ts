import { couponsFeature } from './modules/coupons/coupons.feature';
import { doorFeature } from './modules/door/door.feature';
import { eventsFeature } from './modules/events/events.feature';
import { floorFeature } from './modules/floor/floor.feature';
import { googleFeature } from './modules/google/google.feature';
import { guestListsFeature } from './modules/guest-lists/guest-lists.feature';
import { guestsFeature } from './modules/guests/guests.feature';
import { historyFeature } from './modules/history/history.feature';
import { identityFeature } from './modules/identity/identity.feature';
import { integrationsFeature } from './modules/integrations/integrations.feature';
import { menuFeature } from './modules/menu/menu.feature';
import { moneyFeature } from './modules/money/money.feature';
import { reportsFeature } from './modules/reports/reports.feature';
import { settlementsFeature } from './modules/settlements/settlements.feature';
import { promotersFeature } from './modules/promoters/promoters.feature';
import { privacyFeature } from './modules/privacy/privacy.feature';
import { reservationsFeature } from './modules/reservations/reservations.feature';
import { siteFeature } from './modules/site/site.feature';
import { ticketsFeature } from './modules/tickets/tickets.feature';
import { venuesFeature } from './modules/venues/venues.feature';
import { waitlistFeature } from './modules/waitlist/waitlist.feature';
import { SESSIONS_MIGRATION } from './platform/auth/sessions';
import { IDEMPOTENCY_KEYS_MIGRATION } from './platform/http/idempotency';
import type { Migration } from './platform/database/migrations';
import { EVENT_STORE_MIGRATIONS } from './platform/event-store/event-store.migration';
import type { FeatureManifest } from './platform/feature';
import { liveReactor, type LiveFeed, type LivePublisher } from './platform/live/live-feed';
import type { Queryable } from './platform/database/pool';
import { MAIL_OUTBOX_MIGRATIONS, mailDispatcher } from './platform/mail/mail-outbox';
import type { MailLinks } from './platform/mail/mail-rule';
import { CHECKPOINTS_MIGRATION } from './platform/projections/checkpoints';
import { READ_MODEL_VERSIONS_MIGRATION } from './platform/projections/read-model-versions';
import { isReadModel, type Projector } from './platform/projections/projector';
import { mergeRegistries, type PersonalFieldRegistry } from './platform/privacy/personal-fields';
import { PERSONAL_DATA_KEYS_MIGRATION } from './platform/privacy/key-vault';
import { SCHEDULED_COMMANDS_MIGRATION } from './platform/scheduling/scheduled-command-table';
import { ATTEMPT_COUNTERS_MIGRATION, COUNTED_ATTEMPTS_MIGRATION } from './platform/throttling/attempt-counter';

/** The application is this list. Adding a feature means adding its manifest here, and nothing else. */
export const FEATURES: FeatureManifest[] = [
  identityFeature,
  siteFeature,
  venuesFeature,
  menuFeature,
  eventsFeature,
  promotersFeature,
  reservationsFeature,
  guestListsFeature,
  ticketsFeature,
  couponsFeature,
  floorFeature,
  doorFeature,
  waitlistFeature,
  moneyFeature,
  googleFeature,
  guestsFeature,
  reportsFeature,
  settlementsFeature,
  historyFeature,
  integrationsFeature,
  privacyFeature,
];

const PLATFORM_MIGRATIONS: Migration[] = [
  ...EVENT_STORE_MIGRATIONS,
  CHECKPOINTS_MIGRATION,
  READ_MODEL_VERSIONS_MIGRATION,
  SESSIONS_MIGRATION,
  COUNTED_ATTEMPTS_MIGRATION,
  ATTEMPT_COUNTERS_MIGRATION,
  IDEMPOTENCY_KEYS_MIGRATION,
  SCHEDULED_COMMANDS_MIGRATION,
  PERSONAL_DATA_KEYS_MIGRATION,
];

const FEATURE_FOLLOWERS: Projector[] = FEATURES.flatMap((feature) => feature.projectors ?? []);

/** What GETs read, and what a rebuild can replay. */
export const READ_MODELS: Projector[] = FEATURE_FOLLOWERS.filter(isReadModel);

/** Which fields of which domain events are personal data: sealed where events are stored. */
export const PERSONAL_FIELDS: PersonalFieldRegistry = mergeRegistries(FEATURES.map((feature) => feature.personalFields ?? {}));

export const MAIL_RULES = FEATURES.flatMap((feature) => feature.mailRules ?? []);

export const LIVE_FEEDS: LiveFeed[] = FEATURES.flatMap((feature) => feature.liveFeeds ?? []);

/**
 * What the runner follows: every feature's read models and reactors, the mail dispatcher and the live
 * pushes. `db` (the pool) is what the mail rules read the read models through.
 */
export function followersOfTheFeed(links: MailLinks, live: LivePublisher, db: Queryable): Projector[] {
  return [...FEATURE_FOLLOWERS, mailDispatcher(MAIL_RULES, links, db), ...LIVE_FEEDS.map((feed) => liveReactor(feed, live))];
}

/** Every schema change, applied in id order on start: the platform's, then what each follower and feature owns. */
export const MIGRATIONS: Migration[] = [
  ...PLATFORM_MIGRATIONS,
  // Live reactors own no tables; the mail dispatcher owns the outbox.
  ...FEATURE_FOLLOWERS.flatMap((projector) => projector.migrations),
  ...MAIL_OUTBOX_MIGRATIONS,
  ...FEATURES.flatMap((feature) => feature.migrations ?? []),
];

export const FEATURE_MODULES = FEATURES.map((feature) => feature.module);
