import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Migration } from '#platform/database/migrations';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReactor, type ProjectionHandler, type Projector } from '#platform/projections/projector';
import { domainEventTypesFor, toPublicEvent } from '../domain/public-events';
import { approvesVenue, readScopeOf, waitsForApproval } from '../domain/read-scope';

/** The deliveries outbox and the log of every attempt; the dispatcher writes, the relay sends. */
export const WEBHOOK_DELIVERIES_MIGRATION: Migration = {
  id: '20261201-12-webhook-deliveries',
  sql: `
    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY,
      webhook_id uuid NOT NULL,
      event_id uuid NOT NULL,
      event_type text NOT NULL,
      commit_position numeric(20) NOT NULL,
      prepare_position numeric(20) NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      window_started_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz,
      UNIQUE (webhook_id, event_id)
    );
    CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending');
    CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, commit_position DESC, prepare_position DESC);

    CREATE TABLE webhook_delivery_attempts (
      id bigserial PRIMARY KEY,
      delivery_id uuid NOT NULL,
      attempt integer NOT NULL,
      attempted_at timestamptz NOT NULL,
      status_code integer,
      duration_ms integer NOT NULL,
      error text,
      response_excerpt text NOT NULL DEFAULT ''
    );
    CREATE INDEX webhook_delivery_attempts_delivery_idx ON webhook_delivery_attempts (delivery_id, id);`,
};

/** Venues signed up and not approved yet, as the dispatcher has followed them. */
export const WEBHOOK_PENDING_VENUES_MIGRATION: Migration = {
  id: '20261202-03-webhook-pending-venues',
  sql: `CREATE TABLE webhook_pending_venues (venue_id text PRIMARY KEY);`,
};

interface Subscriber {
  id: string;
  club_id: string | null;
  types: string[];
  created_by_admin: boolean;
  starts_after_commit: string;
  starts_after_prepare: string;
}

/**
 * A reactor: for each public event, one delivery row per active endpoint that sees it, written in
 * the transaction that moves its checkpoint, so no event is lost or queued twice whatever crashes.
 * The body is fixed here, so every retry sends the same bytes. The endpoints are read once a batch.
 */
export function webhookDispatcher(): Projector {
  const handlers: Record<string, ProjectionHandler> = {};
  for (const type of domainEventTypesFor()) handlers[type] = (event, tx) => queueBatch([event], tx);
  return defineReactor({ name: 'webhook-dispatcher', migrations: [WEBHOOK_DELIVERIES_MIGRATION, WEBHOOK_PENDING_VENUES_MIGRATION], handlers, handleBatch: queueBatch });
}

async function queueBatch(events: RecordedEvent[], tx: pg.PoolClient) {
  const { rows: webhooks } = await tx.query<Subscriber>(
    `SELECT w.id, w.club_id, w.types, k.created_by_admin, w.starts_after_commit::text, w.starts_after_prepare::text
       FROM integration_webhooks w JOIN integration_keys k ON k.id = w.key_id
      WHERE w.status = 'active' AND w.deleted_at IS NULL AND k.revoked_at IS NULL`,
  );
  for (const event of events)
    await queueDeliveries(
      event,
      webhooks.filter((webhook) => startedBefore(webhook, event)),
      tx,
    );
}

/** An endpoint hears of the events after the moment it was registered. */
function startedBefore(webhook: Subscriber, event: RecordedEvent): boolean {
  const commit = BigInt(webhook.starts_after_commit);
  return commit < event.position.commit || (commit === event.position.commit && BigInt(webhook.starts_after_prepare) < event.position.prepare);
}

async function queueDeliveries(event: RecordedEvent, webhooks: Subscriber[], tx: pg.PoolClient) {
  const venuePending = await followApproval(event, tx);
  for (const webhook of webhooks) {
    const scope = readScopeOf({ clubId: webhook.club_id, createdByAdmin: webhook.created_by_admin });
    const publicEvent = toPublicEvent(event, scope);
    if (!publicEvent || !webhook.types.includes(publicEvent.type)) continue;
    if (waitsForApproval(publicEvent, scope) && (await venuePending(publicEvent.venueId))) continue;
    await tx.query(
      `INSERT INTO webhook_deliveries (id, webhook_id, event_id, event_type, commit_position, prepare_position, body)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (webhook_id, event_id) DO NOTHING`,
      [randomUUID(), webhook.id, publicEvent.id, publicEvent.type, event.position.commit.toString(), event.position.prepare.toString(), JSON.stringify(publicEvent)],
    );
  }
}

/**
 * Keeps the set of venues awaiting approval as the events pass (in order, so always as it was at
 * this event) and answers whether a venue is in it. A rejected sign-up (deleted while waiting) is
 * never heard of, so it leaves the set only after this event was judged.
 */
async function followApproval(event: RecordedEvent, tx: pg.PoolClient): Promise<(venueId: string) => Promise<boolean>> {
  const venueId = (event.data as { clubId?: string }).clubId;
  if (event.type === 'VenueRegistered' && !approvesVenue(event)) {
    await tx.query('INSERT INTO webhook_pending_venues (venue_id) VALUES ($1) ON CONFLICT DO NOTHING', [venueId]);
  }
  if (approvesVenue(event)) await tx.query('DELETE FROM webhook_pending_venues WHERE venue_id = $1', [venueId]);
  let pending: Promise<boolean> | null = null;
  const isPending = (id: string) => (pending ??= tx.query('SELECT 1 FROM webhook_pending_venues WHERE venue_id = $1', [id]).then((found) => (found.rowCount ?? 0) > 0));
  if (event.type !== 'VenueDeleted') return isPending;
  const wasPending = await isPending(venueId!);
  await tx.query('DELETE FROM webhook_pending_venues WHERE venue_id = $1', [venueId]);
  return () => Promise.resolve(wasPending);
}
