import type { Migration } from './platform/database/migrations';
import { CHECKPOINTS_MIGRATION } from './platform/projections/checkpoints';
import type { Projector } from './platform/projections/projector';
import { SESSIONS_MIGRATION } from './platform/auth/sessions';
import { MAIL_OUTBOX_MIGRATION, mailDispatcher } from './platform/mail/mail-outbox';
import type { MailLinks } from './platform/mail/mail-rule';
import { MAIL_RULES } from './mail-rules';
import { EVENT_STORE_MIGRATION } from './platform/event-store/event-store.migration';
import { USERS_MIGRATION, usersProjector } from './modules/identity/projections/users.projector';
import { SITE_DATA_MIGRATION, siteDataProjector } from './modules/site/projections/site-data.projector';

/** Every schema change, applied in id order on start. */
export const MIGRATIONS: Migration[] = [
  EVENT_STORE_MIGRATION,
  CHECKPOINTS_MIGRATION,
  SESSIONS_MIGRATION,
  MAIL_OUTBOX_MIGRATION,
  USERS_MIGRATION,
  SITE_DATA_MIGRATION,
];

/** Every read model's projector. */
export const PROJECTORS: Projector[] = [usersProjector, siteDataProjector];

/** What the runner follows: the read models plus the mail dispatcher, which needs the app's links. */
export function followersOfTheFeed(links: MailLinks): Projector[] {
  return [...PROJECTORS, mailDispatcher(MAIL_RULES, links)];
}
