import pg from 'pg';

// int8 and numeric come back as strings by default; counts and prices fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10_000 });
  pool.on('error', () => undefined); // a dropped idle client is replaced on the next checkout
  // A connection lost mid-query rejects that query; the client's own error event must not crash us.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export type Queryable = Pick<pg.PoolClient, 'query'>;

/** Runs `work` in one transaction on one connection; a connection that broke on the way is discarded, not reused. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    await rollbackAndRelease(client, error);
    throw error;
  }
}

async function rollbackAndRelease(client: pg.PoolClient, cause: unknown): Promise<void> {
  try {
    await client.query('ROLLBACK');
    client.release();
  } catch {
    client.release(cause instanceof Error ? cause : new Error(String(cause)));
  }
}
