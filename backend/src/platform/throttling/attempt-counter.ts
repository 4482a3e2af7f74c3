import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../database/database.tokens';

/**
 * Attempts counted per key in a sliding window: failed logins, reset-link requests, anonymous
 * writes. Not in the event store: they are not business facts but short-lived security counters,
 * written on every wrong password (an attacker must not be able to grow the permanent history),
 * read at once by every process (a lagging read model would let a burst through) and thrown away
 * after the window. The table keeps its first name, from when it counted logins only.
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

export const WINDOW_MINUTES = 15;

export interface ThrottleKey {
  key: string;
  limit: number;
}

@Injectable()
export class AttemptCounter {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Seconds until the first of these keys is under its limit again; 0 when none is over. */
  async waitSeconds(keys: ThrottleKey[]): Promise<number> {
    const { rows } = await this.pool.query<{ key: string; attempts: number; wait: number }>(
      `SELECT key, count(*)::int AS attempts,
              ceil(extract(epoch FROM min(attempted_at) + make_interval(mins => $2) - now()))::int AS wait
         FROM auth_attempts
        WHERE key = ANY($1) AND attempted_at > now() - make_interval(mins => $2)
        GROUP BY key`,
      [keys.map((k) => k.key), WINDOW_MINUTES],
    );
    let wait = 0;
    for (const row of rows) {
      const limit = keys.find((k) => k.key === row.key)!.limit;
      if (row.attempts >= limit) wait = Math.max(wait, row.wait, 1);
    }
    return wait;
  }

  async record(keys: ThrottleKey[]): Promise<void> {
    await this.pool.query(
      `WITH expired AS (
         DELETE FROM auth_attempts WHERE key = ANY($1) AND attempted_at < now() - make_interval(mins => $2)
       )
       INSERT INTO auth_attempts (key) SELECT unnest($1::text[])`,
      [keys.map((k) => k.key), WINDOW_MINUTES],
    );
  }

  async clear(keys: ThrottleKey[]): Promise<void> {
    await this.pool.query('DELETE FROM auth_attempts WHERE key = ANY($1)', [keys.map((k) => k.key)]);
  }
}

/** "za 15 minuta", "za 1 minut": the wait rounded up to whole minutes. */
export const minutesToWait = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minut' : 'minuta'}`;
};
