import type Redis from 'ioredis';
import type { Locale } from '@izlazak/contracts';
import type pg from 'pg';
import { BatchOfTheMoment } from '#platform/database/batch-of-the-moment';
import { logger } from '#platform/logging/json-logger';
import { claimerGone, RelayLoop, type RelayOutbox } from '#platform/relay/relay-loop';
import type { MailAttachment, OutgoingMail } from './mail-rule';
import type { MailTransport } from './mail-transport';

const MAX_ATTEMPTS = 5;
const DEFAULT_REQUEUE_AFTER_SECONDS = 600;
const JOB_OPTIONS = {
  attempts: MAX_ATTEMPTS,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  reply_to: string | null;
  list_unsubscribe: string | null;
  attachments: MailAttachment[] | null;
  locale: Locale | null;
  attempts: number;
}

/** A BullMQ job carries the id only; without Redis the claimed row itself is sent. */
type MailJob = { id: string; row?: OutboxRow };

const ROW_COLUMNS = 'id, to_address, subject, html, text, reply_to, list_unsubscribe, attachments, locale, attempts';

/**
 * Sends what the dispatcher put in the outbox. With Redis, each row becomes a BullMQ job whose id is
 * the row id (so a second enqueue is a no-op) and the worker sends it with retries and backoff;
 * without Redis the relay sends in-process with the same retry rule. A failing mail is logged and
 * retried, and never blocks a command.
 *
 * A row is claimed in the name of the relay (see RelayLoop): when the process that claimed it dies,
 * the next relay round anywhere, or the restarted process's first, takes it over. Handing a row
 * that still has its job to BullMQ again is a no-op, and a row already sent is never sent again.
 * Redis may also lose its data (a restart without persistence) and with it the jobs of rows marked
 * 'queued' by a live process: such a row queued for `requeueAfterSeconds` without a result is
 * handed over again for the same reason.
 */
export class MailRelay {
  private readonly loop: RelayLoop<MailJob>;
  /** The worker sends several mails side by side: their rows are read, and marked sent, together. */
  private readonly unsent = new BatchOfTheMoment<string, OutboxRow>((ids) => this.readUnsent(ids));
  private readonly sent = new BatchOfTheMoment<string, true>((ids) => this.markSent(ids));

  constructor(
    private readonly pool: pg.Pool,
    private readonly transport: MailTransport,
    private readonly redis: { connection: Redis; prefix: string; requeueAfterSeconds?: number } | null,
  ) {
    this.loop = new RelayLoop(pool, this.outbox(), { name: 'mail', redis, jobOptions: JOB_OPTIONS, concurrency: 4, pollMs: 300, batch: 20 });
  }

  /** `claims`: this process takes mails from the outbox; `works`: with Redis, it also sends queued ones (RelayLoop). */
  start(roles: { claims: boolean; works: boolean } = { claims: true, works: true }) {
    this.loop.start(roles);
  }

  stop() {
    return this.loop.stop();
  }

  private outbox(): RelayOutbox<MailJob> {
    return {
      claim: (owner, limit) => (this.redis ? this.claimForQueue(owner, limit) : this.claimToSend(owner, limit)),
      jobId: (job) => job.id,
      send: (job) => this.send(job),
      failedInProcess: (job, error) => this.failedInProcess(job.row!, error),
      failedForGood: (job, error) => this.markFailed(job.id, error.message),
    };
  }

  /** Due rows, rows whose claimer is gone and rows queued long ago go to BullMQ, in one statement. */
  private async claimForQueue(owner: number, limit: number): Promise<MailJob[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `UPDATE mail_outbox SET status = 'queued', claimed_by = $1, updated_at = now()
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE (status = 'pending' AND next_attempt_at <= now())
              OR (status IN ('sending', 'queued') AND (claimed_by IS NULL OR ${claimerGone('claimed_by')}))
              OR (status = 'queued' AND updated_at < now() - make_interval(secs => $2))
           ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [owner, this.redis?.requeueAfterSeconds ?? DEFAULT_REQUEUE_AFTER_SECONDS],
    );
    return rows.map(({ id }) => ({ id }));
  }

  /** Without Redis: due rows and rows whose claimer is gone, each a numbered attempt. */
  private async claimToSend(owner: number, limit: number): Promise<MailJob[]> {
    const { rows } = await this.pool.query<OutboxRow>(
      `UPDATE mail_outbox SET status = 'sending', claimed_by = $1, attempts = attempts + 1, updated_at = now()
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE (status = 'pending' AND next_attempt_at <= now())
              OR (status IN ('sending', 'queued') AND (claimed_by IS NULL OR ${claimerGone('claimed_by')}))
           ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING ${ROW_COLUMNS}`,
      [owner],
    );
    return rows.map((row) => ({ id: row.id, row }));
  }

  private async send({ id, row }: MailJob) {
    const mail = row ?? (await this.unsent.ask(id));
    if (!mail) return;
    await this.transport.send(id, toMail(mail));
    await this.sent.ask(id);
  }

  private async readUnsent(ids: string[]): Promise<Map<string, OutboxRow>> {
    const { rows } = await this.pool.query<OutboxRow>(`SELECT ${ROW_COLUMNS} FROM mail_outbox WHERE id = ANY($1::text[]) AND status <> 'sent'`, [ids]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async markSent(ids: string[]): Promise<Map<string, true>> {
    await this.pool.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), updated_at = now() WHERE id = ANY($1::text[])`, [ids]);
    return new Map(ids.map((id) => [id, true]));
  }

  private async failedInProcess(row: OutboxRow, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error({ message: 'Mail failed', mailId: row.id, attempt: row.attempts, error: message }, 'Mail');
    if (row.attempts >= MAX_ATTEMPTS) return this.markFailed(row.id, message);
    await this.pool.query(`UPDATE mail_outbox SET status = 'pending', last_error = $2, next_attempt_at = now() + make_interval(secs => $3), updated_at = now() WHERE id = $1`, [
      row.id,
      message,
      2 ** row.attempts * 2,
    ]);
  }

  private async markFailed(id: string, error: string) {
    await this.pool.query(`UPDATE mail_outbox SET status = 'failed', last_error = $2, updated_at = now() WHERE id = $1`, [id, error]);
  }
}

function toMail(row: OutboxRow): OutgoingMail {
  return {
    to: row.to_address,
    subject: row.subject,
    html: row.html,
    text: row.text,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    ...(row.list_unsubscribe ? { listUnsubscribe: row.list_unsubscribe } : {}),
    ...(row.attachments?.length ? { attachments: row.attachments } : {}),
    ...(row.locale ? { locale: row.locale } : {}),
  };
}
