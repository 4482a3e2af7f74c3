import { randomUUID } from 'node:crypto';
import { Queue, Worker, type Job } from 'bullmq';
import type Redis from 'ioredis';
import type pg from 'pg';
import { WEBHOOK_SIGNATURE_HEADER } from '@izlazak/contracts';
import type { IntegrationSettings } from '../../../config/config';
import { logger } from '#platform/logging/json-logger';
import { queueMail } from '#platform/mail/mail-outbox';
import { mailLayout } from '#platform/mail/mail-rule';
import { nextAttemptAt, verdictOf, type RetrySchedule } from '../domain/delivery-policy';
import { signatureHeader } from '../domain/webhook-signature';
import { postWebhook, urlRefusal, type PostOutcome } from './webhook-post';

const POLL_MS = 250;
const BATCH = 20;
const JOB_OPTIONS = { attempts: 1, removeOnComplete: 1000, removeOnFail: 5000 };

interface ClaimedDelivery {
  id: string;
  attempts: number;
}

interface DeliveryToSend {
  webhook_id: string;
  event_id: string;
  event_type: string;
  body: string;
  window_started_at: Date;
  url: string;
  secret: string;
  previous_secret: string | null;
  sendable: boolean;
}

/**
 * Sends what the webhook dispatcher put in the outbox, at least once. The relay loop claims due
 * rows (each claim is a numbered attempt) and hands each attempt to BullMQ, whose worker POSTs it;
 * without Redis it POSTs in-process. An attempt whose worker died (a crash, a deploy) leaves its
 * row in flight; after WEBHOOK_RECLAIM_AFTER_MS it is claimed again under the next number, and the
 * old job, should it ever run, finds its number stale and does nothing.
 */
