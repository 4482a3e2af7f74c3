import type { Migration } from '#platform/database/migrations';
import type { Queryable } from '#platform/database/pool';
import { unnestRows } from '#platform/database/unnest-rows';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReactor, type Projector } from '#platform/projections/projector';
import type { MailComposition, MailLinks, MailRule, OutgoingMail } from './mail-rule';

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

/**
 * Which relay claimed a row (RelayLoop's number), so a row whose relay died is taken over at once;
 * the index finds the rows in flight.
 */
export const MAIL_OUTBOX_CLAIMER_MIGRATION: Migration = {
  id: '20261202-01-mail-outbox-claimer',
  sql: `
    ALTER TABLE mail_outbox ADD COLUMN claimed_by integer;
    CREATE INDEX mail_outbox_in_flight_idx ON mail_outbox (created_at) WHERE status IN ('sending', 'queued');`,
};

/** A list mail's one-click unsubscribe address (RFC 8058), for its List-Unsubscribe header. */
export const MAIL_OUTBOX_LIST_UNSUBSCRIBE_MIGRATION: Migration = {
  id: '20261203-01-mail-outbox-list-unsubscribe',
  sql: `ALTER TABLE mail_outbox ADD COLUMN list_unsubscribe text;`,
};

/** A mail's attachments (the door code's QR picture …): `[{ filename, contentType, content (base64), cid? }]`. */
export const MAIL_OUTBOX_ATTACHMENTS_MIGRATION: Migration = {
  id: '20261211-01-mail-outbox-attachments',
  sql: `ALTER TABLE mail_outbox ADD COLUMN attachments jsonb;`,
};

/** The recipient's language, for the texts the transport writes around a mail (null: sr-Latn). */
export const MAIL_OUTBOX_LOCALE_MIGRATION: Migration = {
  id: '20261230-10-mail-outbox-locale',
  sql: `ALTER TABLE mail_outbox ADD COLUMN locale text;`,
};

/** When a sent mail's body was let go, and the index that finds the sent mails still holding one. */
export const MAIL_OUTBOX_PRUNED_MIGRATION: Migration = {
  id: '20261231-01-mail-outbox-pruned',
  sql: `
    ALTER TABLE mail_outbox ADD COLUMN body_pruned_at timestamptz;
    CREATE INDEX mail_outbox_unpruned_idx ON mail_outbox (sent_at) WHERE status = 'sent' AND body_pruned_at IS NULL;`,
};

/** The outbox's schema, in order. */
export const MAIL_OUTBOX_MIGRATIONS: Migration[] = [
  MAIL_OUTBOX_MIGRATION,
  MAIL_OUTBOX_CLAIMER_MIGRATION,
  MAIL_OUTBOX_LIST_UNSUBSCRIBE_MIGRATION,
  MAIL_OUTBOX_ATTACHMENTS_MIGRATION,
  MAIL_OUTBOX_LOCALE_MIGRATION,
  MAIL_OUTBOX_PRUNED_MIGRATION,
];

export const mailJobId = (eventId: string, rule: string, recipient = 0) => (recipient === 0 ? `${eventId}-${rule}` : `${eventId}-${rule}-${recipient}`);

/**
 * The mail dispatcher: a reactor that writes each mail to the outbox in the same transaction as its
 * checkpoint, a batch's mails in one statement. It composes them before that transaction opens
 * (reading read models through `db`, the pool): composing a batch takes seconds after a burst, and a
 * transaction open that long would hold back the feed for every follower. It owns no read-model
 * tables: a rebuild must never empty the outbox, or a replay would send every mail again.
 */
