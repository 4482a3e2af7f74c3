import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DomainError } from '../../../platform/commands/domain-errors';
import { PG_POOL } from '../../../platform/database/database.tokens';

/**
 * Failed logins and reset-link requests, counted per key in a plain table. Not in the event store:
 * they are not business facts but short-lived security counters, written on every wrong password
 * (an attacker must not be able to grow the permanent history), read at once by every process
 * (a lagging read model would let a burst through) and thrown away after the window.
 */
export const AUTH_ATTEMPTS_MIGRATION = {
  id: '20261123-11-auth-attempts',
  sql: `
    CREATE TABLE auth_attempts (
      key text NOT NULL,
      attempted_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX auth_attempts_key_idx ON auth_attempts (key, attempted_at);`,
};

export const THROTTLE_WINDOW_MINUTES = 15;
/** Wrong passwords per account (or per unknown login name) within the window. */
export const FAILED_LOGINS_PER_ACCOUNT = 5;
/** Wrong passwords from one client address: higher, as offices and mobile carriers share one. */
export const FAILED_LOGINS_PER_ADDRESS = 30;
/** Reset mails per e-mail address within the window; further requests get the same answer, no mail. */
export const RESET_REQUESTS_PER_ADDRESS = 5;

export interface ThrottleKey {
  key: string;
  limit: number;
}

export const accountKey = (accountOrLogin: string): ThrottleKey => ({ key: `login:${accountOrLogin.toLowerCase()}`, limit: FAILED_LOGINS_PER_ACCOUNT });
export const addressKey = (ip: string): ThrottleKey => ({ key: `login-ip:${ip}`, limit: FAILED_LOGINS_PER_ADDRESS });
export const resetRequestKey = (email: string): ThrottleKey => ({ key: `reset:${email.trim().toLowerCase()}`, limit: RESET_REQUESTS_PER_ADDRESS });

export const tooManyLoginsMessage = (minutes: number) =>
  `Previše neuspešnih pokušaja prijave. Pokušajte ponovo za ${minutes} ${minutes === 1 ? 'minut' : 'minuta'}.`;

@Injectable()
export class AuthThrottle {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Seconds until the first of these keys is under its limit again; 0 when none is over. */
  async waitSeconds(keys: ThrottleKey[]): Promise<number> {
    const { rows } = await this.pool.query<{ key: string; attempts: number; wait: number }>(
      `SELECT key, count(*)::int AS attempts,
              ceil(extract(epoch FROM min(attempted_at) + make_interval(mins => $2) - now()))::int AS wait
         FROM auth_attempts
        WHERE key = ANY($1) AND attempted_at > now() - make_interval(mins => $2)
        GROUP BY key`,
      [keys.map((k) => k.key), THROTTLE_WINDOW_MINUTES],
    );
    let wait = 0;
    for (const row of rows) {
      const limit = keys.find((k) => k.key === row.key)!.limit;
      if (row.attempts >= limit) wait = Math.max(wait, row.wait, 1);
    }
    return wait;
  }

  /** Throws the 429 the user sees when a key is over its limit. */
  async refuseIfThrottled(keys: ThrottleKey[]): Promise<void> {
    const wait = await this.waitSeconds(keys);
    if (wait > 0) throw new DomainError(429, tooManyLoginsMessage(Math.ceil(wait / 60)));
  }

  async record(keys: ThrottleKey[]): Promise<void> {
    await this.pool.query(
      `WITH expired AS (
         DELETE FROM auth_attempts WHERE key = ANY($1) AND attempted_at < now() - make_interval(mins => $2)
       )
       INSERT INTO auth_attempts (key) SELECT unnest($1::text[])`,
      [keys.map((k) => k.key), THROTTLE_WINDOW_MINUTES],
    );
  }

  async clear(keys: ThrottleKey[]): Promise<void> {
    await this.pool.query('DELETE FROM auth_attempts WHERE key = ANY($1)', [keys.map((k) => k.key)]);
  }
}
