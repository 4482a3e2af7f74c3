import type { OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import type pg from 'pg';
import type { AppConfig } from '../../config/config';
import { DomainError } from '#platform/commands/domain-errors';
import { ConcurrentChangeError } from '#platform/commands/event-sourced-repository';
import type { Queryable } from '#platform/database/pool';
import { logger } from '#platform/logging/json-logger';
import { ClaimerLease } from './claimer-lease';
import { PeriodicSweep } from './periodic-sweep';
import {
  cancelSchedule,
  claimDue,
  findSchedule,
  nextDue,
  scheduledCommandKey,
  settleFailed,
  settleFinished,
  upsertSchedule,
  type ClaimedCommand,
  type ScheduledCommandRow,
} from './scheduled-command-table';

const QUEUE = 'scheduled-commands';
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;
const RECHECK_MS = 200;

/** What a handler is told besides the payload. `runAt` is the moment asked for; a retry or a late run comes after it. */
export interface ScheduledRun {
  key: string;
  stream: string;
  purpose: string;
  runAt: Date;
  /** 1 the first time, then one more with every retry or takeover. */
  attempt: number;
}

/**
 * Runs one scheduled command: typically executes a command whose decider refuses what no longer
 * applies. Returning is done; a DomainError (other than a concurrent change) is the decider's
 * refusal and also ends it; anything else thrown is retried with backoff.
 */
export type ScheduledCommandHandler<Payload = unknown> = (payload: Payload, run: ScheduledRun) => Promise<void>;

export interface ScheduledCommand<Payload = unknown> {
  /** The stream the command is about (`reservation-<id>`): with the purpose it is the schedule's key. */
  stream: string;
  /** What runs: the purpose a handler was registered for (`table-release`). */
  purpose: string;
  runAt: Date;
  /** Stored as JSON: a Date comes back as its ISO string. */
  payload: Payload;
}

export interface SchedulerSettings {
  /** This process runs due commands (RUN_PROJECTIONS); any process may schedule and cancel. */
  run: boolean;
  /** With Redis a BullMQ delayed job wakes a worker at the moment; without, a timer in this process does. */
  redis: { url: string; prefix: string } | null;
  /** The PostgreSQL poll: the safety net that runs whatever is due whatever Redis lost. */
  pollMs: number;
  /** Rows claimed at once by one pass. */
  batch: number;
  /** The first retry's wait; each next one doubles it, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Runs of one schedule before it is 'failed' for good. */
  maxAttempts: number;
  /** A run under way this long (its process alive but stuck) is taken over by anyone. */
  leaseMs: number;
}

export const DEFAULT_SCHEDULER_SETTINGS: Omit<SchedulerSettings, 'run' | 'redis'> = {
  pollMs: 2_000,
  batch: 20,
  retryBaseMs: 2_000,
  retryMaxMs: 10 * 60_000,
  maxAttempts: 10,
  leaseMs: 5 * 60_000,
};

/** How the application's process runs it: due commands where the projections run, BullMQ's namespace that of the mail queue. */
export function schedulerSettingsFrom(config: AppConfig): Pick<SchedulerSettings, 'run' | 'redis'> {
  const database = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : 'embedded';
  return { run: config.runProjections, redis: config.redisUrl ? { url: config.redisUrl, prefix: `izlazak:${database || 'default'}` } : null };
}

/**
 * The platform's one scheduler: a command scheduled for a moment, run at least once at (or after)
 * it. The `scheduled_commands` table is the source of truth, one row per `<stream>:<purpose>`, so
 * scheduling the same key again replaces its time and payload. Feature modules register a handler
 * per purpose (`handle`) and schedule or cancel from their handlers or reactors, in their
 * transaction when they pass one.
 *
 * Due rows are claimed in the name of this scheduler's number (ClaimerLease) with SKIP LOCKED, so
 * several processes never run the same row at once, and a row whose process died mid-run is anyone's
 * at once. What wakes a runner at the moment: a BullMQ delayed job per row and due time (jobId from
 * both, so rescheduling replaces and duplicates collapse), or without Redis a timer set to the next
 * due row. A poll every `pollMs` runs whatever is due either way: a schedule is never lost with
 * Redis's data, nor missed while no process ran.
 */
export class ScheduledCommands implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly settings: SchedulerSettings;
  private readonly handlers = new Map<string, ScheduledCommandHandler<never>>();
  private readonly lease: ClaimerLease;
  private readonly poll: PeriodicSweep;
  private readonly inFlight = new Set<Promise<unknown>>();
  private connecting: Promise<void> | null = null;
  private queueConnection: Redis | null = null;
  private workerConnection: Redis | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private running = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: { now(): Date },
    settings: Partial<SchedulerSettings> & Pick<SchedulerSettings, 'run' | 'redis'>,
  ) {
    this.settings = { ...DEFAULT_SCHEDULER_SETTINGS, ...settings };
    this.lease = new ClaimerLease(pool);
    this.poll = new PeriodicSweep('ScheduledCommands', this.settings.pollMs, () => this.pollOnce());
  }

  /** Registers what runs for `purpose`; one handler per purpose in the application. */
  handle<Payload>(purpose: string, handler: ScheduledCommandHandler<Payload>): void {
    if (this.handlers.has(purpose)) throw new Error(`A handler for scheduled '${purpose}' is registered already`);
    this.handlers.set(purpose, handler);
    if (this.running) this.track(this.armTimer());
  }

  /**
   * Schedules `purpose` on `stream` for `runAt`, replacing what that key had (time and payload),
   * also when it already ran or was cancelled: it runs again at the new time. The very same time
   * and payload again changes nothing. Returns the key.
   */
  async schedule<Payload>(command: ScheduledCommand<Payload>, tx?: Queryable): Promise<string> {
    const key = scheduledCommandKey(command.stream, command.purpose);
    const changed = await upsertSchedule(tx ?? this.pool, command);
    if (changed) await this.wake(key, changed.dueAt, changed.previousDueAt);
    return key;
  }

  /** Cancels what `purpose` had scheduled on `stream`; true when something was still to run. */
  async cancel(command: Pick<ScheduledCommand, 'stream' | 'purpose'>, tx?: Queryable): Promise<boolean> {
    const key = scheduledCommandKey(command.stream, command.purpose);
    const dueAt = await cancelSchedule(tx ?? this.pool, key);
    if (dueAt && (await this.connect())) await this.queue?.remove(jobId(key, dueAt)).catch(() => undefined);
    return dueAt !== null;
  }

  /**
   * Wakes a runner for a row scheduled in a transaction, once that transaction has committed: the
   * wake `schedule` gave inside it may have come before the row could be seen (the poll would find
   * it anyway, `pollMs` later).
   */
  async wakeCommitted(command: Pick<ScheduledCommand, 'stream' | 'purpose'>): Promise<void> {
    const row = await this.find(command);
    if (row?.state === 'pending') await this.wake(row.key, row.dueAt, null);
  }

  /** The row of a key, as it stands. */
  find(command: Pick<ScheduledCommand, 'stream' | 'purpose'>): Promise<ScheduledCommandRow | null> {
    return findSchedule(this.pool, scheduledCommandKey(command.stream, command.purpose));
  }

  /**
   * Runs every row due by `now` (the clock's, or the one given) whose purpose has a handler here,
   * and waits for the runs; returns how many ran. Tests call it to run what is due at once.
   */
  async runDue(now?: Date): Promise<number> {
    let ran = 0;
    while (!this.closed) {
      const claimed = await this.claim(null, now);
      await Promise.all(claimed.map((command) => this.execute(command, now)));
      ran += claimed.length;
      if (claimed.length < this.settings.batch) break;
    }
    return ran;
  }

  async onModuleInit() {
    await this.connect();
  }

  async onApplicationBootstrap() {
    if (this.settings.run) await this.start();
  }

  onModuleDestroy() {
    return this.stop();
  }

  /** Runs due commands in this process from now on: the worker (with Redis), the timer and the poll. */
  async start() {
    if (this.running || this.closed) return;
    await this.connect();
    this.running = true;
    if (this.settings.redis && this.queueConnection) {
      this.workerConnection = this.queueConnection.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true, commandTimeout: undefined });
      this.workerConnection.on('error', () => undefined);
      this.worker = new Worker(QUEUE, async (job) => this.runKey((job.data as { key: string }).key), {
        connection: this.workerConnection,
        prefix: this.settings.redis.prefix,
        concurrency: 8,
        lockDuration: 10_000,
        stalledInterval: 5_000,
      });
      this.worker.on('error', (error) => logger.error({ message: 'Scheduled commands worker failed', error: error.message }, 'ScheduledCommands'));
    }
    this.poll.start();
    this.track(this.pollOnce()); // what fell due while no process ran, at once
  }

  async stop() {
    this.closed = true;
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.poll.stop();
    await this.worker?.close();
    await this.connecting?.catch(() => undefined);
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    await this.queue?.close();
    for (const connection of [this.workerConnection, this.queueConnection]) await connection?.quit().catch(() => connection.disconnect());
    this.worker = null;
    this.queue = null;
    this.lease.release();
  }

  /** Connects the queue (with Redis): true when there is one. A failed connection leaves the poll to do the waking. */
  private async connect(): Promise<boolean> {
    const redis = this.settings.redis;
    if (!redis || this.closed) return false;
    this.connecting ??= (async () => {
      // Fails at once while Redis is down, so a schedule never waits for it; the row is what counts.
      const connection = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2_000 });
      connection.on('error', () => undefined);
      this.queueConnection = connection;
      await connection.connect();
      this.queue = new Queue(QUEUE, { connection, prefix: redis.prefix });
      this.queue.on('error', () => undefined);
    })().catch((error: unknown) => logger.error({ message: 'Scheduled commands: Redis unreachable, the poll wakes them', error: String(error) }, 'ScheduledCommands'));
    await this.connecting;
    return this.queue !== null;
  }

  /** Makes sure something wakes a runner at `dueAt`: the BullMQ job of that time, or this process's timer. */
  private async wake(key: string, dueAt: Date, previousDueAt: Date | null) {
    if (await this.connect()) {
      const queue = this.queue!;
      // The old time's job, if it is still waiting; should it run anyway, it finds the row not due.
      if (previousDueAt && previousDueAt.getTime() !== dueAt.getTime()) await queue.remove(jobId(key, previousDueAt)).catch(() => undefined);
      try {
        await queue.add('due', { key }, { jobId: jobId(key, dueAt), delay: Math.max(0, dueAt.getTime() - this.clock.now().getTime()), removeOnComplete: true, removeOnFail: true });
      } catch (error) {
        logger.warn({ message: 'Scheduled command not handed to BullMQ, the poll runs it', key, error: String(error) }, 'ScheduledCommands');
      }
      return;
    }
    this.setTimer(dueAt);
  }

  /** A BullMQ job's body: that key, if it is due. A job for a time the row no longer has finds nothing to do. */
  private async runKey(key: string) {
    if (!this.running) return;
    const [claimed] = await this.claim(key);
    if (claimed) await this.execute(claimed);
  }

  private async claim(key: string | null, now?: Date): Promise<ClaimedCommand[]> {
    return claimDue(this.pool, {
      owner: await this.lease.number(),
      now: now ?? this.clock.now(),
      purposes: [...this.handlers.keys()],
      key,
      limit: key ? 1 : this.settings.batch,
      leaseSeconds: this.settings.leaseMs / 1000,
    });
  }

  private async execute(command: ClaimedCommand, now?: Date) {
    const handler = this.handlers.get(command.purpose) as ScheduledCommandHandler<unknown>;
    const run: ScheduledRun = { key: command.key, stream: command.stream, purpose: command.purpose, runAt: command.runAt, attempt: command.attempt };
    try {
      try {
        await handler(command.payload, run);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        logger.log({ message: 'Scheduled command refused: it no longer applies', key: command.key, refusal: error.message }, 'ScheduledCommands');
        await settleFinished(this.pool, command, now ?? this.clock.now(), error.message);
        return;
      }
      await settleFinished(this.pool, command, now ?? this.clock.now(), null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = command.attempt >= this.settings.maxAttempts;
      const retryAt = final ? null : new Date((now ?? this.clock.now()).getTime() + this.retryDelayMs(command.attempt));
      logger.error({ message: 'Scheduled command failed', key: command.key, attempt: command.attempt, final, error: message }, 'ScheduledCommands');
      const settled = await settleFailed(this.pool, command, message, retryAt).catch((settling: unknown) => {
        logger.error({ message: 'Scheduled command not settled, taken over after its lease', key: command.key, error: String(settling) }, 'ScheduledCommands');
        return false;
      });
      if (settled && retryAt) await this.wake(command.key, retryAt, null);
    }
  }

  private retryDelayMs(attempt: number) {
    return Math.min(this.settings.retryMaxMs, this.settings.retryBaseMs * 2 ** (attempt - 1));
  }

  private async pollOnce() {
    await this.runDue();
    await this.armTimer();
  }

  /** Without Redis: the timer is set to the next due row, whoever scheduled it. */
  private async armTimer() {
    if (this.queue || !this.running) return;
    const next = await nextDue(this.pool, [...this.handlers.keys()]);
    // A row still due after the pass is held by someone else's transaction: look again shortly, not in a spin.
    if (!next) return;
    const now = this.clock.now().getTime();
    this.setTimer(next.getTime() <= now ? new Date(now + RECHECK_MS) : next);
  }

  private setTimer(at: Date) {
    if (!this.running || this.queue || at.getTime() >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at.getTime();
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.track(this.pollOnce());
      },
      Math.min(LONGEST_TIMEOUT_MS, Math.max(0, at.getTime() - this.clock.now().getTime())),
    );
    this.timer.unref();
  }

  private track(work: Promise<unknown>) {
    const tracked = work.catch((error: unknown) => logger.warn({ message: 'Scheduled commands pass failed', error: String(error) }, 'ScheduledCommands'));
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }
}

/** BullMQ refuses ':' in custom ids; the due time in it keeps a retry or a new time from colliding with an old job. */
const jobId = (key: string, dueAt: Date) => `${encodeURIComponent(key)}@${dueAt.getTime()}`;

/** The decider said no: running it again would say no again (a concurrent change is worth a retry). */
const isRefusal = (error: unknown): error is DomainError => error instanceof DomainError && !(error instanceof ConcurrentChangeError) && error.statusCode !== 429;
