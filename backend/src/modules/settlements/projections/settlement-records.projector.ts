import { defineReadModel } from '#platform/projections/projector';
import type { CommissionRulesEvent } from '../domain/commission-rules.events';
import type { SettlementPaymentEvent } from '../domain/settlement-payment.decider';

/**
 * `commission_rule_changes`: every change of a venue's rules (promoter_id '') and of a promoter's own
 * rules and team, with when it was made, so each night is settled by the rules standing then.
 * `settlement_payments`: each promoter's paid settlements with the figures paid.
 */
export const settlementRecordsProjector = defineReadModel<CommissionRulesEvent | SettlementPaymentEvent>({
  name: 'settlement-records',
  tables: ['commission_rule_changes', 'settlement_payments'],
  migrations: [
    {
      id: '20261203-30-settlement-records',
      sql: `
        CREATE TABLE commission_rule_changes (
          event_id text PRIMARY KEY,
          club_id text NOT NULL,
          promoter_id text NOT NULL,
          set_at timestamptz NOT NULL,
          per_list_guest integer,
          per_table integer,
          spend_percent integer,
          leader_id text,
          leader_share_percent integer
        );
        CREATE INDEX commission_rule_changes_club_idx ON commission_rule_changes (club_id, set_at);
        CREATE TABLE settlement_payments (
          event_id text PRIMARY KEY,
          club_id text NOT NULL,
          promoter_id text NOT NULL,
          from_night date NOT NULL,
          to_night date NOT NULL,
          paid_at timestamptz NOT NULL,
          paid_by text NOT NULL,
          figures jsonb NOT NULL
        );
        CREATE INDEX settlement_payments_club_idx ON settlement_payments (club_id, promoter_id, from_night);`,
    },
  ],
  handlers: {
    CommissionRulesSet: async (event, tx) => {
      const { clubId, perListGuest, perTable, spendPercent } = event.data;
      await tx.query(
        `INSERT INTO commission_rule_changes (event_id, club_id, promoter_id, set_at, per_list_guest, per_table, spend_percent) VALUES ($1, $2, '', $3, $4, $5, $6)
         ON CONFLICT (event_id) DO NOTHING`,
        [event.metadata.eventId, clubId, event.metadata.occurredAt, perListGuest, perTable, spendPercent],
      );
    },
    PromoterCommissionRulesSet: async (event, tx) => {
      const { clubId, promoterId, perListGuest, perTable, spendPercent, leaderId, leaderSharePercent } = event.data;
      await tx.query(
        `INSERT INTO commission_rule_changes (event_id, club_id, promoter_id, set_at, per_list_guest, per_table, spend_percent, leader_id, leader_share_percent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (event_id) DO NOTHING`,
        [event.metadata.eventId, clubId, promoterId, event.metadata.occurredAt, perListGuest, perTable, spendPercent, leaderId, leaderSharePercent],
      );
    },
    PromoterSettlementPaid: async (event, tx) => {
      const { clubId, promoterId, from, to, paidBy, ...figures } = event.data;
      await tx.query(
        `INSERT INTO settlement_payments (event_id, club_id, promoter_id, from_night, to_night, paid_at, paid_by, figures) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (event_id) DO NOTHING`,
        [event.metadata.eventId, clubId, promoterId, from, to, event.metadata.occurredAt, paidBy, JSON.stringify(figures)],
      );
    },
  },
});
