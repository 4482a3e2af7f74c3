import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { inTransaction } from '#platform/database/pool';
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent } from '#platform/event-store/event-store.port';
import { logger } from '#platform/logging/json-logger';
import { lockCheckpoint, moveCheckpointIfAt, readCheckpoints, saveCheckpoint } from './checkpoints';
import { isReadModel, type Projector } from './projector';
import { markReadModelChanged } from './read-model-versions';

const BATCH_SIZE = 500;
const IDLE_POLL_MS = 500;
const LOCK_RETRY_MS = 2000;
const FAILURE_BACKOFF_MS = 1000;
const QUICK_LOOKS_MS = [5, 10, 20, 40, 80, 100, 100, 100, 100, 100, 100, 100];

export interface ProjectionRunnerOptions {
  batchSize?: number;
  idlePollMs?: number;
}

/**
 * Runs projectors against the global feed. Each projector applies a batch and moves its checkpoint
 * in one transaction, and runs in one process at a time (a session advisory lock).
 */
export class ProjectionRunner {
  private readonly progress = new EventEmitter();
  private readonly wake = new EventEmitter();
  private running = false;
  private readonly loops: Promise<void>[] = [];
  private leadershipSession: Promise<pg.PoolClient> | null = null;
  private leadershipQueries: Promise<unknown> = Promise.resolve();
  private stopWatching: (() => Promise<void>) | null = null;
  /** Batches this process has applied (and resets): a checkpoint read taken since is still current here. */
  private batchesApplied = 0;
  /** News of appends received: a follower that finds nothing new after one looks again soon. */
  private wakeUps = 0;
  private latestCheckpointRead: { afterBatches: number; checkpoints: Promise<Map<string, GlobalPosition | null>> } | null = null;
  /** Feed reads in flight, by where they start: followers at the same checkpoint share one. */
  private readonly feedReads = new InFlight<RecordedEvent[]>();
  private readonly checkpointReads = new InFlight<Map<string, GlobalPosition | null>>();
  /** Projectors reset in this process: their followers read the checkpoint again. */
  private readonly resetSince = new Set<string>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    readonly projectors: Projector[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.progress.setMaxListeners(0);
    this.wake.setMaxListeners(0);
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.stopWatching = this.store.watchNewEvents(() => {
      this.wakeUps++;
      this.wake.emit('wake');
    });
    for (const projector of this.projectors) this.loops.push(this.runWhileLeader(projector));
  }

  async stop() {
    this.running = false;
    this.wake.emit('wake');
    await Promise.all(this.loops.splice(0));
    await this.stopWatching?.();
    this.stopWatching = null;
    // Closing the session releases every advisory lock it held.
    await this.leadershipQueries;
    await this.dropLeadershipSession();
  }

