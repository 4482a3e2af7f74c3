import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type pg from 'pg';
import { DEFAULT_LOCALE, WEBHOOK_SIGNATURE_HEADER } from '@izlazak/contracts';
import type { IntegrationSettings } from '../../../config/config';
import { logger } from '#platform/logging/json-logger';
import { claimerGone, RelayLoop } from '#platform/relay/relay-loop';
import { queueMail } from '#platform/mail/mail-outbox';
import { mailLayout, mailWords } from '#platform/mail/mail-rule';
import { nextAttemptAt, verdictOf, type RetrySchedule } from '../domain/delivery-policy';
import { legacySignatureHeader, standardWebhookHeaders } from '../domain/webhook-signature';
import { allowedAddresses, postWebhook, shortReason, type PostOutcome } from './webhook-post';

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
 * Sends what the webhook dispatcher put in the outbox, at least once, through the platform's relay
 * loop: it claims due rows (each claim is a numbered attempt) and hands each attempt to BullMQ,
 * whose worker POSTs it; without Redis it POSTs in-process. The worker that takes an attempt claims
 * it in its own relay's name. An attempt whose process died is claimed again under the next number
 * at once (or, should its worker hang, after WEBHOOK_RECLAIM_AFTER_MS), and the old job, should it
 * ever run, finds its number stale and does nothing.
 */
export class WebhookRelay {
  private readonly loop: RelayLoop<ClaimedDelivery>;
  /** Aborts the POSTs in flight on stop: they are left for a reclaim, as if the process had died. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: IntegrationSettings,
    redis: { connection: Redis; prefix: string } | null,
    /** Tells the change history that the relay turned an endpoint off. */
    private readonly onDisabled: (webhook: { webhookId: string; clubId: string | null; url: string; reason: string }) => Promise<void>,
  ) {
    this.loop = new RelayLoop(
      pool,
      {
        claim: (owner, limit) => this.claimDue(owner, limit),
        jobId: (delivery) => `${delivery.id}-${delivery.attempts}`,
        send: (delivery, owner) => this.attempt(delivery, owner),
      },
      { name: 'webhooks', redis, jobOptions: JOB_OPTIONS, concurrency: 8, pollMs: 250, batch: 20 },
    );
  }

  start() {
    this.loop.start();
  }

  async stop() {
    this.stopping.abort();
    await this.loop.stop();
  }

  private async claimDue(owner: number, limit: number): Promise<ClaimedDelivery[]> {
    const { rows } = await this.pool.query<ClaimedDelivery>(
      `UPDATE webhook_deliveries SET status = 'sending', attempts = attempts + 1, claimed_by = $1, updated_at = now()
        WHERE id IN (
          SELECT id FROM webhook_deliveries
           WHERE (status = 'pending' AND next_attempt_at <= now())
              OR (status = 'sending' AND (claimed_by IS NULL OR ${claimerGone('claimed_by')} OR updated_at < now() - make_interval(secs => $2)))
           ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, attempts`,
      [owner, this.settings.webhookReclaimAfterMs / 1000],
    );
    return rows;
  }

  /** One numbered attempt of one delivery; a stale number (the row was reclaimed) is a no-op. */
  private async attempt({ id, attempts: attemptNumber }: ClaimedDelivery, owner: number): Promise<void> {
    const delivery = await this.takeAttempt(id, attemptNumber, owner);
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
      outcome = { statusCode: null, responseExcerpt: '', error: shortReason(error as Error) };
    }
    await this.record(id, attemptNumber, startedAt, outcome);
    await this.settle(id, attemptNumber, delivery, outcome);
  }

  /** Claims the attempt for this worker's relay (so it is not reclaimed while it runs) and reads what to send. */
  private async takeAttempt(id: string, attemptNumber: number, owner: number): Promise<DeliveryToSend | null> {
    const { rows } = await this.pool.query<DeliveryToSend>(
      `WITH taken AS (
         UPDATE webhook_deliveries SET updated_at = now(), claimed_by = $3 WHERE id = $1 AND attempts = $2 AND status = 'sending'
         RETURNING webhook_id, event_id, event_type, body, window_started_at)
       SELECT t.*, w.url, w.secret,
              CASE WHEN w.previous_secret_until > now() THEN w.previous_secret END AS previous_secret,
              (w.status = 'active' AND w.deleted_at IS NULL AND k.revoked_at IS NULL) AS sendable
         FROM taken t JOIN integration_webhooks w ON w.id = t.webhook_id JOIN integration_keys k ON k.id = w.key_id`,
      [id, attemptNumber, owner],
    );
    return rows[0] ?? null;
  }

  /** Signed as Standard Webhooks says, and with the legacy header for receivers written before it. */
  private async post(delivery: DeliveryToSend): Promise<PostOutcome> {
    const url = new URL(delivery.url);
    const allowed = await allowedAddresses(url, this.settings.webhooksAllowLoopback);
    if ('refusal' in allowed)
      return { statusCode: null, responseExcerpt: '', error: allowed.refusal === 'unresolvable' ? 'Adresa ne može da se razreši' : 'Adresa nije dozvoljena' };
    const timestamp = Math.floor(Date.now() / 1000);
    const secrets = [delivery.secret, ...(delivery.previous_secret ? [delivery.previous_secret] : [])];
    const headers = {
      'user-agent': 'Izlazak-Webhooks/1',
      ...standardWebhookHeaders(secrets, delivery.event_id, timestamp, delivery.body),
      'izlazak-event-id': delivery.event_id,
      'izlazak-event-type': delivery.event_type,
      [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: legacySignatureHeader(secrets, delivery.event_id, timestamp, delivery.body),
    };
    return postWebhook(url, allowed.addresses, headers, delivery.body, { timeoutMs: this.settings.webhookTimeoutMs, signal: this.stopping.signal });
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
          await this.pool.query(`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = $3, updated_at = now() WHERE id = $1 AND attempts = $2`, [
            id,
            attemptNumber,
            next,
          ]);
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
    const { rows } = await this.pool.query<{ owner_email: string; url: string; club_id: string | null }>(
      `UPDATE integration_webhooks SET status = 'disabled', disabled_reason = $2 WHERE id = $1 AND status = 'active' RETURNING owner_email, url, club_id`,
      [webhookId, reason],
    );
    if (!rows[0]) return;
    logger.warn({ message: 'Webhook disabled', webhookId, reason }, 'Webhooks');
    await this.onDisabled({ webhookId, clubId: rows[0].club_id, url: rows[0].url, reason });
    // In Serbian: the owner is a venue's manager or an admin, whose language the account does not say yet.
    const say = mailWords(DEFAULT_LOCALE);
    const { html, text } = mailLayout(DEFAULT_LOCALE, say('mail.webhookDisabled.heading'), [
      say('mail.webhookDisabled.why', { url: rows[0].url, reason }),
      say('mail.webhookDisabled.again'),
    ]);
    await queueMail(this.pool, `webhook-disabled-${webhookId}-${Date.now()}`, randomUUID(), 'webhook-disabled', {
      to: rows[0].owner_email,
      subject: say('mail.webhookDisabled.subject'),
      html,
      text,
    });
  }
}
