import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import type { PersonErased } from '#platform/privacy/person-erased';
import { defineReadModel } from '#platform/projections/projector';
import type { StatementLineEvent } from '../domain/bank-statement/statement-line.decider';

/**
 * `statement_lines`: every incoming payment of every imported statement, matched to a deposit or
 * waiting for the venue to assign it. Inline: an import answers with what it recorded, and the
 * unmatched list shows them at once.
 */
export const statementLinesProjector = defineReadModel<StatementLineEvent | PersonErased>({
  name: 'statement-lines',
  inline: true,
  tables: ['statement_lines'],
  migrations: [
    {
      id: '20261227-20-statement-lines',
      sql: `
        CREATE TABLE statement_lines (
          club_id text NOT NULL,
          line_id text NOT NULL,
          source text NOT NULL,
          date date NOT NULL,
          amount numeric(14, 2) NOT NULL,
          reference text NOT NULL,
          payer text NOT NULL,
          purpose text NOT NULL,
          status text NOT NULL,
          reservation_id text,
          code text,
          reason text,
          imported_at timestamptz NOT NULL,
          PRIMARY KEY (club_id, line_id)
        );
        CREATE INDEX statement_lines_unmatched_idx ON statement_lines (club_id, date) WHERE status = 'unmatched';`,
    },
    {
      id: '20261231-10-statement-lines-overpaid',
      sql: `
        ALTER TABLE statement_lines ADD COLUMN payer_account text NOT NULL DEFAULT '';
        CREATE INDEX statement_lines_overpaid_idx ON statement_lines (club_id, date) WHERE status = 'overpaid';`,
    },
  ],
  handlers: {
    StatementLineRecorded: async (event, tx) => {
      const { clubId, line, match, reason } = event.data;
      await tx.query(
        `INSERT INTO statement_lines (club_id, line_id, source, date, amount, reference, payer, payer_account, purpose, status, reservation_id, code, reason, imported_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT DO NOTHING`,
        [
          clubId,
          line.lineId,
          line.source,
          line.date,
          line.amount,
          line.reference,
          line.payer,
          line.payerAccount ?? '',
          line.purpose,
          match ? 'matched' : 'unmatched',
          match && !match.orderId ? match.reservationId : null,
          match?.code ?? null,
          reason,
          event.metadata.occurredAt,
        ],
      );
    },
    // The guest erased: the lines that paid for them name nobody, payer nor purpose (which may name the payer), also a line assigned by hand.
    PersonErased: async (event, tx) => {
      const lines = event.data.statementLines;
      if (lines.length === 0) return;
      await tx.query(
        `UPDATE statement_lines s SET payer = $3, purpose = $4, payer_account = '' FROM unnest($1::text[], $2::text[]) AS erased(club_id, line_id)
          WHERE s.club_id = erased.club_id AND s.line_id = erased.line_id`,
        [lines.map((line) => line.clubId), lines.map((line) => line.lineId), ERASED_VALUE.fullName, ERASED_VALUE.text],
      );
    },
    StatementLineAssigned: async (event, tx) => {
      const { clubId, lineId, match } = event.data;
      await tx.query(`UPDATE statement_lines SET status = 'assigned', reservation_id = $3, code = $4, reason = NULL WHERE club_id = $1 AND line_id = $2`, [
        clubId,
        lineId,
        match.orderId ? null : match.reservationId,
        match.code,
      ]);
    },
    StatementLineOverpaid: async (event, tx) => {
      const { clubId, lineId, match, reason } = event.data;
      await tx.query(`UPDATE statement_lines SET status = 'overpaid', reservation_id = $3, code = $4, reason = $5 WHERE club_id = $1 AND line_id = $2`, [
        clubId,
        lineId,
        match.orderId ? null : match.reservationId,
        match.code,
        reason,
      ]);
    },
    StatementLineRefunded: async (event, tx) => {
      await tx.query(`UPDATE statement_lines SET status = 'refunded' WHERE club_id = $1 AND line_id = $2`, [event.data.clubId, event.data.lineId]);
    },
    StatementLineReleased: async (event, tx) => {
      const { clubId, lineId, reason } = event.data;
      await tx.query(`UPDATE statement_lines SET status = 'unmatched', reservation_id = NULL, code = NULL, reason = $3 WHERE club_id = $1 AND line_id = $2`, [
        clubId,
        lineId,
        reason,
      ]);
    },
  },
});
