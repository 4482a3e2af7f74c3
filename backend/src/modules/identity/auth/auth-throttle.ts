import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DomainError } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { AttemptCounter, minutesToWait, type ThrottleKey } from '#platform/throttling/attempt-counter';

/** Wrong passwords for one account (or unknown login name) from one client address. */
export const FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS = 5;
/** Wrong passwords for one account from all addresses together; its owner's known addresses are exempt. */
export const FAILED_LOGINS_PER_ACCOUNT = 20;
/** Wrong passwords from one client address: higher, as offices and mobile carriers share one. */
export const FAILED_LOGINS_PER_ADDRESS = 30;
/** Reset mails per e-mail address within the window; further requests get the same answer, no mail. */
export const RESET_REQUESTS_PER_ADDRESS = 5;
/** How long an address the owner logged in from stays known. */
const KNOWN_ADDRESS_DAYS = 90;

/** Counters are kept by the SHA-256 of the account or what was typed to sign in: the table names nobody. */
const hashedLogin = (accountOrLogin: string) => createHash('sha256').update(accountOrLogin.trim().toLowerCase()).digest('hex');
export const accountKey = (accountOrLogin: string): ThrottleKey => ({ key: `login:${hashedLogin(accountOrLogin)}`, limit: FAILED_LOGINS_PER_ACCOUNT });
export const accountAtAddressKey = (accountOrLogin: string, ip: string): ThrottleKey => ({
  key: `login:${hashedLogin(accountOrLogin)}@${ip}`,
  limit: FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS,
});
export const addressKey = (ip: string): ThrottleKey => ({ key: `login-ip:${ip}`, limit: FAILED_LOGINS_PER_ADDRESS });
export const resetRequestKey = (email: string): ThrottleKey => ({ key: `reset:${hashedLogin(email)}`, limit: RESET_REQUESTS_PER_ADDRESS });

export const tooManyLoginsMessage = (waitSeconds: number) => `Previše neuspešnih pokušaja prijave. Pokušajte ponovo za ${minutesToWait(waitSeconds)}.`;

/** The addresses each account logged in from: its owner's, as far as a server can tell. */
export const KNOWN_LOGIN_ADDRESSES_MIGRATION = {
  id: '20261123-72-known-login-addresses',
  sql: `
    CREATE TABLE known_login_addresses (
      user_id text NOT NULL,
      address text NOT NULL,
      last_login_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, address)
    );`,
};

/**
 * Login and password-reset throttling (15-minute windows). Wrong passwords are counted per account
 * and client address, per address, and per account from everywhere. Someone guessing from
 * elsewhere thus slows down themselves, not the owner: the account-wide count does not apply at an
 * address the owner has logged in from before.
 */
@Injectable()
export class AuthThrottle extends AttemptCounter {
  constructor(@Inject(PG_POOL) private readonly db: pg.Pool) {
    super(db);
  }

  /** The counters one login attempt is taken on. */
  async loginKeys(account: string, userId: string | null, ip: string): Promise<ThrottleKey[]> {
    const keys = [accountAtAddressKey(account, ip), addressKey(ip)];
    if (!(userId && (await this.isKnownAddress(userId, ip)))) keys.push(accountKey(account));
    return keys;
  }

  /** Counts the attempt, or throws the 429 the user sees when a key is over its limit. */
  async takeOrRefuse(keys: ThrottleKey[]): Promise<void> {
    const { wait } = await this.take(keys);
    if (wait > 0) throw new DomainError(429, tooManyLoginsMessage(wait));
  }

  /** A correct password: the attempt does not count, the address becomes (stays) known. */
  async succeeded(userId: string, ip: string, keys: ThrottleKey[]): Promise<void> {
    const [atAddress, ...shared] = keys;
    await this.clear([atAddress]);
    await this.giveBack(shared);
    await this.db.query(
      `INSERT INTO known_login_addresses (user_id, address) VALUES ($1, $2)
       ON CONFLICT (user_id, address) DO UPDATE SET last_login_at = now()`,
      [userId, ip],
    );
  }

  /** The owner proved the mailbox (a password reset): every wrong-password count of the account goes. */
  async forgiveAccount(userId: string): Promise<void> {
    const account = accountKey(userId).key;
    await this.db.query(`DELETE FROM attempt_counters WHERE key = $1 OR starts_with(key, $2)`, [account, `${account}@`]);
  }

  private async isKnownAddress(userId: string, ip: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM known_login_addresses WHERE user_id = $1 AND address = $2 AND last_login_at > now() - make_interval(days => $3)', [
      userId,
      ip,
      KNOWN_ADDRESS_DAYS,
    ]);
    return rows.length > 0;
  }
}
