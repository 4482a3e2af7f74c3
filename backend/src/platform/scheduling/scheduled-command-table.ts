import type { Migration } from '#platform/database/migrations';
import type { Queryable } from '#platform/database/pool';
import { schedulerGone } from './claimer-lease';

/**
 * One row per `<stream>:<purpose>`: the source of truth of what is to run when. `run_at` is the
 * moment asked for, `due_at` the next try (the moment, then each retry's). `generation` grows with
 * every schedule and cancel, so a run that started before one never settles the row after it.
 * States: pending → running → done | refused (the command no longer applied) | failed (out of
 * attempts); cancelled.
 */
export const SCHEDULED_COMMANDS_MIGRATION: Migration = {
  id: '20261210-01-scheduled-commands',
  sql: `
    CREATE TABLE scheduled_commands (
      key text PRIMARY KEY,
      stream text NOT NULL,
      purpose text NOT NULL,
      run_at timestamptz NOT NULL,
      payload jsonb NOT NULL,
      state text NOT NULL DEFAULT 'pending',
      due_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      generation integer NOT NULL DEFAULT 1,
      claimed_by integer,
      claimed_at timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      done_at timestamptz
    );
    CREATE INDEX scheduled_commands_due_idx ON scheduled_commands (due_at) WHERE state = 'pending';
    CREATE INDEX scheduled_commands_running_idx ON scheduled_commands (claimed_at) WHERE state = 'running';`,
};

export type ScheduledCommandState = 'pending' | 'running' | 'done' | 'refused' | 'failed' | 'cancelled';

/** A row as tests and operators read it. */
export interface ScheduledCommandRow {
  key: string;
  stream: string;
  purpose: string;
  runAt: Date;
  payload: unknown;
  state: ScheduledCommandState;
  dueAt: Date;
  attempts: number;
  lastError: string | null;
  doneAt: Date | null;
}

/** One claim of a due row: (key, generation, attempt) names it, so only this claim may settle it. */
export interface ClaimedCommand {
  key: string;
  stream: string;
  purpose: string;
  runAt: Date;
  payload: unknown;
  attempt: number;
  generation: number;
}

export const scheduledCommandKey = (stream: string, purpose: string) => `${stream}:${purpose}`;

/**
 * Puts the row in place, or replaces its time and payload. The same time and payload again is no
 * change (a replayed event, a second process): a row under way or run stays as it is. Anything
 * else starts over, a row that already ran or was cancelled included. Null when nothing changed.
 */
export async function upsertSchedule(
  db: Queryable,
  row: { stream: string; purpose: string; runAt: Date; payload: unknown },
): Promise<{ dueAt: Date; previousDueAt: Date | null } | null> {
  const { rows } = await db.query<{ due_at: Date; previous_due_at: Date | null }>(
    `WITH previous AS (SELECT due_at FROM scheduled_commands WHERE key = $1)
     INSERT INTO scheduled_commands AS s (key, stream, purpose, run_at, due_at, payload)
     VALUES ($1, $2, $3, $4, $4, $5::jsonb)
     ON CONFLICT (key) DO UPDATE
        SET run_at = EXCLUDED.run_at, due_at = EXCLUDED.run_at, payload = EXCLUDED.payload, state = 'pending', attempts = 0,
            generation = s.generation + 1, claimed_by = NULL, claimed_at = NULL, last_error = NULL, done_at = NULL, updated_at = now()
      WHERE NOT (s.run_at = EXCLUDED.run_at AND s.payload = EXCLUDED.payload AND s.state IN ('pending', 'running', 'done', 'refused'))
     RETURNING s.due_at, (SELECT due_at FROM previous) AS previous_due_at`,
    [scheduledCommandKey(row.stream, row.purpose), row.stream, row.purpose, row.runAt, JSON.stringify(row.payload ?? null)],
  );
  return rows[0] ? { dueAt: rows[0].due_at, previousDueAt: rows[0].previous_due_at } : null;
}

/** Cancels a row still to run (or under way: that run settles nothing). Its due time, or null when there was nothing to cancel. */
export async function cancelSchedule(db: Queryable, key: string): Promise<Date | null> {
  const { rows } = await db.query<{ due_at: Date }>(
    `UPDATE scheduled_commands SET state = 'cancelled', generation = generation + 1, claimed_by = NULL, claimed_at = NULL, updated_at = now()
      WHERE key = $1 AND state IN ('pending', 'running')
      RETURNING due_at`,
    [key],
  );
  return rows[0]?.due_at ?? null;
}

