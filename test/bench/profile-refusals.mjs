// What a refused placement costs: `node test/bench/profile-refusals.mjs` books all 100 tables of a
// fresh venue for one night, then sends 4,000 more placements for those tables (200 at a time, all
// refused with 409) and prints the app's CPU time and the queries per refusal. PROFILE_CPU=<file>
// writes the refusals' CPU profile (read it with profile-placements.mjs --summarize <file>).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { benchVenue, runLoad } from './reservation-bench.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function startCpuProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return { stop: async () => (await session.post('Profiler.stop')).profile };
}

const { startApplication } = require(path.join(root, 'backend/dist/app.js'));
const { loadConfig } = require(path.join(root, 'backend/dist/config/config.js'));
const pg = require('pg');
let queries = 0;
const kinds = new Map();
let counting = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  queries++;
  if (counting) {
    const text = String(typeof args[0] === 'string' ? args[0] : args[0]?.text).replace(/\s+/g, ' ').trim().slice(0, 90);
    kinds.set(text, (kinds.get(text) ?? 0) + 1);
  }
  return query.apply(this, args);
};
const name = `izlazak_refusals_${Date.now()}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-refusals-'));
const account = { email: 'admin@izlazak.bench', password: 'bench-lozinka' };
const running = await startApplication(loadConfig({
  ...process.env, DATABASE_URL: url.toString(), DATA_DIR: dataDir, PORT: '0', ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password,
  SEED_DEMO: 'false', LOG_LEVEL: 'silent', JWT_SECRET: 'bench', RATE_LIMIT_PER_WINDOW: '0',
}));
try {
  const { token } = await (await fetch(`${running.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })).json();
  const { clubId, tables } = await benchVenue(running.url, token, 100);
  const night = `${new Date().getFullYear()}-12-31`;
  const drop = (guests) => runLoad({ url: `${running.url}/api/reservations`, mode: 'drop', clubId, tables, nights: [night], guests, connections: 200 });
  const first = await drop(2000);
  console.log('drop:', JSON.stringify(first));
  await running.kernel.projections.waitFor(await running.kernel.store.headPosition(), 120_000, running.kernel.projections.projectors.map((p) => p.name));
  const profiler = process.env.PROFILE_CPU ? await startCpuProfile() : null;
  const before = process.cpuUsage();
  const queriesBefore = queries;
  counting = true;
  const refusals = await drop(4000);
  counting = false;
  const used = process.cpuUsage(before);
  if (profiler) fs.writeFileSync(process.env.PROFILE_CPU, JSON.stringify(await profiler.stop()));
  const answers = refusals.refused + refusals.otherRefusals + refusals.failed + refusals.ok;
  console.log('refusals:', JSON.stringify(refusals));
  console.log(`per refusal: app CPU ${((used.user + used.system) / answers).toFixed(0)} µs, ${((queries - queriesBefore) / answers).toFixed(2)} queries`);
  for (const [text, count] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${(count / answers).toFixed(2).padStart(6)}  ${text}`);
} finally {
  await running.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
