import type { Migration } from './platform/database/migrations';
import { CHECKPOINTS_MIGRATION } from './platform/projections/checkpoints';
import type { Projector } from './platform/projections/projector';
import { SESSIONS_MIGRATION } from './platform/auth/sessions';
import { EVENT_STORE_MIGRATION } from './platform/event-store/event-store.migration';
import { USERS_MIGRATION, usersProjector } from './modules/identity/projections/users.projector';
import { SITE_DATA_MIGRATION, siteDataProjector } from './modules/site/projections/site-data.projector';

/** Every schema change, applied in id order on start. */
export const MIGRATIONS: Migration[] = [
  EVENT_STORE_MIGRATION,
  CHECKPOINTS_MIGRATION,
  SESSIONS_MIGRATION,
  USERS_MIGRATION,
  SITE_DATA_MIGRATION,
];

/** Every read model's projector; `npm run projections:rebuild -- <name>` takes one of these names. */
export const PROJECTORS: Projector[] = [usersProjector, siteDataProjector];
