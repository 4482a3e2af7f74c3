import { randomInt } from 'node:crypto';
import type pg from 'pg';

/** The first key of every scheduler's liveness lock (the second is the scheduler's own number). */
const SCHEDULER_LOCK_CLASS = 7_340_102;

/**
 * A scheduler's number, held as an advisory lock on a connection of its own for as long as the
 * scheduler runs (the relay loop's way, see relay/relay-loop.ts). PostgreSQL drops the lock the
 * moment the process dies, a kill -9 included, so a row claimed in a dead scheduler's name is
 * anyone's at once. Lost with its connection, the number is drawn again: the rows claimed under the
 * old one are then anyone's, as if this process had died.
 */
export class ClaimerLease {
  private client: pg.PoolClient | null = null;
  private owner = 0;
  private taking: Promise<number> | null = null;

  constructor(private readonly pool: pg.Pool) {}

  /** This scheduler's number, taking the lock first when it is not held. */
  number(): Promise<number> {
    if (this.client) return Promise.resolve(this.owner);
    this.taking ??= this.take().finally(() => (this.taking = null));
    return this.taking;
  }

  release() {
    const client = this.client;
    this.client = null;
    client?.release(true); // closed, not pooled: the lock goes with it
  }

  private async take(): Promise<number> {
    const client = await this.pool.connect();
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.release(true);
    };
    client.on('error', lost);
    try {
      for (;;) {
        const owner = randomInt(1, 2 ** 31 - 1);
        const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS taken', [SCHEDULER_LOCK_CLASS, owner]);
        if (!rows[0].taken) continue; // another scheduler drew the same number
        this.owner = owner;
        this.client = client;
        return owner;
      }
    } catch (error) {
      client.release(true);
      throw error;
    }
  }
}

/** SQL true when the scheduler whose number is in `column` is gone: nobody holds its lock any more. */
export const schedulerGone = (column: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.classid = ${SCHEDULER_LOCK_CLASS} AND l.objid = ${column}::oid AND l.objsubid = 2 AND l.granted
                 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()))`;
