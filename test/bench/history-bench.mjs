// A year of history (issue 40): one venue grown through the app's own commands (placements by its
// manager, arrivals at the door, the mails, history and guest book they make) over past nights, then
// the dashboard's reads timed at a small history and again at the grown one, with PostgreSQL's plan
// of each read's statements. `npm run bench -- --history` runs only this part. Loads only the app it
// is handed (on 127.0.0.1); every loop is bounded by the sizes below.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { call } from './floor-bench.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { NightClock } = require(path.join(root, 'backend/dist/platform/time/night-clock.js'));

/** How many reservations the venue holds at the end (HISTORY_BENCH_RESERVATIONS; the issue's figure is 20,000). */
const RESERVATIONS = Number(process.env.HISTORY_BENCH_RESERVATIONS ?? 2_000);
/** Over how many past nights they were booked (a busy club: 300 nights a year). */
const NIGHTS = Number(process.env.HISTORY_BENCH_NIGHTS ?? 300);
/** The small history measured first, in the same run: the reference. */
const SMALL = Math.min(500, RESERVATIONS);
/** Requests per read and point, one after another. */
const SAMPLES = Number(process.env.HISTORY_BENCH_SAMPLES ?? 30);
const TABLES = 80;
/** Tonight's reservations: a busy Saturday's list at the door. */
const TONIGHT = 60;
const WORKERS = 4;
const ARRIVED_SHARE = 0.7;
const TARGET_P95_MS = 100;
const TARGET_STARTUP_S = 15;
const TARGET_REBUILD_S = 180;
const MANAGER_PASSWORD = 'bench-istorija';
const DAY_MS = 24 * 3600 * 1000;

