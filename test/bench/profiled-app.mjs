// What the profiling scripts share: the app started in this process on a database of its own, every
// query its pg clients send counted (by statement while asked to), and a CPU profile of this process
// through the inspector (what `node --cpu-prof` writes, for a stretch only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pg = require('pg');

/** Counts every query of every pg client from now on; `byStatement` while `counting` is on. */
export function countQueries() {
  const counted = { total: 0, counting: false, byStatement: new Map() };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(...args) {
    counted.total++;
    if (counted.counting) {
      const text = String(typeof args[0] === 'string' ? args[0] : args[0]?.text)
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 90);
      counted.byStatement.set(text, (counted.byStatement.get(text) ?? 0) + 1);
    }
    return query.apply(this, args);
  };
  return counted;
}

/** The statements counted, most frequent first, per answer. */
export function printStatements(counted, answers, top = 40) {
  for (const [text, count] of [...counted.byStatement].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(count / answers).toFixed(2).padStart(6)}  ${text}`);
}

/** The app on a fresh database (dropped by close()), signed in as its admin. */
export async function startProfiledApp(prefix) {
  const { startApplication } = require(path.join(root, 'backend/dist/app.js'));
  const { loadConfig } = require(path.join(root, 'backend/dist/config/config.js'));
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const account = { email: 'admin@izlazak.bench', password: 'bench-lozinka' };
  const running = await startApplication(
    loadConfig({
      ...process.env,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: '0',
      ADMIN_EMAIL: account.email,
      ADMIN_PASSWORD: account.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench',
      RATE_LIMIT_PER_WINDOW: '0',
      WARM_PUBLIC_PAGES: 'false',
    }),
  );
  const login = await fetch(`${running.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  const { token } = await login.json();
  return {
    running,
    admin,
    name,
    token,
    async close() {
      await running.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startCpuProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return { stop: async () => (await session.post('Profiler.stop')).profile };
}
