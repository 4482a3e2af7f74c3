import { defineReadModel } from '#platform/projections/projector';
import type { SiteEvent } from '../domain/site.decider';

export const SITE_DATA_MIGRATION = {
  id: '20261122-20-site-data-read-model',
  sql: `
    CREATE TABLE site_data (
      id text PRIMARY KEY,
      data jsonb NOT NULL,
      updated_at timestamptz NOT NULL
    );`,
};

export const siteDataProjector = defineReadModel<SiteEvent>({
  name: 'site-data',
  migrations: [SITE_DATA_MIGRATION],
  tables: ['site_data'],
  handlers: {
    SiteDataChanged: async (event, tx) => {
      await tx.query(
        `INSERT INTO site_data (id, data, updated_at) VALUES ('main', $1, $2)
         ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
        [JSON.stringify(event.data), event.metadata.occurredAt],
      );
    },
  },
});