const progress = (step) => process.stderr.write(`history bench: ${step}\n`);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function withConcurrency(count, workers, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** The Belgrade night on `at` (before 06:00 still the night before), yyyy-MM-dd. */
export function nightOn(at) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const day = new Date(`${parts.year}-${parts.month}-${parts.day}T12:00:00Z`);
  return (Number(parts.hour) < 6 ? new Date(day.getTime() - DAY_MS) : day).toISOString().slice(0, 10);
}
const dotted = (night) => night.split('-').reverse().join('.');
const daysBefore = (night, days) => new Date(Date.parse(`${night}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The regulars: a guest comes back again and again, so the badges ('N. dolazak') count real visits. */
const guestOf = (i, guests) => {
  const g = (i * 7919) % guests;
  return { firstName: `Gost${g}`, lastName: 'Istorijski', phone: `+381 64 ${String(1_000_000 + g).slice(-7)}`, email: `gost${g}@istorija.bench` };
};

async function venue(baseUrl, adminToken) {
  const email = 'menadzer@istorija.bench';
  const created = await call(
    baseUrl,
    'POST',
    '/api/club',
    {
      user: { firstName: 'Istorija', lastName: 'Bench', mobilePhone: '+381 60 111 2222', email, password: MANAGER_PASSWORD, confirmPassword: MANAGER_PASSWORD },
      club: { name: 'Klub Godina', location: 'Bench 3', type: 'Klub', description: 'Godina istorije', email, phone: '+381 11 123 4567', city: 'Beograd' },
    },
    adminToken,
  );
  const { token } = await call(baseUrl, 'POST', '/api/auth/login', { email, password: MANAGER_PASSWORD });
  const days = ['Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota', 'Nedelja'].map((day) => ({ day, alwaysOpen: true }));
  await call(baseUrl, 'PUT', '/api/club/updateWorkingHours', { workingHours: days }, token);
  const tables = [];
  for (let i = 0; i < TABLES; i++) tables.push((await call(baseUrl, 'POST', '/api/club/table', { name: `Sto ${i + 1}`, maxPersons: 8 }, token))._id);
  return { clubId: created._id, token, tables };
}

/** `count` reservations of one night, on tables of their own, by the venue's manager; answers their ids. */
async function placeNight(baseUrl, { clubId, token, tables }, night, count, first, guests) {
  const ids = [];
  await withConcurrency(count, WORKERS, async (i) => {
    const guest = guestOf(first + i, guests);
    const placed = await call(baseUrl, 'POST', '/api/reservations', { clubId, tableId: tables[i], date: dotted(night), persons: 2 + (i % 5), ...guest }, token);
    ids.push(placed._id);
  });
  return ids;
}

/** The app's clock stood on a moment (null: the real one again): the decisions and scheduled commands follow it. */
function standClock(running) {
  const clock = running.app.get(NightClock);
  const real = NightClock.prototype.now;
  return (at) => {
    clock.now = at ? () => new Date(at.getTime()) : real;
  };
}

async function settle(running) {
  const names = running.kernel.projections.projectors.map((projector) => projector.name);
  await running.kernel.projections.waitFor(await running.kernel.store.headPosition(), 600_000, names);
}

/**
 * Past nights from the oldest on, `perNight` reservations each, placed the day before, ~70 % of
 * them arriving at 23:00: until the venue holds `until` reservations (tonight's included).
 */
async function growHistory(running, setup, state, until) {
  const stand = standClock(running);
  try {
    while (state.placed < until && state.nightIndex < NIGHTS) {
      const night = daysBefore(state.tonight, NIGHTS - state.nightIndex);
      const count = Math.min(state.perNight, until - state.placed, TABLES);
      stand(new Date(Date.parse(`${daysBefore(night, 1)}T12:00:00Z`)));
      const ids = await placeNight(running.url, setup, night, count, state.placed, state.guests);
      stand(new Date(Date.parse(`${night}T22:00:00Z`)));
      const arriving = ids.filter((_, i) => (i * 37) % 100 < ARRIVED_SHARE * 100);
      await withConcurrency(arriving.length, WORKERS, async (i) => {
        await call(running.url, 'POST', `/api/reservations/${arriving[i]}/arrival`, { persons: 2 }, setup.token);
      });
      state.placed += count;
      state.nightIndex++;
      if (state.nightIndex % 25 === 0) progress(`${state.placed} reservations, ${state.nightIndex} nights`);
    }
  } finally {
    stand(null);
  }
  await settle(running);
}

/** The dashboard's reads of the venue's manager, as its screens ask them. */
function reads(clubId, tonight) {
  const yearAgo = daysBefore(tonight, 365);
  return [
    { name: "the door's tonight list", route: '/api/door/tonight' },
    { name: "the manager's floor plan", route: `/api/club/${clubId}/floor` },
    { name: "tonight's reservations", route: '/api/reservations?size=100' },
    { name: 'all reservations (by night)', route: '/api/reservations?all=true&size=10' },
    { name: 'all reservations by date', route: '/api/reservations?all=true&size=10&sort=date&order=desc' },
    { name: 'all reservations by status', route: '/api/reservations?all=true&size=10&sort=status&order=asc' },
    { name: "a year's report", route: `/api/reports?clubId=${clubId}&from=${yearAgo}&to=${tonight}` },
    { name: "the history's actor search", route: `/api/history?actor=${encodeURIComponent('Istorija')}&size=20` },
    { name: 'the history CSV export', route: '/api/history/export', csv: true },
    { name: 'the guest book', route: '/api/guests?size=20' },
  ];
}

async function ask(baseUrl, read, token) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${read.route}`, { headers: { authorization: `Bearer ${token}` } });
  const body = read.csv ? await response.text() : await response.json();
  if (response.status !== 200) throw new Error(`GET ${read.route}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms: performance.now() - started, bytes: read.csv ? Buffer.byteLength(body) : JSON.stringify(body).length };
}

async function timeReads(baseUrl, list, token) {
  const results = [];
  for (const read of list) {
    await ask(baseUrl, read, token); // the first answer warms what a screen's second would find
    const times = [];
    let bytes = 0;
    for (let i = 0; i < SAMPLES; i++) ({ ms: times[i], bytes } = await ask(baseUrl, read, token));
    results.push({ name: read.name, csv: read.csv, p50: percentile(times, 50), p95: percentile(times, 95), bytes });
  }
  return results;
}

/** The venue's page read over and over while the manager downloads the whole history: how long the export holds others. */
async function timeBesideExport(baseUrl, clubId, token) {
  const times = [];
  let exporting = true;
  const exported = ask(baseUrl, { route: '/api/history/export', csv: true }, token).finally(() => (exporting = false));
  while (exporting) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/club/${clubId}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/club/${clubId}: ${response.status}`);
    times.push(performance.now() - started);
  }
  await exported;
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), samples: times.length };
}