/**
 * Claims up to `limit` rows of the given purposes (or the one `key`) for `owner`: rows due by `now`,
 * and rows under way whose scheduler is gone or whose run has taken longer than `leaseSeconds`.
 * SKIP LOCKED and the state change make two schedulers claiming at once take different rows.
 */
export async function claimDue(
  db: Queryable,
  claim: { owner: number; now: Date; purposes: string[]; key: string | null; limit: number; leaseSeconds: number },
): Promise<ClaimedCommand[]> {
  if (claim.purposes.length === 0) return [];
  const { rows } = await db.query<{ key: string; stream: string; purpose: string; run_at: Date; payload: unknown; attempts: number; generation: number }>(
    `UPDATE scheduled_commands SET state = 'running', claimed_by = $1, claimed_at = $2, attempts = attempts + 1, updated_at = now()
      WHERE key IN (
        SELECT key FROM scheduled_commands
         WHERE purpose = ANY($3::text[]) AND ($4::text IS NULL OR key = $4)
           AND ((state = 'pending' AND due_at <= $2)
             OR (state = 'running' AND (claimed_by IS NULL OR claimed_at < $2::timestamptz - make_interval(secs => $6) OR ${schedulerGone('claimed_by')})))
         ORDER BY due_at LIMIT $5 FOR UPDATE SKIP LOCKED)
      RETURNING key, stream, purpose, run_at, payload, attempts, generation`,
    [claim.owner, claim.now, claim.purposes, claim.key, claim.limit, claim.leaseSeconds],
  );
  return rows.map((row) => ({
    key: row.key,
    stream: row.stream,
    purpose: row.purpose,
    runAt: row.run_at,
    payload: row.payload,
    attempt: row.attempts,
    generation: row.generation,
  }));
}

/** The run of this claim is over: done, or refused by the decider. False when the row has moved on since (rescheduled, cancelled, reclaimed). */
export async function settleFinished(db: Queryable, claimed: ClaimedCommand, now: Date, refusal: string | null): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE scheduled_commands SET state = $4, done_at = $5, last_error = $6, claimed_by = NULL, updated_at = now()
      WHERE key = $1 AND generation = $2 AND attempts = $3 AND state = 'running'`,
    [claimed.key, claimed.generation, claimed.attempt, refusal === null ? 'done' : 'refused', now, refusal],
  );
  return rowCount === 1;
}

/** The run of this claim threw: tried again at `retryAt`, or, with no retry left (null), failed for good. */
export async function settleFailed(db: Queryable, claimed: ClaimedCommand, error: string, retryAt: Date | null): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE scheduled_commands
        SET state = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END, due_at = COALESCE($4, due_at),
            last_error = $5, claimed_by = NULL, claimed_at = NULL, updated_at = now()
      WHERE key = $1 AND generation = $2 AND attempts = $3 AND state = 'running'`,
    [claimed.key, claimed.generation, claimed.attempt, retryAt, error],
  );
  return rowCount === 1;
}

/** When the next pending row of these purposes is due, or null when none is. */
export async function nextDue(db: Queryable, purposes: string[]): Promise<Date | null> {
  if (purposes.length === 0) return null;
  const { rows } = await db.query<{ due_at: Date | null }>(`SELECT min(due_at) AS due_at FROM scheduled_commands WHERE state = 'pending' AND purpose = ANY($1::text[])`, [
    purposes,
  ]);
  return rows[0]?.due_at ?? null;
}

export async function findSchedule(db: Queryable, key: string): Promise<ScheduledCommandRow | null> {
  const { rows } = await db.query<{
    key: string;
    stream: string;
    purpose: string;
    run_at: Date;
    payload: unknown;
    state: ScheduledCommandState;
    due_at: Date;
    attempts: number;
    last_error: string | null;
    done_at: Date | null;
  }>(`SELECT key, stream, purpose, run_at, payload, state, due_at, attempts, last_error, done_at FROM scheduled_commands WHERE key = $1`, [key]);
  const row = rows[0];
  return row
    ? {
        key: row.key,
        stream: row.stream,
        purpose: row.purpose,
        runAt: row.run_at,
        payload: row.payload,
        state: row.state,
        dueAt: row.due_at,
        attempts: row.attempts,
        lastError: row.last_error,
        doneAt: row.done_at,
      }
    : null;
}
