import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { API_KEY_PREFIX, type IntegrationKeyView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { PG_POOL } from '#platform/database/database.tokens';
import type { Migration } from '#platform/database/migrations';
import { readScopeOf, type ReadScope } from '../domain/read-scope';

/**
 * API keys are security state, not business facts, so like login sessions they live in a plain
 * table rather than the event store: a revoked key must be refused by the very next request, in
 * every process, without waiting for a projection. Only a SHA-256 of the key is kept (the key is
 * 256 random bits, so a slow hash would add nothing); the key itself is shown once.
 */
export const INTEGRATION_KEYS_MIGRATION: Migration = {
  id: '20261201-10-integration-keys',
  sql: `
    CREATE TABLE integration_keys (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      club_id text,
      key_hash text NOT NULL UNIQUE,
      prefix text NOT NULL,
      created_by text NOT NULL,
      created_by_admin boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      last_used_at timestamptz
    );
    CREATE INDEX integration_keys_club_idx ON integration_keys (club_id, created_at);`,
};

/** The caller of the integration API: the key's id and what it reads. */
export interface Integrator {
  keyId: string;
  scope: ReadScope;
}

interface KeyRow {
  id: string;
  name: string;
  club_id: string | null;
  prefix: string;
  created_by: string;
  created_by_admin: boolean;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** What is kept of a key to recognise it in a list: its first characters. */
export const keyPrefixOf = (key: string) => key.slice(0, API_KEY_PREFIX.length + 6);

export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

@Injectable()
export class IntegrationKeys {
  /** Revocations in this process, so an open SSE stream of the key closes at once. */
  private readonly revocations = new EventEmitter().setMaxListeners(0);

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async create(name: string, clubId: string | null, creator: AuthenticatedUser): Promise<{ _id: string; key: string }> {
    const id = randomUUID();
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    await this.pool.query(`INSERT INTO integration_keys (id, name, club_id, key_hash, prefix, created_by, created_by_admin) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      id,
      name,
      clubId,
      hashOf(key),
      keyPrefixOf(key),
      creator.id,
      creator.role === 'admin',
    ]);
    return { _id: id, key };
  }

  /** Every key an admin sees; a manager sees their venue's. */
  async listFor(caller: AuthenticatedUser): Promise<IntegrationKeyView[]> {
    const { rows } = await this.pool.query<KeyRow>(`SELECT * FROM integration_keys WHERE $1::text IS NULL OR club_id = $1 ORDER BY created_at DESC`, [
      caller.role === 'admin' ? null : (caller.clubId ?? ''),
    ]);
    return rows.map(toView);
  }

  /** The key, if the caller may manage it (admins: any; managers: their venue's). */
  async findManagedBy(caller: AuthenticatedUser, keyId: string): Promise<(IntegrationKeyView & { createdByAdmin: boolean }) | null> {
    if (!isUuid(keyId)) return null;
    const { rows } = await this.pool.query<KeyRow>('SELECT * FROM integration_keys WHERE id = $1', [keyId]);
    const row = rows[0];
    if (!row || (caller.role !== 'admin' && (row.club_id === null || row.club_id !== caller.clubId))) return null;
    return { ...toView(row), createdByAdmin: row.created_by_admin };
  }

  /** Whether this call revoked it (false: it already was). */
  async revoke(keyId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE integration_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [keyId]);
    this.revocations.emit(keyId);
    return (rowCount ?? 0) > 0;
  }

  /** The integrator behind a bearer token, if it is a live key. */
  async resolve(token: string): Promise<Integrator | null> {
    if (!KEY_PATTERN.test(token)) return null;
    const { rows } = await this.pool.query<KeyRow>('SELECT * FROM integration_keys WHERE key_hash = $1 AND revoked_at IS NULL', [hashOf(token)]);
    const row = rows[0];
    if (!row) return null;
    void this.pool
      .query(`UPDATE integration_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [row.id])
      .catch(() => undefined);
    return { keyId: row.id, scope: readScopeOf({ clubId: row.club_id, createdByAdmin: row.created_by_admin }) };
  }

  async isLive(keyId: string): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT 1 FROM integration_keys WHERE id = $1 AND revoked_at IS NULL', [keyId]);
    return rows.length > 0;
  }

  /** Calls `listener` when this process revokes the key; returns what stops listening. */
  onRevoked(keyId: string, listener: () => void): () => void {
    this.revocations.once(keyId, listener);
    return () => this.revocations.off(keyId, listener);
  }
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function toView(row: KeyRow): IntegrationKeyView {
  return {
    _id: row.id,
    name: row.name,
    clubId: row.club_id,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}