export function mailDispatcher(rules: MailRule[], links: MailLinks, db: Queryable): Projector {
  const rulesOf = new Map<string, MailRule[]>();
  for (const rule of rules) rulesOf.set(rule.eventType, [...(rulesOf.get(rule.eventType) ?? []), rule]);
  const mailsOf = (event: RecordedEvent, reader: Queryable) => composeMails(event, rulesOf.get(event.type) ?? [], { links, db: reader });
  // The last batch's mails by domain event id; each batch composes afresh (a retried one too), so only one batch's are held.
  let composedAhead = new Map<string, QueuedMail[]>();
  return defineReactor({
    name: 'mail-dispatcher',
    migrations: MAIL_OUTBOX_MIGRATIONS,
    handlers: Object.fromEntries([...rulesOf.keys()].map((type) => [type, () => Promise.resolve()])),
    beforeBatch: async (events) => {
      composedAhead = new Map();
      const composed = new Map<string, QueuedMail[]>();
      const reader = readingOnce(db);
      for (const event of events) if (rulesOf.has(event.type)) composed.set(event.metadata.eventId, await mailsOf(event, reader));
      composedAhead = composed;
    },
    handleBatch: async (events, tx) => {
      const ahead = composedAhead;
      composedAhead = new Map();
      const mails: QueuedMail[] = [];
      // An event not composed ahead (a batch handed over without beforeBatch) is composed here, as before.
      for (const event of events) mails.push(...(ahead.get(event.metadata.eventId) ?? (await mailsOf(event, tx))));
      await queueMails(tx, mails);
    },
  });
}

/**
 * The pool for one batch's composing, each distinct read asked once: a burst's mails read the same
 * venues and nights again and again (every confirmation reads its venue and its night's start).
 */
function readingOnce(db: Queryable): Queryable {
  const answers = new Map<string, Promise<unknown>>();
  const query = (text: string, values?: unknown[]) => {
    const key = JSON.stringify([text, values ?? []]);
    let answer = answers.get(key);
    if (!answer) {
      answer = db.query(text, values);
      answers.set(key, answer);
    }
    return answer;
  };
  return { query } as unknown as Queryable;
}

/** The mails an event's rules compose, each with its job id. */
async function composeMails(event: RecordedEvent, rules: MailRule[], composition: MailComposition): Promise<QueuedMail[]> {
  const mails: QueuedMail[] = [];
  for (const rule of rules) {
    const composed = [(await rule.compose(event, composition)) ?? []].flat();
    for (const [recipient, mail] of composed.entries()) {
      // An erased person's address reads blank: no new mail goes to them.
      if (mail.to.trim() === '') continue;
      mails.push({ id: mailJobId(event.metadata.eventId, rule.name, recipient), eventId: event.metadata.eventId, rule: rule.name, mail });
    }
  }
  return mails;
}

interface QueuedMail {
  id: string;
  eventId: string;
  rule: string;
  mail: OutgoingMail;
}

/** Also for mails that no domain event causes (say, a webhook disabled by the relay). */
export async function queueMail(tx: Queryable, id: string, eventId: string, rule: string, mail: OutgoingMail) {
  await queueMails(tx, [{ id, eventId, rule, mail }]);
}

async function queueMails(tx: Queryable, queued: QueuedMail[]) {
  if (queued.length === 0) return;
  const { from, params } = unnestRows(
    'mail',
    OUTBOX_COLUMNS,
    queued.map(({ id, eventId, rule, mail }) => [
      id,
      eventId,
      rule,
      mail.to,
      mail.subject,
      mail.html,
      mail.text,
      mail.replyTo ?? null,
      mail.listUnsubscribe ?? null,
      mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      mail.locale ?? null,
    ]),
  );
  await tx.query(`INSERT INTO mail_outbox (${OUTBOX_COLUMNS.map(([name]) => name).join(', ')}) SELECT * FROM ${from} ON CONFLICT (id) DO NOTHING`, params);
}

const OUTBOX_COLUMNS = [
  ['id', 'text'],
  ['event_id', 'uuid'],
  ['rule', 'text'],
  ['to_address', 'text'],
  ['subject', 'text'],
  ['html', 'text'],
  ['text', 'text'],
  ['reply_to', 'text'],
  ['list_unsubscribe', 'text'],
  ['attachments', 'jsonb'],
  ['locale', 'text'],
] as const;
