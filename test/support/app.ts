import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApplication, type RunningApplication } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config/config';
import { apiClient } from './http';
import { createTestDatabase } from './test-database';

export interface TestApp {
  baseUrl: string;
  databaseUrl: string;
  admin: { email: string; password: string };
  mailDir: string;
  running: RunningApplication;
  stop(): Promise<void>;
}

const ADMIN = { email: 'admin@izlazak.test', password: 'admin-lozinka' };

/**
 * The whole backend, serving the built frontend, on a free port against a fresh database, or, with
 * `sameDatabaseAs`, a second process of an app already started (stop it before that one).
 */
export async function startTestApp(options: { env?: Record<string, string>; sameDatabaseAs?: TestApp } = {}): Promise<TestApp> {
  const database = options.sameDatabaseAs ? { url: options.sameDatabaseAs.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const port = await freePort();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-mail-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    MAIL_DIR: mailDir,
    UPLOAD_DIR: path.join(mailDir, 'uploads'),
    JWT_SECRET: 'test-secret',
    ...options.env,
  });
  const running = await startApplication(config);
  return {
    baseUrl: running.url,
    databaseUrl: database.url,
    admin: ADMIN,
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

/** A started app, an API client for it and a logged-in admin: where most API suites begin. */
export async function startAppWithAdmin(options: { env?: Record<string, string> } = {}) {
  const app = await startTestApp(options);
  const api = apiClient(app.baseUrl);
  return { app, api, adminToken: await api.login(app.admin.email, app.admin.password) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