export class WebhookRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private workerConnection: Redis | null = null;
  /** Aborts the POSTs in flight on stop: they are left for a reclaim, as if the process had died. */
  private readonly stopping = new AbortController();
  private readonly inProcess = new Set<Promise<void>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: IntegrationSettings,
    private readonly redis: { connection: Redis; prefix: string } | null,
  ) {}

  start() {
    if (this.running) return;
    this.running = true;
    if (this.redis) this.startQueue(this.redis.connection, this.redis.prefix);
    this.loop = this.relayLoop();
  }

  async stop() {
    this.running = false;
    this.stopping.abort();
    await this.loop;
    await Promise.allSettled([...this.inProcess]);
    await this.worker?.close(true);
    await this.queue?.close();
    await this.workerConnection?.quit().catch(() => this.workerConnection?.disconnect());
  }

  private startQueue(connection: Redis, prefix: string) {
    this.queue = new Queue('webhooks', { connection, prefix });
    this.workerConnection = connection.duplicate({ maxRetriesPerRequest: null });
    this.worker = new Worker('webhooks', (job: Job<ClaimedDelivery>) => this.attempt(job.data), {
      connection: this.workerConnection,
      prefix,
      concurrency: 8,
    });
    this.worker.on('error', (error) => logger.error({ message: 'Webhook worker failed', error: error.message }, 'Webhooks'));
  }

  private async relayLoop() {
    while (this.running) {
      let claimed = 0;
      try {
        const due = await this.claimDue();
        claimed = due.length;
        for (const delivery of due) await this.dispatch(delivery);
      } catch (error) {
        logger.error({ message: 'Webhook relay failed', error: String(error) }, 'Webhooks');
      }
      if (claimed < BATCH) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async claimDue(): Promise<ClaimedDelivery[]> {
    const { rows } = await this.pool.query<ClaimedDelivery>(
      `UPDATE webhook_deliveries SET status = 'sending', attempts = attempts + 1, updated_at = now()
        WHERE id IN (
          SELECT id FROM webhook_deliveries
           WHERE (status = 'pending' AND next_attempt_at <= now())
              OR (status = 'sending' AND updated_at < now() - make_interval(secs => $1))
           ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, attempts`,
      [this.settings.webhookReclaimAfterMs / 1000],
    );
    return rows;
  }

  private async dispatch(delivery: ClaimedDelivery) {
    if (this.queue) {
      await this.queue.add('deliver', delivery, { jobId: `${delivery.id}-${delivery.attempts}`, ...JOB_OPTIONS });
      return;
    }
    const attempt = this.attempt(delivery).catch((error) => logger.error({ message: 'Webhook attempt failed', error: String(error) }, 'Webhooks'));
    this.inProcess.add(attempt);
    void attempt.finally(() => this.inProcess.delete(attempt));
  }

  /** One numbered attempt of one delivery; a stale number (the row was reclaimed) is a no-op. */
  private async attempt({ id, attempts: attemptNumber }: ClaimedDelivery): Promise<void> {
    const delivery = await this.takeAttempt(id, attemptNumber);
    if (!delivery) return;
    if (!delivery.sendable) {
      await this.pool.query(`UPDATE webhook_deliveries SET status = 'failed', updated_at = now() WHERE id = $1`, [id]);
      return;
    }
    const startedAt = new Date();
    let outcome: PostOutcome;
    try {
      outcome = await this.post(delivery);
    } catch (error) {
      if (this.stopping.signal.aborted) return; // left in flight: reclaimed later, by this process or another
      outcome = { statusCode: null, responseExcerpt: '', error: error instanceof Error ? error.message : String(error) };
    }
    await this.record(id, attemptNumber, startedAt, outcome);
    await this.settle(id, attemptNumber, delivery, outcome);
  }

  /** Marks the attempt as alive (so it is not reclaimed while it runs) and reads what to send. */
  private async takeAttempt(id: string, attemptNumber: number): Promise<DeliveryToSend | null> {
    const { rows } = await this.pool.query<DeliveryToSend>(
      `WITH taken AS (
         UPDATE webhook_deliveries SET updated_at = now() WHERE id = $1 AND attempts = $2 AND status = 'sending'
         RETURNING webhook_id, event_id, event_type, body, window_started_at)
       SELECT t.*, w.url, w.secret,
              CASE WHEN w.previous_secret_until > now() THEN w.previous_secret END AS previous_secret,
              (w.status = 'active' AND w.deleted_at IS NULL AND k.revoked_at IS NULL) AS sendable
         FROM taken t JOIN integration_webhooks w ON w.id = t.webhook_id JOIN integration_keys k ON k.id = w.key_id`,
      [id, attemptNumber],
    );
    return rows[0] ?? null;
  }

  private async post(delivery: DeliveryToSend): Promise<PostOutcome> {
    const url = new URL(delivery.url);
    const refusal = await urlRefusal(url, this.settings.webhooksAllowLoopback);
    if (refusal) return { statusCode: null, responseExcerpt: '', error: refusal === 'unresolvable' ? 'Adresa ne može da se razreši' : 'Adresa nije dozvoljena' };
    const timestamp = Math.floor(Date.now() / 1000);
    const secrets = [delivery.secret, ...(delivery.previous_secret ? [delivery.previous_secret] : [])];
    const headers = {
      'user-agent': 'Izlazak-Webhooks/1',
      'izlazak-event-id': delivery.event_id,
      'izlazak-event-type': delivery.event_type,
      [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secrets, delivery.event_id, timestamp, delivery.body),
    };
    return postWebhook(url, headers, delivery.body, {
      timeoutMs: this.settings.webhookTimeoutMs,
      allowLoopback: this.settings.webhooksAllowLoopback,
      signal: this.stopping.signal,
    });
  }

  private async record(id: string, attemptNumber: number, startedAt: Date, outcome: PostOutcome) {
    await this.pool.query(
      `INSERT INTO webhook_delivery_attempts (delivery_id, attempt, attempted_at, status_code, duration_ms, error, response_excerpt)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, attemptNumber, startedAt, outcome.statusCode, Date.now() - startedAt.getTime(), outcome.error, outcome.responseExcerpt],
    );
  }

  private async settle(id: string, attemptNumber: number, delivery: DeliveryToSend, outcome: PostOutcome) {
    const verdict = verdictOf(outcome.statusCode);
    const setStatus = (status: string, extra = '') =>
      this.pool.query(`UPDATE webhook_deliveries SET status = '${status}', updated_at = now()${extra} WHERE id = $1 AND attempts = $2`, [id, attemptNumber]);
    switch (verdict) {
      case 'delivered':
        await setStatus('delivered', ', delivered_at = now()');
        return;
      case 'refused':
        await setStatus('failed');
        return;
      case 'gone':
        await setStatus('failed');
        await this.disable(delivery.webhook_id, 'Primalac je odgovorio 410 Gone');
        return;
      case 'retry': {
        const next = nextAttemptAt(attemptNumber, new Date(), delivery.window_started_at, this.schedule());
        if (next) {
          await this.pool.query(
            `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = $3, updated_at = now() WHERE id = $1 AND attempts = $2`,
            [id, attemptNumber, next],
          );
          return;
        }
        await setStatus('failed');
        await this.disable(delivery.webhook_id, 'Isporuke nisu uspevale tokom celog perioda ponavljanja');
        return;
      }
    }
  }

  private schedule(): RetrySchedule {
    return { baseMs: this.settings.webhookRetryBaseMs, maxMs: this.settings.webhookRetryMaxMs, windowMs: this.settings.webhookRetryWindowMs };
  }

  /** Disables the endpoint once and tells its owner why. */
  private async disable(webhookId: string, reason: string) {
    const { rows } = await this.pool.query<{ owner_email: string; url: string }>(
      `UPDATE integration_webhooks SET status = 'disabled', disabled_reason = $2 WHERE id = $1 AND status = 'active' RETURNING owner_email, url`,
      [webhookId, reason],
    );
    if (!rows[0]) return;
    logger.warn({ message: 'Webhook disabled', webhookId, reason }, 'Webhooks');
    const { html, text } = mailLayout('Webhook je isključen', [
      `Webhook ${rows[0].url} je isključen: ${reason}.`,
      'Kada primalac ponovo radi, na ekranu Integracije ponovo pošaljite neuspele isporuke; webhook se time ponovo uključuje.',
    ]);
    await queueMail(this.pool, `webhook-disabled-${webhookId}-${Date.now()}`, randomUUID(), 'webhook-disabled', {
      to: rows[0].owner_email,
      subject: 'Izlazak: webhook je isključen',
      html,
      text,
    });
  }
}
