import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Migration } from '#platform/database/migrations';

/** A person's data key: `keyId` is what sealed values name, never the person. */
export interface PersonKey {
  keyId: string;
  key: Buffer;
}

/**
 * Where the per-person keys live, outside the event store. PostgreSQL for now; a KMS can take its
 * place behind this port. Deleting a person's key is their erasure: what it sealed stays unreadable.
 */
export interface KeyVault {
  /** The person's key, made on first use; the same one however many processes ask at once. */
  keyFor(subject: string): Promise<PersonKey>;
  /** The keys still held among these ids (an erased person's is missing). */
  keysById(keyIds: string[]): Promise<Map<string, Buffer>>;
  /** Deletes the person's key; answers the id it had, or null when they had none. */
  erase(subject: string): Promise<string | null>;
}

/** The subject is stored hashed: the keys table names nobody. */
const subjectHash = (subject: string) => createHash('sha256').update(subject).digest('hex');

export const PERSONAL_DATA_KEYS_MIGRATION: Migration = {
  id: '20261127-00-personal-data-keys',
  sql: `
CREATE TABLE IF NOT EXISTS personal_data_keys (
  key_id uuid PRIMARY KEY,
  subject_hash text NOT NULL UNIQUE,
  data_key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`,
};

export class PostgresKeyVault implements KeyVault {
  constructor(private readonly pool: pg.Pool) {}

  async keyFor(subject: string): Promise<PersonKey> {
    const hash = subjectHash(subject);
    // DO UPDATE (to itself) so the row comes back whether this call or a concurrent one made it.
    const { rows } = await this.pool.query<{ key_id: string; data_key: Buffer }>(
      `INSERT INTO personal_data_keys (key_id, subject_hash, data_key) VALUES ($1, $2, $3)
       ON CONFLICT (subject_hash) DO UPDATE SET subject_hash = EXCLUDED.subject_hash
       RETURNING key_id, data_key`,
      [randomUUID(), hash, randomBytes(32)],
    );
    return { keyId: rows[0].key_id, key: rows[0].data_key };
  }

  async keysById(keyIds: string[]): Promise<Map<string, Buffer>> {
    if (keyIds.length === 0) return new Map();
    const { rows } = await this.pool.query<{ key_id: string; data_key: Buffer }>('SELECT key_id, data_key FROM personal_data_keys WHERE key_id = ANY($1::uuid[])', [keyIds]);
    return new Map(rows.map((row) => [row.key_id, row.data_key]));
  }

  async erase(subject: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ key_id: string }>('DELETE FROM personal_data_keys WHERE subject_hash = $1 RETURNING key_id', [subjectHash(subject)]);
    return rows[0]?.key_id ?? null;
  }
}
