import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApplication, type RunningApplication } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config/config';
import { apiClient, type Api } from './http';
import { createTestDatabase } from './test-database';

export interface TestApp {
  baseUrl: string;
  databaseUrl: string;
  admin: { email: string; password: string };
  mailDir: string;
  running: RunningApplication;
  stop(): Promise<void>;
}

export const TEST_ADMIN = { email: 'admin@izlazak.test', password: 'admin-lozinka' };

/**
 * The configuration every test app runs with: its database, port and mail folder, the test admin,
 * no demo data, and the suite's own env on top.
 */
export function testConfig(options: { databaseUrl: string; port: number; mailDir: string; env?: Record<string, string> }) {
  return loadConfig({
    // The suites share one PostgreSQL server, and a long transaction in any of its databases holds back
    // every database's feed (pg_snapshot_xmin is server-wide): a command's answer waits longer for its
    // read models here than in production before it answers anyway.
    READ_YOUR_WRITES_TIMEOUT_MS: '20000',
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.port),
    APP_URL: `http://127.0.0.1:${options.port}`,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    // A suite asks for its pages itself; rendering them ahead would only add work beside it.
    WARM_PUBLIC_PAGES: 'false',
    // The hourly round that empties sent mails' bodies is one more scheduled command: a suite that
    // counts what runDue ran would count it too. test/api/mail-retention.api.test.ts turns it on.
    MAIL_BODY_RETENTION_DAYS: '0',
    MAIL_DIR: options.mailDir,
    UPLOAD_DIR: path.join(options.mailDir, 'uploads'),
    JWT_SECRET: 'test-secret',
    ...options.env,
  });
}

/**
 * The whole backend, serving the built frontend, on a free port against a fresh database, or, with
 * `sameDatabaseAs`, a second process of an app already started (stop it before that one).
 */
export async function startTestApp(options: { env?: Record<string, string>; sameDatabaseAs?: TestApp } = {}): Promise<TestApp> {
  const database = options.sameDatabaseAs ? { url: options.sameDatabaseAs.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const port = await freePort();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-mail-'));
  const running = await startApplication(testConfig({ databaseUrl: database.url, port, mailDir, env: options.env }));
  return {
    baseUrl: running.url,
    databaseUrl: database.url,
    admin: TEST_ADMIN,
    mailDir,
    running,
    stop: async () => {
      await running.close();
      await database.drop();
      fs.rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the read models (all, or those named) have applied every event committed so far.
 * Not `store.headPosition()`: that is the newest event the feed shows, and a transaction still open
 * anywhere on the server (another suite's) keeps newer ones out of it for a while.
 */
export async function readModelsCaughtUp(app: TestApp, timeoutMs = 20_000, readModels?: string[]): Promise<boolean> {
  const { pool, projections } = app.running.kernel;
  const { rows } = await pool.query<{ commit: string; prepare: string }>(
    'SELECT transaction_id::text AS commit, global_position::text AS prepare FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
  );
  if (rows.length === 0) return true;
  return projections.waitFor({ commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) }, timeoutMs, readModels);
}

/** The app of a describe block (see appPerSuite): the started app, its API client and its admin's token. */
export interface SuiteApp extends TestApp {
  readonly api: Api;
  readonly adminToken: string;
}

/**
 * Starts an app on a fresh database before the tests of the describe block it is called in, logs
 * its admin in, and stops it after them. What it returns can be kept from the start (its API
 * client too); the rest is read in hooks and tests. Its afterAll is the block's first: a block
 * whose own tear-down needs the app running starts it with startTestApp instead.
 */
export function appPerSuite(options: { env?: Record<string, string>; startTimeoutMs?: number } = {}): SuiteApp {
  let started: TestApp | undefined;
  let adminToken = '';
  const app = () => {
    if (!started) throw new Error("The suite's app is read before its beforeAll started it");
    return started;
  };
  const api = apiClient(() => app().baseUrl, { mailDir: () => app().mailDir });
  beforeAll(async () => {
    started = await startTestApp({ env: options.env });
    adminToken = await api.login(started.admin.email, started.admin.password);
  }, options.startTimeoutMs);
  afterAll(() => started?.stop());
  return {
    get baseUrl() {
      return app().baseUrl;
    },
    get databaseUrl() {
      return app().databaseUrl;
    },
    get admin() {
      return app().admin;
    },
    get mailDir() {
      return app().mailDir;
    },
    get running() {
      return app().running;
    },
    stop: () => app().stop(),
    api,
    get adminToken() {
      return adminToken;
    },
  };
}

/** appPerSuite with the demo data (SEED_DEMO): half a dozen venues with all they have, which takes minutes on a loaded machine. */
export const demoAppPerSuite = () => appPerSuite({ env: { SEED_DEMO: 'true' }, startTimeoutMs: 360_000 });

/** A started app, an API client for it and a logged-in admin: where most API suites begin. */
export async function startAppWithAdmin(options: { env?: Record<string, string> } = {}) {
  const app = await startTestApp(options);
  const api = apiClient(app.baseUrl, { mailDir: app.mailDir });
  return { app, api, adminToken: await api.login(app.admin.email, app.admin.password) };
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
