import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/app';
import { apiClient, type Api } from '../support/http';
import { readMails } from '../support/mailbox';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { MANAGER_PASSWORD, createVenue } from '../api/venues-fixtures';
import { guestBody, nightInDays } from '../api/integrations-support';

const REPO = path.resolve(__dirname, '..', '..');
const MAIN = path.join(REPO, 'backend', 'dist', 'main.js');
const redisUrl = process.env.REDIS_URL;
const ADMIN = { email: 'admin@izlazak.test', password: 'admin-lozinka' };
const RESTART_BUDGET_MS = 30_000;

/**
 * A real process, really killed: the built server (backend/dist, `npm test` builds it first) takes
 * placements until it gets SIGKILL mid-stream. Every placement it accepted (answered 201) must have
 * its guest's mail within 30 seconds of the restart, and no guest gets a mail twice. The mails of
 * the last placements were in flight at the kill: claimed by the dead relay, or held by its BullMQ
 * worker.
 */
describe.each([
  ['with Redis (BullMQ)', redisUrl],
  ['without Redis (in-process)', undefined],
])('Mails of placements accepted just before a kill -9, %s', (_mode, redis) => {
  let database: TestDatabase;
  let mailDir: string;
  let server: ChildProcess | null = null;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-kill-'));
    port = await freePort();
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    await database?.drop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  async function startServer(): Promise<{ process: ChildProcess; api: Api }> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: redis ?? '',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      WARM_PUBLIC_PAGES: 'false',
      MAIL_DIR: mailDir,
      UPLOAD_DIR: path.join(mailDir, 'uploads'),
      JWT_SECRET: 'test-secret',
      RATE_LIMIT_PER_WINDOW: '0',
    };
    const child = spawn(process.execPath, [MAIN], { env, stdio: 'ignore' });
    const api = apiClient(`http://127.0.0.1:${port}`);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (health?.ok) return { process: child, api };
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('sends them within 30 seconds of the restart, each once', async () => {
    expect(fs.existsSync(MAIN)).toBe(true);
    const first = await startServer();
    server = first.process;
    const api = first.api;
    const adminToken = await api.login(ADMIN.email, ADMIN.password);
    const venue = await createVenue(api, adminToken, 'Klub Pad');
    const manager = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    const tables: string[] = [];
    for (let i = 0; i < 8; i++) tables.push((await api.post('/api/club/table', { name: `Sto ${i}`, maxPersons: 6 }, manager)).body._id);

    // Eight guests book one table and night after another until the process dies under them.
    const accepted: string[] = [];
    let dead = false;
    let next = 0;
    const guest = async (table: string) => {
      while (!dead) {
        const n = next++;
        const body = guestBody(venue.id, table, nightInDays(1 + (n % 60)), n);
        const answer = await fetch(`http://127.0.0.1:${port}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).catch(() => null);
        if (answer?.status === 201) accepted.push(body.email);
      }
    };
    const guests = tables.map(guest);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    server.kill('SIGKILL');
    dead = true;
    await new Promise((resolve) => server!.once('exit', resolve));
    await Promise.all(guests);
    expect(accepted.length).toBeGreaterThan(10);

    const restartedAt = Date.now();
    server = (await startServer()).process;
    const guestMails = async () => (await readMails(mailDir)).map((mail) => /gost\d+@integracije\.test/.exec(mail.to)?.[0]).filter((to): to is string => Boolean(to));
    let mails: string[] = [];
    while (Date.now() - restartedAt < RESTART_BUDGET_MS) {
      mails = await guestMails();
      if (accepted.every((email) => mails.includes(email))) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const missing = accepted.filter((email) => !mails.includes(email));
    process.stdout.write(`${_mode}: ${accepted.length} accepted, all mailed ${Date.now() - restartedAt} ms after the restart\n`);
    expect({ missing, afterMs: Date.now() - restartedAt }).toEqual({ missing: [], afterMs: expect.any(Number) });
    expect(Date.now() - restartedAt).toBeLessThan(RESTART_BUDGET_MS);

    // A few more relay rounds send nothing twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    mails = await guestMails();
    expect(mails.filter((to, index) => mails.indexOf(to) !== index)).toEqual([]);
  });
});
