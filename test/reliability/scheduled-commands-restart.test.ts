import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { startApplication, type RunningApplication } from '../../backend/src/app';
import { runMigrations } from '../../backend/src/platform/database/migrations';
import { SCHEDULED_COMMANDS_MIGRATION } from '../../backend/src/platform/scheduling/scheduled-command-table';
import { ScheduledCommands, type ScheduledRun } from '../../backend/src/platform/scheduling/scheduled-commands';
import { freePort, testConfig } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Every other suite uses Redis's database 0 (REDIS_URL as given); this one has a database of its own
 * (11), so that FLUSHDB, which is what a Redis restart without persistence does, loses nobody
 * else's jobs.
 */
const redisUrl = process.env.REDIS_URL ? withDatabase(process.env.REDIS_URL, 11) : undefined;
const describeWithRedis = redisUrl || process.env.CI === 'true' ? describe : describe.skip;

function withDatabase(url: string, index: number) {
  const parsed = new URL(url);
  parsed.pathname = `/${index}`;
  return parsed.toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

// What the app left in the suite's own Redis database.
afterAll(async () => {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  await redis.flushdb();
  await redis.quit();
});

describeWithRedis('A scheduled command when Redis loses its data', () => {
  let database: TestDatabase;
  let redis: Redis;
  let scheduler: ScheduledCommands;

  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database.pool, [SCHEDULED_COMMANDS_MIGRATION]);
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    await scheduler?.stop();
    await redis?.quit();
    await database?.drop();
  });

  it('still runs, once, from the PostgreSQL poll', async () => {
    const prefix = `izlazak-test:${randomUUID()}`;
    scheduler = new ScheduledCommands(database.pool, { now: () => new Date() }, { run: true, redis: { url: redisUrl!, prefix }, pollMs: 1_000 });
    const runs: { payload: unknown; at: number }[] = [];
    scheduler.handle('table-release', async (payload) => void runs.push({ payload, at: Date.now() }));
    await scheduler.start();
    const runAt = new Date(Date.now() + 2_000);
    await scheduler.schedule({ stream: 'reservation-1', purpose: 'table-release', runAt, payload: { table: 'Sto 4' } });

    const queue = new Queue('scheduled-commands', { connection: redis, prefix });
    try {
      expect(await queue.getDelayedCount()).toBe(1);
      await redis.flushdb();
      expect(await queue.getDelayedCount()).toBe(0);
    } finally {
      await queue.close();
    }

    await until(() => runs.length > 0, 6_000, 'the run');
    expect(runs[0].payload).toEqual({ table: 'Sto 4' });
    expect(runs[0].at).toBeGreaterThanOrEqual(runAt.getTime());
    await sleep(2_500);
    expect(runs).toHaveLength(1);
    expect(await scheduler.find({ stream: 'reservation-1', purpose: 'table-release' })).toMatchObject({ state: 'done', attempts: 1 });
  });
});

/**
 * The application itself: the scheduler is the platform's, run by processes that run the
 * projections. A command scheduled before the app was closed runs after it starts again, once, and
 * a third start runs it no more.
 */
describe.each(
  [
    ['with Redis (BullMQ)', redisUrl],
    ['without Redis (PostgreSQL timer)', ''],
  ].filter(([, url]) => url !== undefined),
)('A scheduled command across an application restart, %s', (_mode, redis) => {
  let database: TestDatabase;
  let mailDir: string;
  let running: RunningApplication | null = null;

  beforeAll(async () => {
    database = await createTestDatabase();
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-scheduled-'));
  });
  afterAll(async () => {
    await running?.close();
    await database?.drop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  const runs: { payload: unknown; run: ScheduledRun }[] = [];

  async function start() {
    running = await startApplication(testConfig({ databaseUrl: database.url, port: await freePort(), mailDir, env: { REDIS_URL: redis! } }));
    const scheduler = running.app.get(ScheduledCommands);
    scheduler.handle('test-reminder', async (payload, run) => void runs.push({ payload, run }));
    return scheduler;
  }

  async function close() {
    await running?.close();
    running = null;
  }

  it('runs once after the restart what fell due while the app was closed', async () => {
    const scheduler = await start();
    const runAt = new Date(Date.now() + 2_000);
    await scheduler.schedule({ stream: 'reservation-1', purpose: 'test-reminder', runAt, payload: { guest: 'Ana' } });
    await close();
    await sleep(runAt.getTime() + 1_000 - Date.now());
    expect(runs).toEqual([]);

    await start();
    await until(() => runs.length > 0, 10_000, 'the run after the restart');
    expect(runs[0].payload).toEqual({ guest: 'Ana' });
    expect(runs[0].run).toMatchObject({ key: 'reservation-1:test-reminder', runAt, attempt: 1 });
    await close();

    await start();
    await sleep(3_000);
    expect(runs).toHaveLength(1);
  });
});