  /**
   * Resolves when the read models (by default all of them; reactors never) have passed `position`;
   * false when `timeoutMs` ran out first.
   */
  async waitFor(position: GlobalPosition, timeoutMs: number, readModels: string[] = this.readModelNames()): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let fresh = false;
    while (Date.now() < deadline) {
      if (allPassed(await this.checkpoints(fresh), position, readModels)) return true;
      // Woken by a batch of this process, the read after it is shared; woken by the clock (another
      // process may be the leader), this waiter reads afresh.
      fresh = !(await this.nextProgress(Math.min(100, deadline - Date.now())));
    }
    return allPassed(await this.checkpoints(true), position, readModels);
  }

  /** Empties the projector's tables and checkpoint; the live runner then replays from the start. */
  async reset(projector: Projector) {
    await inTransaction(this.pool, async (tx) => {
      await lockCheckpoint(tx, projector.name);
      if (projector.tables.length > 0) await tx.query(`TRUNCATE ${projector.tables.join(', ')}`);
      await saveCheckpoint(tx, projector.name, null);
      await markReadModelChanged(tx, projector.name);
    });
    this.resetSince.add(projector.name);
    this.batchesApplied++;
    this.wake.emit('wake');
  }

  /** Applies every event up to the head of the feed once, in the calling process. */
  async catchUp(projector: Projector): Promise<void> {
    let checkpoint: KnownCheckpoint = UNKNOWN;
    for (;;) {
      const batch = await this.applyNextBatch(projector, checkpoint);
      if (batch.read === 0) return;
      checkpoint = batch.checkpoint;
    }
  }

  private readModelNames(): string[] {
    return this.projectors.filter(isReadModel).map((projector) => projector.name);
  }

  /**
   * Every projector's checkpoint. Waiters share one read until this process applies another batch:
   * a command's many concurrent callers cost one query per batch, not one each.
   */
  private checkpoints(fresh: boolean): Promise<Map<string, GlobalPosition | null>> {
    const latest = this.latestCheckpointRead;
    if (!fresh && latest && latest.afterBatches === this.batchesApplied) return latest.checkpoints;
    const read = { afterBatches: this.batchesApplied, checkpoints: readCheckpoints(this.pool) };
    this.latestCheckpointRead = read;
    read.checkpoints.catch(() => {
      if (this.latestCheckpointRead === read) this.latestCheckpointRead = null;
    });
    return read.checkpoints;
  }

  private async runWhileLeader(projector: Projector) {
    while (this.running) {
      if (!(await this.tryLeadership(projector).catch(() => false))) {
        await this.sleep(LOCK_RETRY_MS);
        continue;
      }
      await this.follow(projector);
      await this.onLeadershipSession('SELECT pg_advisory_unlock(hashtext($1))', [lockKey(projector)]).catch(() => undefined);
    }
  }

  /** All of this process's projector locks live on one session, so leadership costs one connection. */
  private async tryLeadership(projector: Projector): Promise<boolean> {
    const rows = await this.onLeadershipSession<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey(projector)]);
    return rows[0].locked;
  }

  /** One query at a time on the shared session: pg clients must not be given overlapping queries. */
  private onLeadershipSession<Row extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<Row[]> {
    this.leadershipSession ??= this.pool.connect();
    const run = this.leadershipQueries.then(async () => (await (await this.leadershipSession!).query<Row>(sql, params)).rows);
    this.leadershipQueries = run.catch(() => this.dropLeadershipSession());
    return run;
  }

  /** A broken session has lost its locks anyway; the next attempt connects afresh. */
  private async dropLeadershipSession() {
    const session = await this.leadershipSession?.catch(() => null);
    this.leadershipSession = null;
    session?.release(true);
  }

  /**
   * Applies batches while there are any. An append is announced when it commits, but the feed shows
   * it only once every older transaction has ended too, so after news of an append an empty read
   * looks again soon (QUICK_LOOKS_MS) before idling until the next news or the idle poll.
   */
  private async follow(projector: Projector) {
    let quickLooks = 0;
    let wakeUpsSeen = this.wakeUps;
    let checkpoint: KnownCheckpoint = UNKNOWN;
    while (this.running) {
      try {
        if (this.resetSince.delete(projector.name)) checkpoint = UNKNOWN;
        const batch = await this.applyNextBatch(projector, checkpoint);
        checkpoint = batch.checkpoint;
        if (batch.read > 0) continue;
        if (this.wakeUps !== wakeUpsSeen) {
          wakeUpsSeen = this.wakeUps;
          quickLooks = 0;
        }
        if (quickLooks < QUICK_LOOKS_MS.length) await this.sleep(QUICK_LOOKS_MS[quickLooks++]);
        else {
          await this.idle();
          // Another process may have moved it (a rebuild): read it again now and then.
          checkpoint = UNKNOWN;
        }
      } catch (error) {
        logger.error({ message: 'Projection batch failed', projector: projector.name, error: String(error) }, 'Projections');
        checkpoint = UNKNOWN;
        await this.sleep(FAILURE_BACKOFF_MS);
      }
    }
  }

  /**
   * Reads the events after the checkpoint, then in one transaction re-checks the checkpoint under a
   * row lock, applies them and moves it; a batch the projector has no handler for only moves the
   * checkpoint, in one statement. If the checkpoint moved meanwhile (a rebuild, another process)
   * the batch is dropped, and the checkpoint is read again before the next. The follower passes the
   * checkpoint its last batch left (UNKNOWN: read it from the table).
   */
  private async applyNextBatch(projector: Projector, known: KnownCheckpoint): Promise<{ read: number; checkpoint: KnownCheckpoint }> {
    const checkpoint = known === UNKNOWN ? ((await this.checkpointsReadTogether()).get(projector.name) ?? null) : known;
    const events = await this.eventsAfter(checkpoint);
    if (events.length === 0) return { read: 0, checkpoint };
    const last = events[events.length - 1].position;
    let moved: boolean;
    if (!events.some((event) => projector.handlers[event.type])) {
      moved = await moveCheckpointIfAt(this.pool, projector.name, checkpoint, last);
    } else {
      await projector.beforeBatch?.(events);
      moved = await inTransaction(this.pool, async (tx) => {
        const locked = await lockCheckpoint(tx, projector.name);
        if (!samePosition(locked, checkpoint)) return false;
        for (const event of events) await projector.handlers[event.type]?.(event, tx);
        // Cached answers are tagged with read models' versions; a reactor's tables are never read through the cache.
        if (isReadModel(projector)) await markReadModelChanged(tx, projector.name);
        await saveCheckpoint(tx, projector.name, last);
        return true;
      });
    }
    this.batchesApplied++;
    this.progress.emit('progress');
    return { read: events.length, checkpoint: moved ? last : UNKNOWN };
  }

  /** Followers that wake together (idle, or after an error) share the read of their checkpoints. */
  private checkpointsReadTogether(): Promise<Map<string, GlobalPosition | null>> {
    return this.checkpointReads.share('all', 0, () => readCheckpoints(this.pool));
  }

  /**
   * The next batch after `checkpoint`. Followers at the same checkpoint (most of them, most of the
   * time) share a read still in flight, unless news of an append came after it started.
   */
  private eventsAfter(checkpoint: GlobalPosition | null): Promise<RecordedEvent[]> {
    const from = checkpoint ? `${checkpoint.commit}/${checkpoint.prepare}` : 'start';
    return this.feedReads.share(from, this.wakeUps, () => this.readBatch(checkpoint));
  }

  private async readBatch(checkpoint: GlobalPosition | null): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const event of this.store.readAll({ fromPosition: checkpoint ?? undefined, maxCount: this.options.batchSize ?? BATCH_SIZE })) {
      // Shared by the followers that read it: none may change what the others see.
      events.push(deepFreeze(event));
    }
    return events;
  }

  private idle() {
    return this.sleep(this.options.idlePollMs ?? IDLE_POLL_MS);
  }

  /** True when a batch was applied, false when the time ran out first. */
  private nextProgress(timeoutMs: number) {
    return new Promise<boolean>((resolve) => {
      const done = (progressed: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', onProgress);
        resolve(progressed);
      };
      const onProgress = () => done(true);
      const timer = setTimeout(() => done(false), Math.max(timeoutMs, 1));
      this.progress.once('progress', onProgress);
    });
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.off('wake', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake.once('wake', done);
    });
  }
}

