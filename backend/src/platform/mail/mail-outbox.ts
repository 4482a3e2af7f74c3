import type { Migration } from '../database/migrations';
import type { Projector } from '../projections/projector';
import type { MailLinks, MailRule } from './mail-rule';

export const MAIL_OUTBOX_MIGRATION: Migration = {
  id: '20261122-02-mail-outbox',
  sql: `
    CREATE TABLE mail_outbox (
      id text PRIMARY KEY,
      event_id uuid NOT NULL,
      rule text NOT NULL,
      to_address text NOT NULL,
      subject text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      reply_to text,
      status text NOT NULL DEFAULT 'pending',
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');`,
};

export const mailJobId = (eventId: string, rule: string) => `${eventId}-${rule}`;

/**
 * The mail dispatcher: a checkpointed follower of the feed that writes each mail to the outbox in
 * the same transaction as its checkpoint. Its `tables` list is empty on purpose: a rebuild must
 * never empty the outbox, or a replay would send every mail again.
 */
export function mailDispatcher(rules: MailRule[], links: MailLinks): Projector {
  const handlers: Projector['handlers'] = {};
  for (const eventType of new Set(rules.map((rule) => rule.eventType))) {
    const rulesForType = rules.filter((rule) => rule.eventType === eventType);
    handlers[eventType] = async (event, tx) => {
      for (const rule of rulesForType) {
        const mail = rule.compose(event, links);
        if (!mail) continue;
        await tx.query(
          `INSERT INTO mail_outbox (id, event_id, rule, to_address, subject, html, text, reply_to)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [mailJobId(event.metadata.eventId, rule.name), event.metadata.eventId, rule.name, mail.to, mail.subject, mail.html, mail.text, mail.replyTo ?? null],
        );
      }
    };
  }
  return { name: 'mail-dispatcher', tables: [], handlers };
}
