import { createHash, createHmac, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { Locale } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { PG_POOL } from '#platform/database/database.tokens';
import type { IssuedToken } from '../domain/user/user-changes';

/** `email`: the link mailed to an asked-for new address; it is opened on the verification page. */
export type TokenPurpose = 'verify' | 'reset' | 'email';

/**
 * Tokens of the mailed links (e-mail verification, password reset).
 *
 * token = base64url(HMAC-SHA256(key, "<purpose>:<tokenId>")), key derived from JWT_SECRET.
 * The domain event carries tokenId and SHA-256(token), never the token: the store, its feed and
 * its audit readers cannot use a link, while the mail rule recomputes the token from tokenId.
 */
@Injectable()
export class AccountTokens {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {
    this.key = deriveKey(config.jwtSecret);
  }

  /** `locale`: the language of the request that asked for the link, which it is mailed in. */
  issue(purpose: TokenPurpose, now: Date, lifetimeHours: number, locale?: Locale): IssuedToken {
    const tokenId = randomUUID();
    const token = tokenFor(this.key, purpose, tokenId);
    const expiresAt = new Date(now.getTime() + lifetimeHours * 3_600_000).toISOString();
    return { tokenId, tokenHash: hashToken(token), expiresAt, ...(locale ? { locale } : {}) };
  }

  /** The account a verification page's link belongs to, and whether it verifies the account or a new address. */
  async verificationOwnerOf(token: string): Promise<{ userId: string; purpose: 'verify' | 'email' } | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const { rows } = await this.pool.query<{ user_id: string; purpose: 'verify' | 'email' }>(
      "SELECT user_id, purpose FROM account_tokens WHERE token_hash = $1 AND purpose IN ('verify', 'email')",
      [hashToken(token)],
    );
    return rows[0] ? { userId: rows[0].user_id, purpose: rows[0].purpose } : null;
  }

  /** The account a link's token was issued to (read model; the decider checks it is still valid). */
  async ownerOf(token: string, purpose: TokenPurpose): Promise<string | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const { rows } = await this.pool.query<{ user_id: string }>('SELECT user_id FROM account_tokens WHERE token_hash = $1 AND purpose = $2', [hashToken(token), purpose]);
    return rows[0]?.user_id ?? null;
  }
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function deriveKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('izlazak:account-links').digest();
}

function tokenFor(key: Buffer, purpose: TokenPurpose, tokenId: string): string {
  return createHmac('sha256', key).update(`${purpose}:${tokenId}`).digest('base64url');
}

/** The token of a mailed link, recomputed from the event's tokenId; only for mail rules. */
export function tokenForMail(linkSecret: string, purpose: TokenPurpose, tokenId: string): string {
  return tokenFor(deriveKey(linkSecret), purpose, tokenId);
}
