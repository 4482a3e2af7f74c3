import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/app';
import { apiClient, type Api } from '../support/http';
import { connectLive } from '../support/live-client';
import { waitForMailTo } from '../support/mailbox';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { bookableVenue } from '../support/venues';
import { guestBody, nightInDays, placeReservation, waitUntil } from '../api/integrations-support';

const MAIN = path.resolve(__dirname, '..', '..', 'backend', 'dist', 'main.js');
const ADMIN = { email: 'admin@izlazak.test', password: 'admin-lozinka' };
const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

/** The processes the server forked (its web processes). */
const forkedBy = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter(Boolean);
  } catch {
    return []; // ps exits 1 when there are none
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `WEB_PROCESSES=2` as `npm start` runs it: the started process follows the feed, two forked ones
 * answer on PORT. Everything a guest and a manager do through PORT still happens: the placement,
 * the manager's list, the live push, the guest's mail; a web process that dies is replaced; a stop
 * ends them all.
 */
describeWithRedis('The server with WEB_PROCESSES', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: ChildProcess;
  let api: Api;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-web-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        PORT: String(port),
        APP_URL: url,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        WARM_PUBLIC_PAGES: 'false',
        JWT_SECRET: 'test-secret',
        RATE_LIMIT_PER_WINDOW: '0',
        LOG_LEVEL: 'silent',
        WEB_PROCESSES: '2',
      },
      stdio: 'ignore',
    });
    api = apiClient(url);
    await waitUntil(async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok === true, 60_000, 'the server to answer');
  }, 90_000);
  /** A client that reconnects, as a browser does after a reset: a connection of its own. */
  const healthOnNewConnection = () =>
    new Promise<number | undefined>((resolve, reject) => {
      http.get(`${url}/api/health`, { agent: false }, (answer) => resolve(answer.resume().statusCode)).on('error', reject);
    });
  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGKILL');
      for (const pid of forkedBy(server.pid!)) process.kill(pid, 'SIGKILL');
    }
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers on PORT from two forked processes while the started one follows the feed', async () => {
    expect(forkedBy(server.pid!)).toHaveLength(2);
    const adminToken = await api.login(ADMIN.email, ADMIN.password);
    // A dashboard command answered by a web process is answered once the follower's read models have it.
    for (let i = 0; i < 5; i++) {
      expect((await api.put('/api/site', { name: 'Izlazak', email: `kontakt${i}@izlazak.test` }, adminToken)).status).toBe(200);
      expect((await api.get('/api/site')).body.email).toBe(`kontakt${i}@izlazak.test`);
    }
    const venue = await bookableVenue(api, adminToken, 'Klub Dva Procesa', [
      { name: 'Sto 1', maxPersons: 4 },
      { name: 'Sto 2', maxPersons: 4 },
    ]);
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    const dashboard = await connectLive(url, managerToken);
    try {
      const guest = guestBody(venue.id, venue.tableIds[0], nightInDays(2), 1);
      const reservationId = await placeReservation(api, guest);

      const listed = await api.get('/api/reservations?all=true', managerToken);
      expect(listed.body.data.map((row: { _id: string }) => row._id)).toContain(reservationId);
      await dashboard.next((message) => message.type === 'reservation' && message.reservation._id === reservationId);
      const mail = await waitForMailTo(path.join(dataDir, 'mail'), guest.email, 'je primljena');
      expect(mail.text).toContain('Klub Dva Procesa');
    } finally {
      dashboard.close();
    }
  }, 60_000);

  it('replaces a web process that dies, and PORT answers all along', async () => {
    const [killed, kept] = forkedBy(server.pid!);
    process.kill(killed, 'SIGKILL');
    expect(await healthOnNewConnection()).toBe(200);
    await waitUntil(() => forkedBy(server.pid!).length === 2 && !forkedBy(server.pid!).includes(killed), 30_000, 'a new web process');
    expect(forkedBy(server.pid!)).toContain(kept);
    for (let i = 0; i < 4; i++) expect(await healthOnNewConnection()).toBe(200);
  }, 60_000);

  it('stops every process on SIGTERM', async () => {
    const web = forkedBy(server.pid!);
    const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
    server.kill('SIGTERM');
    // It closes what it runs before it exits, rather than being ended by the signal.
    expect(await exited).toEqual({ code: 0, signal: null });
    await waitUntil(() => web.every((pid) => !alive(pid)), 10_000, 'the web processes to stop');
  }, 30_000);
});
