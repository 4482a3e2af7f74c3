import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { startTestApp, type TestApp } from '../support/app';
import { apiClient } from '../support/http';
import { readMails } from '../support/mailbox';
import { registration } from '../api/accounts-support';

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl || process.env.CI === 'true' ? describe : describe.skip;

/**
 * Redis restarted without persistence loses every BullMQ job, while the outbox rows stay marked
 * 'queued'. The relay hands such rows to the queue again after MAIL_REQUEUE_AFTER_SECONDS; the job
 * id (the row id) keeps a mail whose job still exists from being sent twice.
 */
describeWithRedis('Mail survives Redis losing its data', () => {
  let app: TestApp;
  let redis: Redis;
  let queue: Queue;
  let prefix: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { MAIL_REQUEUE_AFTER_SECONDS: '2', RATE_LIMIT_PER_WINDOW: '0' } });
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    prefix = `izlazak:${new URL(app.running.kernel.config.databaseUrl!).pathname.slice(1)}`;
    queue = new Queue('mail', { connection: redis, prefix });
  });
  afterAll(async () => {
    await queue?.close();
    await app?.stop();
    await redis?.quit();
  });

  const outboxStatuses = async () =>
    (await app.running.kernel.pool.query<{ status: string }>(`SELECT status FROM mail_outbox WHERE to_address LIKE '%@izgubljeno.test'`)).rows.map((row) => row.status);

  async function until(condition: () => Promise<boolean>, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** What a Redis restart without persistence does to this app's queue: every key gone. */
  async function loseQueueKeys() {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:mail:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  it('5 mails queued when Redis lost its data are all sent, each once', async () => {
    // Paused, the worker takes nothing: the jobs sit in Redis, as mails waiting their turn would.
    await queue.pause();
    const api = apiClient(app.baseUrl);
    for (let i = 0; i < 5; i++) {
      const answer = await api.post('/api/auth/register', { ...registration(`izgubljen${i}`, { email: `izgubljen${i}@izgubljeno.test` }), terms: true });
      expect(answer.status).toBe(201);
    }
    await until(async () => (await outboxStatuses()).filter((status) => status === 'queued').length === 5, 15_000);

    // Older than the requeue delay while their jobs still exist: handing them over again is a no-op.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const waiting = await queue.getJobCounts('paused', 'wait');
    expect(waiting.paused + waiting.wait).toBe(5);
    await loseQueueKeys();

    const lost = async () => (await readMails(app.mailDir)).filter((mail) => mail.to.includes('@izgubljeno.test'));
    await until(async () => (await lost()).length >= 5, 30_000);
    await until(async () => (await outboxStatuses()).every((status) => status === 'sent'), 10_000);
    // Further rounds of the relay send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const recipients = (await lost()).map((mail) => mail.to).sort();
    expect(recipients).toEqual([0, 1, 2, 3, 4].map((i) => `izgubljen${i}@izgubljeno.test`));
  });
});
