import pg from 'pg';

// int8 and numeric come back as strings by default; counts and prices fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Clients pipeline (pg's `pipeline`): queries asked of one client before the earlier ones are
 * answered go out at once, each still answered on its own (see `pipelinedTransaction`). A caller
 * that awaits each query sees no difference.
 */
export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10_000, pipeline: true });
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

export type Statement = [text: string, values?: unknown[]];

/**
 * One transaction in two round trips: BEGIN goes out with `first`; once `decide` has its answer, the
 * statements it gives, COMMIT and the statements to run after the commit go out together. A
 * statement that fails turns that COMMIT into a rollback (PostgreSQL ends a failed transaction so)
 * and its error is thrown; nothing is left half done. `decide` throwing rolls back too. On a client
 * that does not pipeline the statements go one by one, with the same outcome.
 */
export async function pipelinedTransaction<T, R>(
  pool: pg.Pool,
  first: (client: pg.PoolClient) => Promise<T>,
  decide: (answer: T) => Promise<{ then: Statement[]; afterCommit?: Statement[]; result: R }>,
): Promise<R> {
  const client = await pool.connect();
  let decided: { then: Statement[]; afterCommit?: Statement[]; result: R };
  try {
    const [, answer] = await sentTogether([() => client.query('BEGIN'), () => first(client)], client.pipeline);
    decided = await decide(answer as T);
  } catch (error) {
    await rollbackAndRelease(client, error);
    throw error;
  }
  const sent = (statements: Statement[] = []) =>
    statements.map(
      ([text, values]) =>
        () =>
          client.query(text, values),
    );
  const outcomes = await settledTogether([...sent(decided.then), () => client.query('COMMIT'), ...sent(decided.afterCommit)], client.pipeline);
  const committed = outcomes[decided.then.length];
  if (committed.status === 'rejected') {
    // The connection broke on the way: whether it committed is unknown, and the client is not reused.
    client.release(committed.reason instanceof Error ? committed.reason : new Error(String(committed.reason)));
    throw committed.reason;
  }
  client.release();
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return decided.result;
}

/** Sends the queries without waiting for the answers in between when the client pipelines; rejects with the first failure once all are answered. */
async function sentTogether(queries: Array<() => Promise<unknown>>, pipeline: boolean): Promise<unknown[]> {
  const outcomes = await settledTogether(queries, pipeline);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value);
}

async function settledTogether(queries: Array<() => Promise<unknown>>, pipeline: boolean): Promise<PromiseSettledResult<unknown>[]> {
  if (pipeline) return Promise.allSettled(queries.map((query) => query()));
  const outcomes: PromiseSettledResult<unknown>[] = [];
  for (const query of queries) {
    try {
      outcomes.push({ status: 'fulfilled', value: await query() });
    } catch (reason) {
      outcomes.push({ status: 'rejected', reason });
    }
  }
  return outcomes;
}