// What the app's pool runs beside a read of its own (the feed, the relays, the scheduler), and every request's session look-up.
const BACKGROUND =
  /FROM sessions WHERE|FROM users WHERE id = \$1 AND NOT deleted$|scheduled_commands|mail_outbox|webhook|advisory|pg_snapshot|FROM events\b|projection_positions|read_model_versions|pg_current_snapshot|outbox/i;

/** Every SELECT the app's pool runs while one request of `read` is answered, once each. */
async function statementsOf(running, read, token) {
  const pool = running.kernel.pool;
  const original = pool.query;
  const seen = new Map();
  pool.query = function recorded(first, values, ...rest) {
    const text = typeof first === 'string' ? first : first?.text;
    const params = typeof first === 'string' ? values : first?.values;
    if (typeof text === 'string' && /^\s*(WITH|SELECT)\b/i.test(text) && !BACKGROUND.test(text) && !seen.has(text)) seen.set(text, Array.isArray(params) ? params : []);
    return original.call(this, first, values, ...rest);
  };
  try {
    await ask(running.url, read, token);
  } finally {
    pool.query = original;
  }
  return [...seen];
}

/** EXPLAIN (ANALYZE) of each statement, on a connection of its own; each plan's lines, the longest cut. */
async function plansOf(running, statements) {
  const client = await running.kernel.pool.connect();
  try {
    const plans = [];
    for (const [text, params] of statements) {
      try {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${text}`, params);
        const lines = rows.map((row) => (row['QUERY PLAN'].length > 220 ? `${row['QUERY PLAN'].slice(0, 220)}…` : row['QUERY PLAN']));
        plans.push({ sql: text.replace(/\s+/g, ' ').trim(), plan: lines.length > 28 ? [...lines.slice(0, 26), '…', ...lines.slice(-2)] : lines });
      } catch (error) {
        plans.push({ sql: text.replace(/\s+/g, ' ').trim(), plan: [`(not explained: ${error.message})`] });
      }
    }
    return plans;
  } finally {
    client.release();
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `node <script>` of the built backend on the grown database; resolves with its child once spawned. */
function spawnBackend(script, databaseUrl, env = {}) {
  return spawn(process.execPath, [path.join(root, 'backend/dist', script), ...(env.args ?? [])], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', JWT_SECRET: 'bench', SEED_DEMO: 'false', WARM_PUBLIC_PAGES: 'false', ...env.vars },
    stdio: 'ignore',
  });
}

/** Seconds from `node backend/dist/main.js` to its first 200 on /api/health, on the grown database (the bench's app idle beside it). */
async function timeStartup(databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-history-start-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawnBackend('main.js', databaseUrl, { vars: { PORT: String(port), APP_URL: url, DATA_DIR: dataDir } });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (const deadline = Date.now() + 300_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (
        await fetch(`${url}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        )
      )
        return (performance.now() - started) / 1000;
      if (server.exitCode !== null || Date.now() > deadline) throw new Error('history bench: the server did not become healthy');
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Seconds that `npm run projections:rebuild -- all` takes on the grown database. */
async function timeRebuild(databaseUrl) {
  const started = performance.now();
  const rebuild = spawnBackend('projections-rebuild.js', databaseUrl, { args: ['all'] });
  const code = await new Promise((resolve) => rebuild.once('exit', resolve));
  if (code !== 0) throw new Error(`history bench: projections:rebuild all ended with ${code}`);
  return (performance.now() - started) / 1000;
}

async function sizes(running, clubId) {
  const { rows } = await running.kernel.pool.query(
    `SELECT (SELECT count(*)::int FROM reservations WHERE club_id = $1) AS reservations,
            (SELECT count(*)::int FROM events) AS events,
            (SELECT count(*)::int FROM mail_outbox) AS mails,
            (SELECT count(*)::int FROM guest_visits) AS visits,
            pg_database_size(current_database())::bigint AS "databaseBytes",
            pg_total_relation_size('events')::bigint AS "eventsBytes",
            pg_total_relation_size('mail_outbox')::bigint AS "mailBytes"`,
    [clubId],
  );
  return rows[0];
}

export default async function historyBench(running, adminToken) {
  const baseUrl = running.url;
  progress(`a venue of ${TABLES} tables, ${TONIGHT} reservations tonight`);
  const setup = await venue(baseUrl, adminToken);
  const tonight = nightOn(new Date());
  const guests = Math.max(200, Math.round(RESERVATIONS / 5));
  await placeNight(baseUrl, setup, tonight, TONIGHT, 0, guests);
  const state = { tonight, guests, placed: TONIGHT, nightIndex: 0, perNight: Math.max(1, Math.ceil((RESERVATIONS - TONIGHT) / NIGHTS)) };
  const list = reads(setup.clubId, tonight);

  progress(`growing to ${SMALL} reservations`);
  await growHistory(running, setup, state, SMALL);
  const small = {
    size: await sizes(running, setup.clubId),
    reads: await timeReads(baseUrl, list, setup.token),
    beside: await timeBesideExport(baseUrl, setup.clubId, setup.token),
  };

  progress(`growing to ${RESERVATIONS} reservations (${state.perNight} a night)`);
  const growStarted = performance.now();
  await growHistory(running, setup, state, RESERVATIONS);
  const growSeconds = (performance.now() - growStarted) / 1000;
  const large = {
    size: await sizes(running, setup.clubId),
    reads: await timeReads(baseUrl, list, setup.token),
    beside: await timeBesideExport(baseUrl, setup.clubId, setup.token),
  };

  progress('the plans');
  const plans = [];
  for (const read of list) plans.push({ name: read.name, route: read.route, plans: await plansOf(running, await statementsOf(running, read, setup.token)) });
  progress('start-up to healthy, then projections:rebuild all');
  const startupSeconds = await timeStartup(running.databaseUrl);
  const rebuildSeconds = await timeRebuild(running.databaseUrl);
  return { small, large, plans, growSeconds, nights: state.nightIndex, perNight: state.perNight, startupSeconds, rebuildSeconds };
}

export function historyTable({ small, large, plans, growSeconds, nights, perNight, startupSeconds, rebuildSeconds }) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const mb = (bytes) => `${(Number(bytes) / 2 ** 20).toFixed(0)} MB`;
  const rows = large.reads.map((read, i) => {
    const before = small.reads[i];
    const ratio = (read.p95 / before.p95).toFixed(2);
    // The export answers every entry of the history: it grows with it by nature; what it must not do is hold other requests.
    if (read.csv) return `| ${read.name} | ${ms(before.p95)} | ${ms(read.p50)} | ${ms(read.p95)} | ${ratio} | grows with its rows | |`;
    const met = read.p95 <= TARGET_P95_MS;
    return `| ${read.name} | ${ms(before.p95)} | ${ms(read.p50)} | ${ms(read.p95)} | ${ratio} | ≤ ${TARGET_P95_MS} ms | ${met ? 'met' : 'NOT MET'} |`;
  });
  const beside = large.beside;
  rows.push(
    `| the venue's page (\`GET /api/club/{clubId}\`) while that export runs, ${beside.samples} asked one after another, the longest ${ms(beside.max)} | ${ms(small.beside.p95)} | ${ms(beside.p50)} | ${ms(beside.p95)} | ${(beside.p95 / small.beside.p95).toFixed(2)} | ≤ ${TARGET_P95_MS} ms | ${beside.p95 <= TARGET_P95_MS ? 'met' : 'NOT MET'} |`,
  );
  const sizeLine = (label, size) =>
    `| ${label} | ${size.reservations.toLocaleString('en')} | ${size.events.toLocaleString('en')} | ${size.mails.toLocaleString('en')} | ${size.visits.toLocaleString('en')} | ${mb(size.eventsBytes)} | ${mb(size.mailBytes)} | ${mb(size.databaseBytes)} |`;
  const explained = plans
    .map(
      (read) =>
        `#### ${read.name} (\`GET ${read.route.replace(/[0-9a-f-]{36}/g, '{clubId}')}\`)\n\n` +
        read.plans.map((plan) => `\`${plan.sql.length > 400 ? `${plan.sql.slice(0, 400)}…` : plan.sql}\`\n\n\`\`\`\n${plan.plan.join('\n')}\n\`\`\``).join('\n\n'),
    )
    .join('\n\n');
  return `## A year of history: the dashboard's reads at ${large.size.reservations.toLocaleString('en')} reservations

Measured by test/bench/history-bench.mjs (\`npm run bench -- --history\` runs only this part) on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores,
load average ${os.loadavg()[0].toFixed(1)} at the end. One venue (${TABLES} tables) is grown through the app's own commands: tonight's
${TONIGHT} reservations, then ${nights} past nights from the oldest on, ${perNight} a night, each placed by the manager the day before
and ~${Math.round(ARRIVED_SHARE * 100)} % checked in at the door at 23:00, the app's clock stood on each moment (so its releases, reminders and
mails run as they would have); the guests are regulars (${'~'}5 reservations each), so the badges count real visits. The
events' own times are the run's. \`HISTORY_BENCH_RESERVATIONS\` (${RESERVATIONS.toLocaleString('en')} here; the issue's figure is 20,000) and
\`HISTORY_BENCH_NIGHTS\` (${NIGHTS}) set the size; growing from ${SMALL} took ${growSeconds.toFixed(0)} s. Each read is asked by the venue's
manager ${SAMPLES} times one after another on the settled app (after one warm-up), at ${SMALL} reservations and again at
the end, in the same run: the ratio is the grown p95 over the small one.

| history | reservations | events | mails | guest visits | events table | mail_outbox | database |
|---|---|---|---|---|---|---|---|
${sizeLine('small', small.size)}
${sizeLine('grown', large.size)}

| read | p95 at ${SMALL} | p50 | p95 | ratio | target | |
|---|---|---|---|---|---|---|
${rows.join('\n')}

| at ${large.size.reservations.toLocaleString('en')} reservations | took | target | |
|---|---|---|---|
| \`node backend/dist/main.js\` to its first 200 on /api/health (this bench's app idle beside it) | ${startupSeconds.toFixed(1)} s | ≤ ${TARGET_STARTUP_S} s | ${startupSeconds <= TARGET_STARTUP_S ? 'met' : 'NOT MET'} |
| \`npm run projections:rebuild -- all\` (every read model replayed aside and swapped in) | ${rebuildSeconds.toFixed(1)} s | ≤ ${TARGET_REBUILD_S} s | ${rebuildSeconds <= TARGET_REBUILD_S ? 'met' : 'NOT MET'} |

### The plans at ${large.size.reservations.toLocaleString('en')} reservations

Every SELECT the app's pool ran while one request of each read was answered (the feed's, relays' and
scheduler's own statements left out; a periodic sweep that ran meanwhile may show too), \`EXPLAIN (ANALYZE,
COSTS OFF, TIMING OFF)\` with the request's parameters, on the grown database; plans longer than 28 lines
are cut in the middle.

${explained}
`;
}
