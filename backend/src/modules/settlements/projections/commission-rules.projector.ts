import { defineReadModel } from '#platform/projections/projector';
import type { CommissionRulesEvent } from '../domain/commission-rules.events';

/** `commission_rules`: each venue's rules as last set. */
export const commissionRulesProjector = defineReadModel<CommissionRulesEvent>({
  name: 'commission-rules',
  tables: ['commission_rules'],
  migrations: [
    {
      id: '20261203-20-commission-rules',
      sql: `
        CREATE TABLE commission_rules (
          club_id text PRIMARY KEY,
          per_list_guest integer NOT NULL,
          per_table integer NOT NULL,
          spend_percent integer NOT NULL,
          set_at timestamptz NOT NULL
        );`,
    },
  ],
  handlers: {
    CommissionRulesSet: async (event, tx) => {
      const { clubId, perListGuest, perTable, spendPercent } = event.data;
      await tx.query(
        `INSERT INTO commission_rules (club_id, per_list_guest, per_table, spend_percent, set_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (club_id) DO UPDATE SET per_list_guest = EXCLUDED.per_list_guest, per_table = EXCLUDED.per_table, spend_percent = EXCLUDED.spend_percent, set_at = EXCLUDED.set_at`,
        [clubId, perListGuest, perTable, spendPercent, event.metadata.occurredAt],
      );
    },
  },
});
