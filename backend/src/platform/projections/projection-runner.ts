import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { inTransaction } from '#platform/database/pool';
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent } from '#platform/event-store/event-store.port';
import { logger } from '#platform/logging/json-logger';
import { lockCheckpoint, lockCheckpoints, moveCheckpointsIfAt, readCheckpoints, saveCheckpoint, saveCheckpoints } from './checkpoints';
import { isReadModel, type Projector } from './projector';
import { markReadModelChanged, markReadModelsChanged } from './read-model-versions';

const BATCH_SIZE = 500;
const IDLE_POLL_MS = 500;
const LOCK_RETRY_MS = 2000;
const FAILURE_BACKOFF_MS = 1000;
const QUICK_LOOKS_MS = [5, 10, 20, 40, 80, 100, 100, 100, 100, 100, 100, 100];
/**
 * How often a command's answer looks at the checkpoints of read models another process applies (a
 * web process's, with WEB_PROCESSES): one read shared by every waiter of the process, and only
 * while one waits. This process's own batches wake its waiters at once.
 */
const LED_ELSEWHERE_LOOK_MS = 10;
const LED_HERE_LOOK_MS = 100;
/** About a season of a busy venue's bookings: rarely enough that ANALYZE (tens of ms) never shows. */
const ANALYSE_AFTER_EVENTS = 20_000;

export interface ProjectionRunnerOptions {
  batchSize?: number;
  idlePollMs?: number;
}

/**
 * Followers that share one loop and one transaction a batch. The read models are one crew: a batch
 * of the feed runs every read model's handlers and moves all their checkpoints in one transaction
 * (one commit a batch instead of one per read model); each reactor is a crew of its own, so a slow
 * mail or webhook never holds back what GETs read.
 */
interface Crew {
  name: string;
  members: Projector[];
}

