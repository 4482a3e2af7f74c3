import type pg from 'pg';
import { inTransaction } from './pool';

export interface Migration {
  /** Sortable and unique: `YYYYMMDD-NN-what`. Never rename one that has shipped. */
  id: string;
  sql: string;
}

const MIGRATION_LOCK = 7_340_001;

/** Applies, in id order, every migration not applied yet; one process at a time. */
export async function runMigrations(pool: pg.Pool, migrations: Migration[]): Promise<string[]> {
  assertUniqueIds(migrations);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const pending = [...migrations].sort((a, b) => a.id.localeCompare(b.id)).filter((m) => !applied.has(m.id));
    for (const migration of pending) {
      await inTransaction(pool, async (tx) => {
        await tx.query(migration.sql);
        await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      });
    }
    return pending.map((m) => m.id);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

function assertUniqueIds(migrations: Migration[]) {
  const ids = new Set<string>();
  for (const { id } of migrations) {
    if (ids.has(id)) throw new Error(`Duplicate migration id ${id}`);
    ids.add(id);
  }
}
