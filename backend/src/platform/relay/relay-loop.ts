import { randomInt } from 'node:crypto';
import { Queue, Worker, type JobsOptions } from 'bullmq';
import type Redis from 'ioredis';
import type pg from 'pg';
import { logger } from '#platform/logging/json-logger';

/** The first key of every relay's liveness lock (the second is the relay's own number). */
const RELAY_LOCK_CLASS = 7_340_101;

/**
 * What one outbox (mails, webhook deliveries) tells the loop. Rows are claimed in the name of
 * `owner`, the relay's number: a row whose owner's process is gone is claimed again at once.
 */
export interface RelayOutbox<Job> {
  /** Takes up to `limit` due rows (and rows of owners that are gone) for `owner`. */
  claim(owner: number, limit: number): Promise<Job[]>;
  /** The BullMQ job id: the same id twice is one job. */
  jobId(job: Job): string;
  /** Sends one job: the worker's body, or the loop's own without Redis. */
  send(job: Job, owner: number): Promise<void>;
  /** Without Redis: what a failed send means for the row (with Redis, BullMQ retries the job). */
  failedInProcess?(job: Job, error: unknown): Promise<void>;
  /** With Redis: the job failed for the last time. */
  failedForGood?(job: Job, error: Error): Promise<void>;
}

export interface RelaySettings {
  /** The BullMQ queue, and the name in the logs. */
  name: string;
  redis: { connection: Redis; prefix: string } | null;
  jobOptions: JobsOptions;
  concurrency: number;
  pollMs: number;
  batch: number;
}

/**
 * The loop every outbox relay runs: claim due rows, hand them to BullMQ (or, without Redis, send
 * them here, at most `concurrency` at once), poll again. While it runs it holds an advisory lock
 * named by its number, on a connection of its own; PostgreSQL drops that lock the moment the
 * process dies (a kill -9 included), which is how any relay knows a claimer is gone and takes its
 * rows over without waiting for a timeout.
 */
export class RelayLoop<Job> {
  private owner = 0;
  private running = false;
  private loop: Promise<void> | null = null;
  private lease: pg.PoolClient | null = null;
  private dropLease: () => void = () => undefined;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private workerConnection: Redis | null = null;
  private readonly inProcess = new Set<Promise<void>>();
  private works = true;

  constructor(
    private readonly pool: pg.Pool,
    private readonly outbox: RelayOutbox<Job>,
    private readonly settings: RelaySettings,
  ) {}

  /**
   * `claims`: this process claims due rows and hands them over (or, without Redis, sends them).
   * `works`: with Redis, this process also runs the BullMQ workers that send what was handed over;
   * a process that only works sends what others claimed.
   */
  start({ claims = true, works = true }: { claims?: boolean; works?: boolean } = {}) {
    if (this.running || (!claims && !(works && this.settings.redis))) return;
    this.running = true;
    this.works = works;
    this.loop = claims ? this.relayLoop() : this.workOnly();
  }

  async stop() {
    this.running = false;
    await this.loop;
    await Promise.allSettled([...this.inProcess]);
    await this.worker?.close();
    await this.queue?.close();
    // BullMQ leaves connections it was given open; this one is ours alone.
    await this.workerConnection?.quit().catch(() => this.workerConnection?.disconnect());
    this.dropLease(); // closed, not pooled: the lock goes with it
  }

  private startQueue(connection: Redis, prefix: string) {
    this.queue = new Queue(this.settings.name, { connection, prefix });
    if (this.works) this.startWorker(connection, prefix);
  }

  private startWorker(connection: Redis, prefix: string) {
    this.workerConnection = connection.duplicate({ maxRetriesPerRequest: null });
    this.worker = new Worker(this.settings.name, async (job) => this.outbox.send(job.data as Job, this.owner), {
      connection: this.workerConnection,
      prefix,
      concurrency: this.settings.concurrency,
      // A job a killed worker held is taken over within about 15 s, not the default minute.
      lockDuration: 10_000,
      stalledInterval: 5_000,
    });
    this.worker.on('error', (error) => logger.error({ message: `${this.settings.name} worker failed`, error: error.message }, 'Relay'));
    this.worker.on('failed', (job, error) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      logger.error({ message: `${this.settings.name} job failed`, jobId: job.id, attempt: job.attemptsMade, final, error: error.message }, 'Relay');
      if (final) void this.outbox.failedForGood?.(job.data as Job, error);
    });
  }

  /**
   * Held for the relay's life. Lost (its connection broke), it is taken again under a new number:
   * the rows claimed under the old one are then anyone's, as if this process had died.
   */
  private async takeLease() {
    const client = await this.pool.connect();
    let dropped = false;
    const drop = () => {
      if (this.lease === client) this.lease = null;
      if (!dropped) client.release(true);
      dropped = true;
    };
    client.on('error', drop);
    this.dropLease = drop;
    try {
      for (;;) {
        const owner = randomInt(1, 2 ** 31 - 1);
        const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS taken', [RELAY_LOCK_CLASS, owner]);
        if (!rows[0].taken) continue; // another relay drew the same number
        this.owner = owner;
        this.lease = client;
        return;
      }
    } catch (error) {
      drop();
      throw error;
    }
  }

  private async relayLoop() {
    while (this.running) {
      let full = false;
      try {
        if (!this.lease) await this.takeLease();
        // Workers start once the relay has its number: what they take is claimed in its name.
        if (this.settings.redis && !this.queue) this.startQueue(this.settings.redis.connection, this.settings.redis.prefix);
        const room = this.queue ? this.settings.batch : Math.min(this.settings.batch, this.settings.concurrency - this.inProcess.size);
        if (room > 0) {
          const claimed = await this.outbox.claim(this.owner, room);
          full = claimed.length === room;
          await this.handOver(claimed);
        } else {
          // Every in-process slot is busy: the next claim waits for a free one, not for the poll.
          await Promise.race(this.inProcess);
          full = true;
        }
      } catch (error) {
        logger.error({ message: `${this.settings.name} relay failed`, error: String(error) }, 'Relay');
      }
      if (!full) await new Promise((resolve) => setTimeout(resolve, this.settings.pollMs));
    }
  }

  /** Only the workers, once this relay has its number (what a job's `send` is given). */
  private async workOnly() {
    while (this.running && !this.worker) {
      try {
        if (!this.lease) await this.takeLease();
        this.startWorker(this.settings.redis!.connection, this.settings.redis!.prefix);
      } catch (error) {
        logger.error({ message: `${this.settings.name} workers failed to start`, error: String(error) }, 'Relay');
        await new Promise((resolve) => setTimeout(resolve, this.settings.pollMs));
      }
    }
  }

  private async handOver(jobs: Job[]) {
    if (jobs.length === 0) return;
    if (this.queue) {
      await this.queue.addBulk(jobs.map((job) => ({ name: 'send', data: job, opts: { ...this.settings.jobOptions, jobId: this.outbox.jobId(job) } })));
      return;
    }
    for (const job of jobs) {
      const sending = this.outbox
        .send(job, this.owner)
        .catch((error) => this.outbox.failedInProcess?.(job, error))
        .catch((error) => logger.error({ message: `${this.settings.name} send failed`, error: String(error) }, 'Relay'));
      this.inProcess.add(sending);
      void sending.finally(() => this.inProcess.delete(sending));
    }
  }
}

/**
 * SQL true when the relay that claimed a row (its number in `column`) is gone: nobody holds its
 * liveness lock any more.
 */
export const claimerGone = (column: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.classid = ${RELAY_LOCK_CLASS} AND l.objid = ${column}::oid AND l.objsubid = 2 AND l.granted
                 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()))`;