/**
 * Runs projectors against the global feed. A crew applies a batch and moves its members'
 * checkpoints in one transaction, and runs in one process at a time (a session advisory lock).
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
  private latestCheckpointRead: { afterBatches: number; startedAt: number; checkpoints: Promise<Map<string, GlobalPosition | null>> } | null = null;
  /** Feed reads in flight, by where they start: followers at the same checkpoint share one. */
  private readonly feedReads = new InFlight<RecordedEvent[]>();
  private readonly checkpointReads = new InFlight<Map<string, GlobalPosition | null>>();
  /** Projectors reset in this process: their followers read the checkpoint again. */
  private readonly resetSince = new Set<string>();
  /** Reset in this process and not caught up yet: they apply even what an append applied before the reset. */
  private readonly replaying = new Set<string>();
  /** Read models the store keeps current inside each append: nobody waits for the feed to reach them. */
  private readonly inline: Set<string>;
  /** Where this process's own batches left the checkpoints of the projectors it leads (none: ask the table). */
  private readonly appliedHere = new Map<string, GlobalPosition | null>();
  /** Members of a crew whose handlers failed alone: the rest of the crew goes on without them until then. */
  private readonly failingUntil = new Map<string, number>();
  /** Events each read model has handled here since its tables' statistics were last taken. */
  private readonly handledSinceAnalyse = new Map<string, number>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    readonly projectors: Projector[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.progress.setMaxListeners(0);
    this.wake.setMaxListeners(0);
    // Every process that appends runs them inline, whether or not it follows the feed.
    this.inline = new Set(store.projectInline?.(projectors.filter((projector) => isReadModel(projector) && projector.inline)) ?? []);
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.stopWatching = this.store.watchNewEvents(() => {
      this.wakeUps++;
      this.wake.emit('wake');
    });
    for (const crew of this.crews()) this.loops.push(this.runWhileLeader(crew));
  }

  private crews(): Crew[] {
    const readModels = this.projectors.filter(isReadModel);
    const reactors = this.projectors.filter((projector) => !isReadModel(projector));
    return [...(readModels.length > 0 ? [{ name: 'read-models', members: readModels }] : []), ...reactors.map((reactor) => ({ name: reactor.name, members: [reactor] }))];
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
  async waitFor(
    position: GlobalPosition,
    timeoutMs: number,
    waitedFor: string[] = this.readModelNames(),
    { throughTheFeed = false }: { throughTheFeed?: boolean } = {},
  ): Promise<boolean> {
    const readModels = throughTheFeed ? waitedFor : waitedFor.filter((name) => !this.inline.has(name));
    if (readModels.length === 0) return true;
    const deadline = Date.now() + timeoutMs;
    // A process that applies nothing here has no batch to tell it a read is old: it looks afresh.
    let fresh = this.appliedHere.size === 0;
    while (Date.now() < deadline) {
      if (allPassed(this.appliedHere, position, readModels)) return true;
      // Read models this process applies are known here; the table is read only for the others.
      const ledHere = readModels.every((name) => this.appliedHere.has(name));
      if (!ledHere && allPassed(await this.checkpoints(fresh), position, readModels)) return true;
      // Woken by a batch of this process, the read after it is shared; woken by the clock (another
      // process may be the leader), this waiter reads afresh.
      fresh = !(await this.nextProgress(Math.min(ledHere ? LED_HERE_LOOK_MS : LED_ELSEWHERE_LOOK_MS, deadline - Date.now())));
    }
    return allPassed(await this.checkpoints(true), position, readModels);
  }

  /** Whether this process's own batches took every read model past `position` already: no query, so false whenever another process leads. */
  shownHere(position: GlobalPosition): boolean {
    return allPassed(
      this.appliedHere,
      position,
      this.readModelNames().filter((name) => !this.inline.has(name)),
    );
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
    this.replaying.add(projector.name);
    this.appliedHere.delete(projector.name);
    this.batchesApplied++;
    this.wake.emit('wake');
  }

  /** Applies every event up to the head of the feed once, in the calling process. */
  async catchUp(projector: Projector): Promise<void> {
    const crew = { name: projector.name, members: [projector] };
    let known: KnownCheckpoints = new Map();
    for (;;) {
      const batch = await this.applyNextBatch(crew, known);
      if (batch.read === 0) return;
      known = batch.checkpoints;
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
    // A fresh read another waiter started within the last look is fresh enough for this one too.
    const current = latest && latest.afterBatches === this.batchesApplied && (!fresh || Date.now() - latest.startedAt < LED_ELSEWHERE_LOOK_MS);
    if (current) return latest.checkpoints;
    const read = { afterBatches: this.batchesApplied, startedAt: Date.now(), checkpoints: readCheckpoints(this.pool) };
    this.latestCheckpointRead = read;
    read.checkpoints.catch(() => {
      if (this.latestCheckpointRead === read) this.latestCheckpointRead = null;
    });
    return read.checkpoints;
  }

  private async runWhileLeader(crew: Crew) {
    while (this.running) {
      if (!(await this.tryLeadership(crew).catch(() => false))) {
        await this.sleep(LOCK_RETRY_MS);
        continue;
      }
      await this.follow(crew);
      for (const member of crew.members) this.appliedHere.delete(member.name);
      await this.onLeadershipSession('SELECT pg_advisory_unlock(hashtext($1))', [lockKey(crew)]).catch(() => undefined);
    }
  }

  /** All of this process's crew locks live on one session, so leadership costs one connection. */
  private async tryLeadership(crew: Crew): Promise<boolean> {
    const rows = await this.onLeadershipSession<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey(crew)]);
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
  private async follow(crew: Crew) {
    let quickLooks = 0;
    let wakeUpsSeen = this.wakeUps;
    let known: KnownCheckpoints = new Map();
    while (this.running) {
      try {
        for (const member of crew.members) if (this.resetSince.delete(member.name)) known.delete(member.name);
        const batch = await this.applyNextBatch(crew, known);
        known = batch.checkpoints;
        if (batch.read > 0) continue;
        if (this.wakeUps !== wakeUpsSeen) {
          wakeUpsSeen = this.wakeUps;
          quickLooks = 0;
        }
        if (quickLooks < QUICK_LOOKS_MS.length) await this.sleep(QUICK_LOOKS_MS[quickLooks++]);
        else {
          await this.idle();
          // Another process may have moved them (a rebuild): read them again now and then.
          known = new Map();
        }
      } catch (error) {
        logger.error({ message: 'Projection batch failed', projector: crew.name, error: String(error) }, 'Projections');
        known = new Map();
        await this.sleep(FAILURE_BACKOFF_MS);
      }
    }
  }

  /**
   * Reads the events after the crew's checkpoint and applies them. Members stand at one checkpoint
   * almost always; one that stands elsewhere (reset, rebuilt, failing) follows from its own, in a
   * batch of its own. `known`: the checkpoints the crew's last batch left (missing: read them).
   */
  private async applyNextBatch(crew: Crew, known: KnownCheckpoints): Promise<{ read: number; checkpoints: KnownCheckpoints }> {
    const missing = crew.members.some((member) => !known.has(member.name));
    const stored = missing ? await this.checkpointsReadTogether() : null;
    const checkpoints: KnownCheckpoints = new Map(crew.members.map((m) => [m.name, known.has(m.name) ? known.get(m.name)! : (stored!.get(m.name) ?? null)]));
    const now = Date.now();
    const ready = crew.members.filter((member) => (this.failingUntil.get(member.name) ?? 0) <= now);
    let read = 0;
    for (const [from, members] of byCheckpoint(ready, checkpoints)) {
      const events = await this.eventsAfter(from);
      if (events.length === 0) {
        for (const member of members) this.replaying.delete(member.name);
        continue;
      }
      read += events.length;
      const last = events[events.length - 1].position;
      const moved = await this.applyTogether(members, from, events);
      for (const member of members) {
        if (moved.has(member.name)) checkpoints.set(member.name, last);
        else checkpoints.delete(member.name);
      }
      await this.analyseWhenGrown(
        members.filter((member) => moved.has(member.name)),
        events,
      );
    }
    if (this.running) this.rememberApplied(crew, checkpoints);
    if (read > 0) {
      this.batchesApplied++;
      this.progress.emit('progress');
    }
    return { read, checkpoints };
  }

  /**
   * A read model that has taken many events (a catch-up from an empty database, a busy season) gets
   * its tables' statistics taken anew: the server may run without autovacuum, and a planner without
   * statistics scans a whole table where an index would do.
   */
  private async analyseWhenGrown(members: Projector[], events: RecordedEvent[]) {
    for (const member of members.filter(isReadModel)) {
      const handled = (this.handledSinceAnalyse.get(member.name) ?? 0) + events.filter((event) => member.handlers[event.type]).length;
      if (handled < ANALYSE_AFTER_EVENTS) {
        this.handledSinceAnalyse.set(member.name, handled);
        continue;
      }
      this.handledSinceAnalyse.set(member.name, 0);
      for (const table of member.tables) await this.pool.query(`ANALYZE ${table}`);
    }
  }

  /**
   * In one transaction: re-checks the members' checkpoints under row locks, runs their handlers in
   * feed order, moves the versions of the read models that ran one and every member's checkpoint.
   * Members none of whose handlers the batch touches only move their checkpoints, in one statement.
   * A member whose checkpoint moved meanwhile (a rebuild, another process) is left out: it reads its
   * checkpoint again. When the crew's transaction fails, the batch is applied member by member, so
   * one broken read model holds back only itself. Answers the members whose checkpoint moved.
   */
  private async applyTogether(members: Projector[], from: GlobalPosition | null, events: RecordedEvent[]): Promise<Set<string>> {
    const last = events[events.length - 1].position;
    const handling = members.filter((member) => events.some((event) => member.handlers[event.type]));
    const names = members.map((member) => member.name);
    if (handling.length === 0) return moveCheckpointsIfAt(this.pool, names, from, last);
    for (const member of handling) await member.beforeBatch?.(events);
    try {
      return await inTransaction(this.pool, async (tx) => {
        const locked = await lockCheckpoints(tx, names);
        const current = members.filter((member) => samePosition(locked.get(member.name) ?? null, from));
        for (const member of current.filter((m) => m.handleBatch)) {
          const its = events.filter((event) => this.appliesItself(member, event));
          if (its.length > 0) await member.handleBatch!(its, tx);
        }
        const oneByOne = current.filter((member) => !member.handleBatch);
        for (const event of events) {
          for (const member of oneByOne) {
            if (!this.appliedInAppend(member, event)) await member.handlers[event.type]?.(event, tx);
          }
        }
        // Cached answers are tagged with read models' versions; a reactor's tables are never read through the cache.
        // Events applied inside their appends moved the version there (their read model's sequence): a batch of only
        // those leaves the counter's row alone, and unlocked while this transaction runs.
        const changed = current.filter((member) => isReadModel(member) && events.some((event) => this.appliesItself(member, event)));
        await markReadModelsChanged(
          tx,
          changed.map((member) => member.name),
        );
        const moving = current.map((member) => member.name);
        if (moving.length > 0) await saveCheckpoints(tx, moving, last);
        return new Set(moving);
      });
    } catch (error) {
      if (members.length === 1) throw error;
      return this.applyOneByOne(members, from, events);
    }
  }

  /** Whether the batch runs the member's handler for the event (one it has, and the append did not run). */
  private appliesItself(member: Projector, event: RecordedEvent): boolean {
    return member.handlers[event.type] !== undefined && !this.appliedInAppend(member, event);
  }

  /** The store applied it inside its append already; a read model replaying after a reset applies everything. */
  private appliedInAppend(member: Projector, event: RecordedEvent): boolean {
    return !this.replaying.has(member.name) && (event.metadata.projectedInline?.includes(member.name) ?? false);
  }

  private rememberApplied(crew: Crew, checkpoints: KnownCheckpoints) {
    for (const member of crew.members) {
      if (checkpoints.has(member.name)) this.appliedHere.set(member.name, checkpoints.get(member.name)!);
      else this.appliedHere.delete(member.name);
    }
  }

  private async applyOneByOne(members: Projector[], from: GlobalPosition | null, events: RecordedEvent[]): Promise<Set<string>> {
    const moved = new Set<string>();
    for (const member of members) {
      try {
        if ((await this.applyTogether([member], from, events)).has(member.name)) moved.add(member.name);
      } catch (error) {
        logger.error({ message: 'Projection batch failed', projector: member.name, error: String(error) }, 'Projections');
        this.failingUntil.set(member.name, Date.now() + FAILURE_BACKOFF_MS);
      }
    }
    return moved;
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

/** The checkpoints of a crew's members as its last batch left them; a member missing: read it from the table. */
type KnownCheckpoints = Map<string, GlobalPosition | null>;

/** Members grouped by the checkpoint they stand at. */
function byCheckpoint(members: Projector[], checkpoints: KnownCheckpoints): [GlobalPosition | null, Projector[]][] {
  const groups = new Map<string, [GlobalPosition | null, Projector[]]>();
  for (const member of members) {
    const at = checkpoints.get(member.name) ?? null;
    const key = at ? `${at.commit}/${at.prepare}` : 'start';
    const group = groups.get(key) ?? groups.set(key, [at, []]).get(key)!;
    group[1].push(member);
  }
  return [...groups.values()];
}

function lockKey(crew: Crew) {
  return `izlazak-projection:${crew.name}`;
}

function allPassed(checkpoints: ReadonlyMap<string, GlobalPosition | null>, position: GlobalPosition, names: string[]): boolean {
  return names.every((name) => {
    const checkpoint = checkpoints.get(name);
    return checkpoint != null && comparePositions(checkpoint, position) >= 0;
  });
}

function samePosition(a: GlobalPosition | null, b: GlobalPosition | null): boolean {
  if (a === null || b === null) return a === b;
  return comparePositions(a, b) === 0;
}
