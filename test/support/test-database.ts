import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../../backend/src/platform/database/pool';

export interface TestDatabase {
  /** Connection string of the fresh database. */
  url: string;
  pool: pg.Pool;
  /** Ends the pool, disconnects everyone else and drops the database. */
  drop: () => Promise<void>;
}

/** A fresh, uniquely named database per caller, so test files can run in parallel. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set: the test global setup starts PostgreSQL');
  const name = `izlazak_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = urlOfDatabase(serverUrl, name);
  // The app's own pool: it pipelines, and an idle client dropped by the server does not crash the test process.
  const pool = createPool(url);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await pool.end();
    await onServer(serverUrl, async (admin) => {
      await waitForDisconnects(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  };
  return { url, pool, drop };
}

async function onServer(serverUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * pool.end() resolves before the server has seen every connection close; forcing the drop then
 * would kill them mid-goodbye and raise 'error' on their pools. Whatever is still open after the
 * grace period (a pool nobody ended) is terminated by the forced drop.
 */
async function waitForDisconnects(admin: pg.Client, database: string, graceMs = 2_000): Promise<void> {
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ connected: number }>('SELECT count(*)::int AS connected FROM pg_stat_activity WHERE datname = $1', [database]);
    if (rows[0].connected === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function urlOfDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
