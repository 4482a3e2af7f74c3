import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { WEBHOOK_SECRET_PREFIX, type DeliveryAttemptView, type DeliveryStatus, type PublicEventType, type WebhookDeliveryView, type WebhookView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { PG_POOL } from '#platform/database/database.tokens';
import type { Migration } from '#platform/database/migrations';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import { feedPositionText } from '../domain/public-events';

/**
 * Webhook endpoints, in a plain table like the keys: their secrets must be readable to sign each
 * delivery, and an append-only store would keep every rotated-out secret forever.
 */
export const INTEGRATION_WEBHOOKS_MIGRATION: Migration = {
  id: '20261201-11-integration-webhooks',
  sql: `
    CREATE TABLE integration_webhooks (
      id uuid PRIMARY KEY,
      key_id uuid NOT NULL,
      club_id text,
      url text NOT NULL,
      types text[] NOT NULL,
      secret text NOT NULL,
      previous_secret text,
      previous_secret_until timestamptz,
      owner_id text NOT NULL,
      owner_email text NOT NULL,
      status text NOT NULL DEFAULT 'active',
      disabled_reason text,
      starts_after_commit numeric(20) NOT NULL,
      starts_after_prepare numeric(20) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE INDEX integration_webhooks_active_idx ON integration_webhooks (status) WHERE deleted_at IS NULL;
    CREATE INDEX integration_webhooks_key_idx ON integration_webhooks (key_id);`,
};

/**
 * One owner registers one URL once: a second endpoint would receive every event twice. Endpoints
 * registered twice before this rule are kept once (the oldest). Deliveries record which relay
 * claimed them (RelayLoop), so one whose process died is taken over at once.
 */
export const WEBHOOK_URL_ONCE_MIGRATION: Migration = {
  id: '20261202-02-webhook-url-once',
  sql: `
    UPDATE integration_webhooks w SET deleted_at = now(), status = 'disabled', disabled_reason = 'Dupla adresa'
     WHERE w.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM integration_webhooks o
                    WHERE o.owner_id = w.owner_id AND o.url = w.url AND o.deleted_at IS NULL
                      AND (o.created_at, o.id) < (w.created_at, w.id));
    CREATE UNIQUE INDEX integration_webhooks_owner_url_idx ON integration_webhooks (owner_id, url) WHERE deleted_at IS NULL;
    ALTER TABLE webhook_deliveries ADD COLUMN claimed_by integer;`,
};

/** How long the replaced secret still signs deliveries after a rotation. */
const SECRET_OVERLAP = '24 hours';

interface WebhookRow {
  id: string;
  key_id: string;
  club_id: string | null;
  url: string;
  types: string[];
  status: 'active' | 'disabled';
  disabled_reason: string | null;
  created_at: Date;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  commit_position: string;
  prepare_position: string;
  status: DeliveryStatus;
  created_at: Date;
  delivered_at: Date | null;
  next_attempt_at: Date;
  attempts_log: DeliveryAttemptView[] | null;
}

/** Standard Webhooks' form: `whsec_` and the base64 of 32 random bytes. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export class UrlTakenError extends Error {}

@Injectable()
export class IntegrationWebhooks {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Registers the endpoint for events after `startsAfter` (the feed's head now): no backlog is sent. */
  async register(
    input: { url: string; types: PublicEventType[]; keyId: string; clubId: string | null },
    owner: AuthenticatedUser,
    startsAfter: GlobalPosition | null,
  ): Promise<{ _id: string; secret: string; url: string }> {
    const id = randomUUID();
    const secret = newSecret();
    const url = new URL(input.url).href;
    const { rowCount } = await this.pool.query(
      `INSERT INTO integration_webhooks (id, key_id, club_id, url, types, secret, owner_id, owner_email, starts_after_commit, starts_after_prepare)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (owner_id, url) WHERE deleted_at IS NULL DO NOTHING`,
      [id, input.keyId, input.clubId, url, input.types, secret, owner.id, owner.email, (startsAfter?.commit ?? 0n).toString(), (startsAfter?.prepare ?? 0n).toString()],
    );
    if (rowCount === 0) throw new UrlTakenError();
    return { _id: id, secret, url };
  }

  /** Admins see every endpoint; a manager those of their venue's keys. */
  async listFor(caller: AuthenticatedUser): Promise<WebhookView[]> {
    const { rows } = await this.pool.query<WebhookRow>(
      `SELECT * FROM integration_webhooks WHERE deleted_at IS NULL AND ($1::text IS NULL OR club_id = $1) ORDER BY created_at DESC`,
      [caller.role === 'admin' ? null : (caller.clubId ?? '')],
    );
    return rows.map(toView);
  }

  async findManagedBy(caller: AuthenticatedUser, webhookId: string): Promise<WebhookView | null> {
    if (!/^[0-9a-f-]{36}$/i.test(webhookId)) return null;
    const { rows } = await this.pool.query<WebhookRow>('SELECT * FROM integration_webhooks WHERE id = $1 AND deleted_at IS NULL', [webhookId]);
    const row = rows[0];
    if (!row || (caller.role !== 'admin' && (row.club_id === null || row.club_id !== caller.clubId))) return null;
    return toView(row);
  }

  async delete(webhookId: string): Promise<void> {
    await this.pool.query(`UPDATE integration_webhooks SET deleted_at = now(), status = 'disabled', disabled_reason = 'Obrisan' WHERE id = $1`, [webhookId]);
  }

  /** A new secret; the old one keeps signing beside it for a day, so the receiver can switch over. */
  async rotateSecret(webhookId: string): Promise<{ _id: string; secret: string }> {
    const secret = newSecret();
    await this.pool.query(`UPDATE integration_webhooks SET previous_secret = secret, previous_secret_until = now() + interval '${SECRET_OVERLAP}', secret = $2 WHERE id = $1`, [
      webhookId,
      secret,
    ]);
    return { _id: webhookId, secret };
  }

  /** The endpoints this turned off. */
  async disableAllOfKey(keyId: string, reason: string): Promise<WebhookView[]> {
    const { rows } = await this.pool.query<WebhookRow>(
      `UPDATE integration_webhooks SET status = 'disabled', disabled_reason = $2 WHERE key_id = $1 AND status = 'active' AND deleted_at IS NULL RETURNING *`,
      [keyId, reason],
    );
    return rows.map(toView);
  }

  /** The newest deliveries first, each with every attempt. */
  async deliveries(webhookId: string, limit = 100): Promise<WebhookDeliveryView[]> {
    const { rows } = await this.pool.query<DeliveryRow>(
      `SELECT d.id, d.event_id, d.event_type, d.commit_position, d.prepare_position, d.status, d.created_at, d.delivered_at, d.next_attempt_at,
              (SELECT json_agg(json_build_object('attemptedAt', a.attempted_at, 'statusCode', a.status_code, 'durationMs', a.duration_ms,
                                                 'error', a.error, 'responseExcerpt', a.response_excerpt) ORDER BY a.id)
                 FROM webhook_delivery_attempts a WHERE a.delivery_id = d.id) AS attempts_log
         FROM webhook_deliveries d
        WHERE d.webhook_id = $1
        ORDER BY d.commit_position DESC, d.prepare_position DESC
        LIMIT $2`,
      [webhookId, limit],
    );
    return rows.map((row) => ({
      _id: row.id,
      eventId: row.event_id,
      type: row.event_type as PublicEventType,
      position: feedPositionText({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }),
      status: row.status,
      attempts: row.attempts_log ?? [],
      createdAt: row.created_at.toISOString(),
      deliveredAt: row.delivered_at?.toISOString() ?? null,
      nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    }));
  }

  /**
   * Sends one delivery again, or every failed one after a position, with a fresh retry window.
   * An endpoint disabled by failures is enabled again: resending is the owner saying it is back.
   * Returns how many deliveries were queued.
   */
  async redeliver(webhookId: string, which: { deliveryId: string } | { after: GlobalPosition }): Promise<number> {
    const { rowCount } =
      'deliveryId' in which
        ? await this.pool.query(
            `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), window_started_at = now(), updated_at = now()
              WHERE webhook_id = $1 AND id::text = $2 AND status <> 'sending'`,
            [webhookId, which.deliveryId],
          )
        : await this.pool.query(
            `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), window_started_at = now(), updated_at = now()
              WHERE webhook_id = $1 AND status = 'failed' AND (commit_position, prepare_position) > ($2::numeric, $3::numeric)`,
            [webhookId, which.after.commit.toString(), which.after.prepare.toString()],
          );
    if ((rowCount ?? 0) > 0) {
      await this.pool.query(
        `UPDATE integration_webhooks w SET status = 'active', disabled_reason = NULL
           FROM integration_keys k
          WHERE w.id = $1 AND w.deleted_at IS NULL AND k.id = w.key_id AND k.revoked_at IS NULL`,
        [webhookId],
      );
    }
    return rowCount ?? 0;
  }

  async deliveryExists(webhookId: string, deliveryId: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(deliveryId)) return false;
    const { rows } = await this.pool.query('SELECT 1 FROM webhook_deliveries WHERE webhook_id = $1 AND id = $2', [webhookId, deliveryId]);
    return rows.length > 0;
  }
}

function toView(row: WebhookRow): WebhookView {
  return {
    _id: row.id,
    url: row.url,
    types: row.types as PublicEventType[],
    keyId: row.key_id,
    clubId: row.club_id,
    status: row.status,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at.toISOString(),
  };
}
