import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#platform/database/database.tokens';

/**
 * Attempts counted per key in a window: failed logins, reset-link requests, anonymous writes. Not
 * in the event store: they are not business facts but short-lived security counters, written on
 * every wrong password (an attacker must not be able to grow the permanent history), read at once
 * by every process (a lagging read model would let a burst through) and thrown away after the
 * window.
 */
export const COUNTED_ATTEMPTS_MIGRATION = {
  id: '20261123-11-auth-attempts',
  sql: `
    CREATE TABLE auth_attempts (
      key text NOT NULL,
      attempted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX auth_attempts_key_idx ON auth_attempts (key, attempted_at);`,
};

/**
 * One row per key, counted and decided in one statement: a burst of parallel requests cannot all
 * read "under the limit" before any of them is counted.
 */
export const ATTEMPT_COUNTERS_MIGRATION = {
  id: '20261123-71-attempt-counters',
  sql: `
    DROP TABLE IF EXISTS auth_attempts;
    CREATE TABLE attempt_counters (
      key text PRIMARY KEY,
      attempts integer NOT NULL,
      window_ends_at timestamptz NOT NULL
    );
    CREATE INDEX attempt_counters_window_idx ON attempt_counters (window_ends_at);`,
};

export const WINDOW_MINUTES = 15;

export interface ThrottleKey {
  key: string;
  limit: number;
}

/** A ticket for attempts taken: `wait` > 0 means refused (nothing stays counted), else allowed. */
export interface Taken {
  wait: number;
}

@Injectable()
export class AttemptCounter {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /**
   * Counts one attempt on every key and decides in the same statement. Over a limit: the attempt
   * is given back (a refused request does not lengthen the wait) and `wait` says for how long
   * (seconds). A window starts with its first attempt and lasts WINDOW_MINUTES.
   */
  async take(keys: ThrottleKey[]): Promise<Taken> {
    if (keys.length === 0) return { wait: 0 };
    // Now and then, not on every request: counters of ended windows are dead rows.
    if (Math.random() < 0.01) await this.pool.query('DELETE FROM attempt_counters WHERE window_ends_at < now()');
    const rows = await this.count(keys, +1);
    let wait = 0;
    for (const row of rows) {
      if (row.attempts > limitOf(keys, row.key)) wait = Math.max(wait, row.wait, 1);
    }
    if (wait > 0) await this.giveBack(keys);
    return { wait };
  }

  /** Uncounts one attempt per key: the request it was taken for turned out not to count. */
  async giveBack(keys: ThrottleKey[]): Promise<void> {
    if (keys.length > 0) await this.count(keys, -1);
  }

  async clear(keys: ThrottleKey[]): Promise<void> {
    await this.pool.query('DELETE FROM attempt_counters WHERE key = ANY($1)', [keys.map((k) => k.key)]);
  }

  /** Keys in one order, so two statements on the same keys never wait for each other in a cycle. */
  private async count(keys: ThrottleKey[], step: 1 | -1) {
    const { rows } = await this.pool.query<{ key: string; attempts: number; wait: number }>(
      `INSERT INTO attempt_counters AS c (key, attempts, window_ends_at)
       SELECT key, greatest($2::int, 0), now() + make_interval(mins => $3)
         FROM unnest($1::text[]) AS key
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN c.window_ends_at <= now() THEN greatest($2::int, 0) ELSE greatest(c.attempts + $2::int, 0) END,
         window_ends_at = CASE WHEN c.window_ends_at <= now() THEN excluded.window_ends_at ELSE c.window_ends_at END
       RETURNING key, attempts, ceil(extract(epoch FROM window_ends_at - now()))::int AS wait`,
      [[...new Set(keys.map((k) => k.key))].sort(), step, WINDOW_MINUTES],
    );
    return rows;
  }
}

const limitOf = (keys: ThrottleKey[], key: string) => keys.find((k) => k.key === key)!.limit;

/** "za 15 minuta", "za 1 minut": the wait rounded up to whole minutes. */
export const minutesToWait = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minut' : 'minuta'}`;
};
