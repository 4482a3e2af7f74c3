import { defineReadModel } from '#platform/projections/projector';
import type { UserDeleted } from '../../identity/domain/user/user.events';
import type { PromoterEvent } from '../domain/promoter.events';

/** `promoters`: each promoter's code; `promoter_venues`: the venues each works for. A closed account's code stops resolving. */
export const promotersProjector = defineReadModel<PromoterEvent | UserDeleted>({
  name: 'promoters',
  tables: ['promoters', 'promoter_venues'],
  migrations: [
    {
      id: '20261203-10-promoters',
      sql: `
        CREATE TABLE promoters (
          id text PRIMARY KEY,
          code text NOT NULL,
          created_at timestamptz NOT NULL
        );
        CREATE UNIQUE INDEX promoters_code_idx ON promoters (code);
        CREATE TABLE promoter_venues (
          promoter_id text NOT NULL,
          club_id text NOT NULL,
          joined_at timestamptz NOT NULL,
          PRIMARY KEY (promoter_id, club_id)
        );
        CREATE INDEX promoter_venues_club_idx ON promoter_venues (club_id);`,
    },
  ],
  handlers: {
    PromoterCodeAssigned: async (event, tx) => {
      await tx.query('INSERT INTO promoters (id, code, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
        event.data.promoterId,
        event.data.code,
        event.metadata.occurredAt,
      ]);
    },
    PromoterJoinedVenue: async (event, tx) => {
      await tx.query('INSERT INTO promoter_venues (promoter_id, club_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        event.data.promoterId,
        event.data.clubId,
        event.metadata.occurredAt,
      ]);
    },
    UserDeleted: async (event, tx) => {
      await tx.query('DELETE FROM promoter_venues WHERE promoter_id = $1', [event.data.userId]);
      await tx.query('DELETE FROM promoters WHERE id = $1', [event.data.userId]);
    },
  },
});
