import { Queue, Worker, type Job } from 'bullmq';
import type Redis from 'ioredis';
import type pg from 'pg';
import { logger } from '#platform/logging/json-logger';
import type { OutgoingMail } from './mail-rule';
import type { MailTransport } from './mail-transport';

const MAX_ATTEMPTS = 5;
const POLL_MS = 300;
const BATCH = 20;
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
  attempts: number;
}

/**
 * Sends what the dispatcher put in the outbox. With Redis, each row becomes a BullMQ job whose id is
 * the row id (so a second enqueue is a no-op) and the worker sends it with retries and backoff;
 * without Redis the relay sends in-process with the same retry rule. A failing mail is logged and
 * retried, and never blocks a command.
 *
 * Redis may lose its data (a restart without persistence) and with it the jobs of rows already
 * marked 'queued'. So a row queued for `requeueAfterSeconds` without a result is handed to BullMQ
 * again under the same job id: when its job still exists that is a no-op, when it vanished the
 * mail is sent after all, and a row already sent is never sent again.
 */
export class MailRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private workerConnection: Redis | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly transport: MailTransport,
    private readonly redis: { connection: Redis; prefix: string; requeueAfterSeconds?: number } | null,
  ) {}

  start() {
    if (this.running) return;
    this.running = true;
    if (this.redis) this.startQueue(this.redis.connection, this.redis.prefix);
    this.loop = this.relayLoop();
  }

  async stop() {
    this.running = false;
    await this.loop;
    await this.worker?.close();
    await this.queue?.close();
    // BullMQ leaves connections it was given open; this one is ours alone.
    await this.workerConnection?.quit().catch(() => this.workerConnection?.disconnect());
  }

  private startQueue(connection: Redis, prefix: string) {
    this.queue = new Queue('mail', { connection, prefix });
    this.workerConnection = connection.duplicate({ maxRetriesPerRequest: null });
    this.worker = new Worker('mail', (job: Job<{ id: string }>) => this.sendRow(job.data.id), {
      connection: this.workerConnection,
      prefix,
      concurrency: 4,
    });
    this.worker.on('failed', (job, error) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      logger.error({ message: 'Mail failed', mailId: job.data.id, attempt: job.attemptsMade, final, error: error.message }, 'Mail');
      if (final) void this.markFailed(job.data.id, error.message);
    });
  }

  private async relayLoop() {
    while (this.running) {
      try {
        const due = await this.claimDue();
        for (const row of due) await this.dispatch(row);
        const stale = await this.requeueStale();
        if (due.length === BATCH || stale === BATCH) continue;
      } catch (error) {
        logger.error({ message: 'Mail relay failed', error: String(error) }, 'Mail');
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Takes due rows for this process; rows left 'sending' by a crashed process come back later. */
  private async claimDue(): Promise<OutboxRow[]> {
    const { rows } = await this.pool.query<OutboxRow>(
      `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, updated_at = now()
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE (status = 'pending' AND next_attempt_at <= now())
            OR (status = 'sending' AND updated_at < now() - interval '5 minutes')
         ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, html, text, reply_to, attempts`,
    );
    return rows;
  }

  /** Rows queued long ago without a result go to BullMQ again (a no-op while their job exists). */
  private async requeueStale(): Promise<number> {
    if (!this.queue || !this.redis) return 0;
    const { rows } = await this.pool.query<{ id: string }>(
      `UPDATE mail_outbox SET updated_at = now()
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'queued' AND updated_at < now() - make_interval(secs => $1)
         ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [this.redis.requeueAfterSeconds ?? DEFAULT_REQUEUE_AFTER_SECONDS],
    );
    for (const { id } of rows) await this.queue.add('send', { id }, { jobId: id, ...JOB_OPTIONS });
    if (rows.length > 0) logger.warn({ message: 'Mails handed to the queue again', count: rows.length }, 'Mail');
    return rows.length;
  }

  private async dispatch(row: OutboxRow) {
    if (this.queue) {
      await this.queue.add('send', { id: row.id }, { jobId: row.id, ...JOB_OPTIONS });
      await this.pool.query(`UPDATE mail_outbox SET status = 'queued', updated_at = now() WHERE id = $1`, [row.id]);
      return;
    }
    try {
      await this.transport.send(row.id, toMail(row));
      await this.markSent(row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ message: 'Mail failed', mailId: row.id, attempt: row.attempts, error: message }, 'Mail');
      if (row.attempts >= MAX_ATTEMPTS) await this.markFailed(row.id, message);
      else await this.retryLater(row.id, row.attempts, message);
    }
  }

  private async sendRow(id: string) {
    const { rows } = await this.pool.query<OutboxRow>(
      `SELECT id, to_address, subject, html, text, reply_to, attempts FROM mail_outbox WHERE id = $1 AND status <> 'sent'`,
      [id],
    );
    if (!rows[0]) return;
    await this.transport.send(id, toMail(rows[0]));
    await this.markSent(id);
  }

  private markSent(id: string) {
    return this.pool.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  private markFailed(id: string, error: string) {
    return this.pool.query(`UPDATE mail_outbox SET status = 'failed', last_error = $2, updated_at = now() WHERE id = $1`, [id, error]);
  }

  private retryLater(id: string, attempts: number, error: string) {
    const delaySeconds = 2 ** attempts * 2;
    return this.pool.query(
      `UPDATE mail_outbox SET status = 'pending', last_error = $2, next_attempt_at = now() + make_interval(secs => $3), updated_at = now() WHERE id = $1`,
      [id, error, delaySeconds],
    );
  }
}

function toMail(row: OutboxRow): OutgoingMail {
  return { to: row.to_address, subject: row.subject, html: row.html, text: row.text, ...(row.reply_to ? { replyTo: row.reply_to } : {}) };
}