/** Calls under one key share the one in flight, if it began in the same round (say, no news since). */
class InFlight<T> {
  private readonly calls = new Map<string, { round: number; result: Promise<T> }>();

  share(key: string, round: number, start: () => Promise<T>): Promise<T> {
    const running = this.calls.get(key);
    if (running && running.round === round) return running.result;
    const call = { round, result: start() };
    this.calls.set(key, call);
    const forget = () => {
      if (this.calls.get(key) === call) this.calls.delete(key);
    };
    call.result.then(forget, forget);
    return call.result;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A follower's checkpoint as its last batch left it, or UNKNOWN: read it from the table. */
const UNKNOWN = Symbol('unknown checkpoint');
type KnownCheckpoint = GlobalPosition | null | typeof UNKNOWN;

function lockKey(projector: Projector) {
  return `izlazak-projection:${projector.name}`;
}

function allPassed(checkpoints: Map<string, GlobalPosition | null>, position: GlobalPosition, names: string[]): boolean {
  return names.every((name) => {
    const checkpoint = checkpoints.get(name);
    return checkpoint != null && comparePositions(checkpoint, position) >= 0;
  });
}

function samePosition(a: GlobalPosition | null, b: GlobalPosition | null): boolean {
  if (a === null || b === null) return a === b;
  return comparePositions(a, b) === 0;
}
