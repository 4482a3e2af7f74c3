import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig, type GoogleBookingSettings } from '../../../config/config';
import { PG_POOL } from '#platform/database/database.tokens';
import { logger } from '#platform/logging/json-logger';
import { claimerGone, RelayLoop } from '#platform/relay/relay-loop';

interface ClaimedNotification {
  id: string;
  attempts: number;
}

const TIMEOUT_MS = 10_000;
const LONGEST_WAIT_MS = 3_600_000;
const RETRY_WINDOW_MS = 72 * 3_600_000;

/**
 * Sends the booking notifications the notifier put in the outbox (google_notifications), through
 * the platform's relay loop: PATCH <GOOGLE_NOTIFICATION_URL>/v1alpha/notification/partners/<partner>/bookings/<id>?updateMask=…,
 * as Google's booking notification API (notification.partners.bookings.patch) takes them. A
 * booking's notifications go one after another in the order they happened, so Google never ends on
 * an older state; a failed one is tried again after GOOGLE_NOTIFICATION_RETRY_BASE_MS, doubling up
 * to an hour, for three days. Google's refusal of the request itself (a 4xx but 408 and 429) is not retried.
 */
export class GoogleNotificationRelay {
  private readonly loop: RelayLoop<ClaimedNotification>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: GoogleBookingSettings & { notificationUrl: string },
  ) {
    this.loop = new RelayLoop(
      pool,
      {
        claim: (owner, limit) => this.claimDue(owner, limit),
        jobId: (notification) => `${notification.id}-${notification.attempts}`,
        send: (notification) => this.attempt(notification),
      },
      { name: 'google-notifications', redis: null, jobOptions: {}, concurrency: 4, pollMs: 250, batch: 20 },
    );
  }

  start() {
    this.loop.start();
  }

  stop() {
    return this.loop.stop();
  }

  private async claimDue(owner: number, limit: number): Promise<ClaimedNotification[]> {
    const { rows } = await this.pool.query<ClaimedNotification>(
      `UPDATE google_notifications SET status = 'sending', attempts = attempts + 1, claimed_by = $1, updated_at = now()
        WHERE id IN (
          SELECT n.id FROM google_notifications n
           WHERE ((n.status = 'pending' AND n.next_attempt_at <= now()) OR (n.status = 'sending' AND (n.claimed_by IS NULL OR ${claimerGone('n.claimed_by')})))
             AND NOT EXISTS (SELECT 1 FROM google_notifications o WHERE o.booking_id = n.booking_id AND o.seq < n.seq AND o.status IN ('pending', 'sending'))
           ORDER BY n.seq LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, attempts`,
      [owner],
    );
    return rows;
  }

  private async attempt({ id, attempts }: ClaimedNotification): Promise<void> {
    const { rows } = await this.pool.query<{ booking_id: string; update_mask: string; body: object; created_at: Date }>(
      `SELECT booking_id, update_mask, body, created_at FROM google_notifications WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
      [id, attempts],
    );
    const notification = rows[0];
    if (!notification) return;
    const outcome = await this.patch(notification.booking_id, notification.update_mask, notification.body);
    if (outcome.sent) return this.settle(id, attempts, 'sent', null);
    const wait = Math.min(LONGEST_WAIT_MS, this.settings.retryBaseMs * 2 ** (attempts - 1));
    const within = Date.now() + wait - notification.created_at.getTime() < RETRY_WINDOW_MS;
    if (!outcome.retry || !within) {
      logger.warn({ message: 'Google booking notification given up', id, bookingId: notification.booking_id, error: outcome.error }, 'Google');
      return this.settle(id, attempts, 'failed', outcome.error);
    }
    await this.pool.query(
      `UPDATE google_notifications SET status = 'pending', next_attempt_at = now() + make_interval(secs => $3), last_error = $4, updated_at = now()
        WHERE id = $1 AND attempts = $2`,
      [id, attempts, wait / 1000, outcome.error],
    );
  }

  private async settle(id: string, attempts: number, status: 'sent' | 'failed', error: string | null) {
    await this.pool.query(`UPDATE google_notifications SET status = $3, last_error = $4, updated_at = now() WHERE id = $1 AND attempts = $2`, [id, attempts, status, error]);
  }

  private async patch(bookingId: string, updateMask: string, body: object): Promise<{ sent: boolean; retry: boolean; error: string | null }> {
    const { notificationUrl, partnerId, notificationToken } = this.settings;
    const name = `partners/${encodeURIComponent(partnerId)}/bookings/${encodeURIComponent(bookingId)}`;
    const url = `${notificationUrl}/v1alpha/notification/${name}?updateMask=${encodeURIComponent(updateMask)}`;
    try {
      const response = await fetch(url, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...(notificationToken ? { authorization: `Bearer ${notificationToken}` } : {}) },
        body: JSON.stringify({ name, ...body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { sent: true, retry: false, error: null };
      const retry = response.status >= 500 || response.status === 408 || response.status === 429;
      return { sent: false, retry, error: `HTTP ${response.status}` };
    } catch (error) {
      return { sent: false, retry: true, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** Runs the relay in processes that follow the feed (RUN_PROJECTIONS), when GOOGLE_NOTIFICATION_URL is set. */
@Injectable()
export class GoogleNotificationRelayHost implements OnApplicationBootstrap, OnModuleDestroy {
  private relay: GoogleNotificationRelay | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    const { notificationUrl } = this.config.googleBooking;
    if (!this.config.runProjections || !notificationUrl) return;
    this.relay = new GoogleNotificationRelay(this.pool, { ...this.config.googleBooking, notificationUrl });
    this.relay.start();
  }

  async onModuleDestroy() {
    await this.relay?.stop();
    this.relay = null;
  }
}
