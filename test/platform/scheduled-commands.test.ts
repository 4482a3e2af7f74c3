import { randomUUID } from 'node:crypto';
import { conflict } from '../../backend/src/platform/commands/domain-errors';
import { runMigrations } from '../../backend/src/platform/database/migrations';
import { SCHEDULED_COMMANDS_MIGRATION } from '../../backend/src/platform/scheduling/scheduled-command-table';
import { ScheduledCommands, type SchedulerSettings, type ScheduledRun } from '../../backend/src/platform/scheduling/scheduled-commands';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const redisUrl = process.env.REDIS_URL;
const MODES: [string, string | undefined][] = [
  ['with Redis (BullMQ delayed jobs)', redisUrl],
  ['without Redis (PostgreSQL timer)', undefined],
];
const modes = MODES.filter(([, url], index) => index === 1 || url || process.env.CI === 'true');

interface Run {
  scheduler: string;
  key: string;
  payload: unknown;
  attempt: number;
  at: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * The scheduler on a real database (and real Redis): instances on one database stand for the
 * application's processes, those started for the ones that run the projections, the others for
 * API-only ones that schedule. With Redis the poll is left long, so the BullMQ job is what wakes a
 * runner at the moment; without, the timer set to the next due row is.
 */
describe.each(modes)('Scheduled commands %s', (_mode, redis) => {
  let database: TestDatabase;
  let prefix: string;
  let runs: Run[];
  const schedulers: ScheduledCommands[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
    await runMigrations(database.pool, [SCHEDULED_COMMANDS_MIGRATION]);
    prefix = `izlazak-test:${randomUUID()}`;
    runs = [];
  });
  afterEach(async () => {
    for (const scheduler of schedulers.splice(0)) await scheduler.stop();
    await database.drop();
  });

  async function scheduler(_name: string, options: Partial<SchedulerSettings> & { run: boolean }) {
    const instance = new ScheduledCommands(
      database.pool,
      { now: () => new Date() },
      {
        redis: redis ? { url: redis, prefix } : null,
        pollMs: redis ? 60_000 : 1_000,
        ...options,
      },
    );
    schedulers.push(instance);
    if (options.run) await instance.start();
    return instance;
  }

  const recordAs =
    (name: string, work: () => Promise<void> = async () => undefined) =>
    async (payload: unknown, run: ScheduledRun) => {
      await work();
      runs.push({ scheduler: name, key: run.key, payload, attempt: run.attempt, at: Date.now() });
    };

  const inAMoment = (ms: number) => new Date(Date.now() + ms);

  it('runs a schedule once, at its time', async () => {
    const runner = await scheduler('a', { run: true });
    runner.handle('ping', recordAs('a'));
    const runAt = inAMoment(1_500);
    const key = await runner.schedule({ stream: 'reservation-1', purpose: 'ping', runAt, payload: { table: 'Sto 1' } });
    expect(key).toBe('reservation-1:ping');

    await sleep(1_000);
    expect(runs).toEqual([]);
    await until(() => runs.length > 0, 5_000, 'the run');
    expect(runs[0].payload).toEqual({ table: 'Sto 1' });
    expect(runs[0].at).toBeGreaterThanOrEqual(runAt.getTime());
    expect(runs[0].at - runAt.getTime()).toBeLessThan(1_000);

    await sleep(1_500);
    expect(runs).toHaveLength(1);
    expect(await runner.find({ stream: 'reservation-1', purpose: 'ping' })).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('rescheduling replaces: it runs once, at the new time, with the new payload', async () => {
    const runner = await scheduler('a', { run: true });
    runner.handle('ping', recordAs('a'));
    await runner.schedule({ stream: 'reservation-2', purpose: 'ping', runAt: inAMoment(1_000), payload: { night: 1 } });
    const movedTo = inAMoment(2_500);
    await runner.schedule({ stream: 'reservation-2', purpose: 'ping', runAt: movedTo, payload: { night: 2 } });

    await sleep(2_000);
    expect(runs).toEqual([]);
    await until(() => runs.length > 0, 5_000, 'the run');
    expect(runs[0]).toMatchObject({ key: 'reservation-2:ping', payload: { night: 2 } });
    expect(runs[0].at).toBeGreaterThanOrEqual(movedTo.getTime());
    await sleep(1_500);
    expect(runs).toHaveLength(1);
  });

  it('a cancelled schedule does not run', async () => {
    const runner = await scheduler('a', { run: true });
    runner.handle('ping', recordAs('a'));
    await runner.schedule({ stream: 'reservation-3', purpose: 'ping', runAt: inAMoment(1_000), payload: {} });
    expect(await runner.cancel({ stream: 'reservation-3', purpose: 'ping' })).toBe(true);

    await sleep(2_500);
    expect(runs).toEqual([]);
    expect(await runner.find({ stream: 'reservation-3', purpose: 'ping' })).toMatchObject({ state: 'cancelled' });
    expect(await runner.cancel({ stream: 'reservation-3', purpose: 'ping' })).toBe(false);
  });

  it('a schedule made by a process that does not run them is run at its time by one that does', async () => {
    const runner = await scheduler('runner', { run: true });
    runner.handle('ping', recordAs('runner'));
    const api = await scheduler('api', { run: false });
    const runAt = inAMoment(2_500);
    await api.schedule({ stream: 'reservation-4', purpose: 'ping', runAt, payload: { from: 'api' } });

    await until(() => runs.length > 0, 6_000, 'the run');
    expect(runs[0]).toMatchObject({ scheduler: 'runner', payload: { from: 'api' } });
    expect(runs[0].at).toBeGreaterThanOrEqual(runAt.getTime());
    // Well inside the poll's second: the timer (or the delayed job) woke the runner, not the next poll.
    expect(runs[0].at - runAt.getTime()).toBeLessThan(500);
  });

  it('two schedulers on one database run each of 20 due schedules exactly once', async () => {
    const slowly = async () => void (await sleep(30));
    const a = await scheduler('a', { run: true, pollMs: 300 });
    const b = await scheduler('b', { run: true, pollMs: 300 });
    a.handle('release', recordAs('a', slowly));
    b.handle('release', recordAs('b', slowly));
    const api = await scheduler('api', { run: false });
    const runAt = inAMoment(1_000);
    const keys = await Promise.all(Array.from({ length: 20 }, (_, i) => api.schedule({ stream: `reservation-${i}`, purpose: 'release', runAt, payload: { i } })));

    await sleep(runAt.getTime() - Date.now());
    // Both also race the wake-ups with passes of their own.
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    await until(() => runs.length >= 20, 5_000, '20 runs');
    await sleep(1_500);

    expect(runs.map((run) => run.key).sort()).toEqual([...keys].sort());
    const { rows } = await database.pool.query<{ state: string; attempts: number }>(`SELECT state, attempts FROM scheduled_commands`);
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
  });

  it('a handler that throws is retried with backoff, then succeeds once', async () => {
    const runner = await scheduler('a', { run: true, retryBaseMs: 400 });
    const tries: number[] = [];
    runner.handle(
      'flaky',
      recordAs('a', async () => {
        tries.push(Date.now());
        if (tries.length < 3) throw new Error('Skladište događaja nije dostupno');
      }),
    );
    await runner.schedule({ stream: 'reservation-5', purpose: 'flaky', runAt: inAMoment(200), payload: {} });

    await until(() => runs.length > 0, 8_000, 'the successful run');
    expect(tries).toHaveLength(3);
    expect(runs).toEqual([expect.objectContaining({ attempt: 3 })]);
    expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(400);
    expect(tries[2] - tries[1]).toBeGreaterThanOrEqual(800);
    await sleep(1_500);
    expect(runs).toHaveLength(1);
    expect(await runner.find({ stream: 'reservation-5', purpose: 'flaky' })).toMatchObject({ state: 'done', attempts: 3, lastError: null });
  });

  it('a command the decider refuses is over: not retried, kept as refused', async () => {
    const runner = await scheduler('a', { run: true, retryBaseMs: 200 });
    let tries = 0;
    runner.handle('release', async () => {
      tries++;
      throw conflict('Gost je već stigao');
    });
    await runner.schedule({ stream: 'reservation-6', purpose: 'release', runAt: inAMoment(100), payload: {} });

    await until(async () => (await runner.find({ stream: 'reservation-6', purpose: 'release' }))?.state === 'refused', 5_000, 'the refusal');
    await sleep(1_000);
    expect(tries).toBe(1);
    expect(await runner.find({ stream: 'reservation-6', purpose: 'release' })).toMatchObject({ attempts: 1, lastError: 'Gost je već stigao' });
  });
});

describe('Scheduled commands in tests: runDue(now)', () => {
  let database: TestDatabase;
  let scheduler: ScheduledCommands;

  beforeEach(async () => {
    database = await createTestDatabase();
    await runMigrations(database.pool, [SCHEDULED_COMMANDS_MIGRATION]);
    scheduler = new ScheduledCommands(database.pool, { now: () => new Date() }, { run: false, redis: null });
  });
  afterEach(async () => {
    await scheduler.stop();
    await database.drop();
  });

  it('runs at once what is due at the moment given, and only that', async () => {
    const payloads: unknown[] = [];
    scheduler.handle('reminder', async (payload) => void payloads.push(payload));
    const inAnHour = new Date(Date.now() + 3_600_000);
    await scheduler.schedule({ stream: 'reservation-7', purpose: 'reminder', runAt: inAnHour, payload: { n: 1 } });
    await scheduler.schedule({ stream: 'reservation-8', purpose: 'reminder', runAt: new Date(inAnHour.getTime() + 60_000), payload: { n: 2 } });

    expect(await scheduler.runDue()).toBe(0);
    expect(await scheduler.runDue(new Date(inAnHour.getTime() + 1_000))).toBe(1);
    expect(payloads).toEqual([{ n: 1 }]);
    expect(await scheduler.runDue(new Date(inAnHour.getTime() + 1_000))).toBe(0);
    expect(await scheduler.runDue(new Date(inAnHour.getTime() + 120_000))).toBe(1);
    expect(payloads).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('the same time and payload again change nothing; a new time runs a key that ran once more', async () => {
    const payloads: unknown[] = [];
    scheduler.handle('release', async (payload) => void payloads.push(payload));
    const command = { stream: 'reservation-9', purpose: 'release', runAt: new Date(Date.now() - 1_000), payload: { night: '13.12.2026' } };
    await scheduler.schedule(command);
    expect(await scheduler.runDue()).toBe(1);

    await scheduler.schedule(command);
    expect(await scheduler.runDue()).toBe(0);

    // The reservation moved to another night: its release runs again, then.
    const moved = { ...command, runAt: new Date(Date.now() + 86_400_000), payload: { night: '14.12.2026' } };
    await scheduler.schedule(moved);
    expect(await scheduler.find(command)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(await scheduler.runDue(new Date(moved.runAt.getTime() + 1))).toBe(1);
    expect(payloads).toEqual([{ night: '13.12.2026' }, { night: '14.12.2026' }]);
  });

  it('a schedule written in a transaction that rolls back is not there', async () => {
    scheduler.handle('release', async () => undefined);
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await scheduler.schedule({ stream: 'reservation-10', purpose: 'release', runAt: new Date(Date.now() - 1), payload: {} }, client);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await scheduler.find({ stream: 'reservation-10', purpose: 'release' })).toBeNull();
    expect(await scheduler.runDue()).toBe(0);
  });
});
