// `npm run bench`: measures the running product on this machine and writes docs/benchmarks.md.
// Load is sent only to the app this script starts on 127.0.0.1; every loop is bounded.
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { benchAppendComparison } from './append-bench.mjs';
import lighthouseBench, { lighthouseTable } from './lighthouse-bench.mjs';
import httpBench from './http-bench.mjs';
import reservationBench, { placementsAt, reservationTable, webProcessesTable } from './reservation-bench.mjs';
import livePushBench from './live-bench.mjs';
import floorBench, { floorTable } from './floor-bench.mjs';
import googleBench, { GOOGLE_BENCH_CREDENTIALS, googleTable } from './google-bench.mjs';
import boundedWorkBench, { boundedWorkTable } from './bounded-work-bench.mjs';
import historyBench, { freePort, historyTable } from './history-bench.mjs';
import saturdayBench, { saturdayTable } from './saturday-bench.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { startApplication } = require(path.join(root, 'backend/dist/app.js'));
const { loadConfig } = require(path.join(root, 'backend/dist/config/config.js'));
const { withMetadata } = require(path.join(root, 'backend/dist/platform/commands/event-sourced-repository.js'));
const { systemContext } = require(path.join(root, 'backend/dist/platform/commands/command-context.js'));
const { startEmbeddedPostgres } = require(path.join(root, 'backend/dist/platform/database/embedded-postgres.js'));

const TARGETS = {
  appendP95Ms: { target: 50, better: 'lower', unit: 'ms' },
  siteReadP95Ms: { target: 50, better: 'lower', unit: 'ms' },
  commandRoundTripP95Ms: { target: 300, better: 'lower', unit: 'ms' },
  venueSearchP95Ms: { target: 100, better: 'lower', unit: 'ms' },
  projectionCatchUpPerSecond: { target: 1000, better: 'higher', unit: 'events/s' },
  rssMb: { target: 400, better: 'lower', unit: 'MB' },
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function withConcurrency(count, workers, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function benchAppends(store) {
  const latencies = [];
  const total = 3000;
  const elapsed = await timed(() =>
    withConcurrency(total, 8, async (i) => {
      const event = withMetadata({ type: 'BenchmarkTicked', data: { i } }, systemContext(randomUUID()));
      latencies.push(await timed(() => store.appendToStream(`bench-${i % 50}`, [event], { expectedRevision: 'any' })));
    }),
  );
  return { appendPerSecond: total / (elapsed / 1000), appendP95Ms: percentile(latencies, 95) };
}

async function benchProjectionCatchUp(kernel, lastPosition) {
  const projector = kernel.projections.projectors.find((p) => p.name === 'site-data');
  await kernel.projections.waitFor(lastPosition, 60_000);
  const { rows } = await kernel.pool.query('SELECT count(*)::int AS n FROM events');
  const events = rows[0].n;
  const elapsed = await timed(async () => {
    await kernel.projections.reset(projector);
    await kernel.projections.waitFor(lastPosition, 120_000);
  });
  return { projectionCatchUpPerSecond: events / (elapsed / 1000) };
}

/** Latency only: throughput of the public GETs is measured against a bare server in http-bench.mjs. */
async function benchSiteReads(baseUrl) {
  const latencies = [];
  const total = 2000;
  await withConcurrency(total, 20, async () => {
    latencies.push(
      await timed(async () => {
        const response = await fetch(`${baseUrl}/api/site`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET /api/site ${response.status}`);
      }),
    );
  });
  return { siteReadP95Ms: percentile(latencies, 95) };
}

const VENUE_TYPES = ['Klub', 'Splav', 'Restoran', 'Kafić', 'Bar'];
const WORDS = ['Ponoć', 'Talas', 'Orbit', 'Terasa', 'Ugao', 'Reka', 'Noć', 'Zvezda', 'Luka', 'Most'];

/** 2,000 approved venues appended as their registration events, then read into the venues read model. */
async function seedVenues(kernel) {
  await withConcurrency(2000, 8, async (i) => {
    const clubId = randomUUID();
    const details = {
      name: `${WORDS[i % WORDS.length]} ${WORDS[Math.floor(i / WORDS.length) % WORDS.length]} ${i}`,
      location: `Ulica ${i}`,
      type: VENUE_TYPES[i % VENUE_TYPES.length],
      description: 'Benchmark',
      email: '',
      phone: '',
      phone2: '',
      socialMedia: [],
      city: 'Beograd',
      color: '#475DDB',
      rang: i % 4 === 0 ? 'Premijum' : 'Regularno',
    };
    const event = withMetadata(
      { type: 'VenueRegistered', data: { clubId, uniqueId: `B${i}`, details, managerId: randomUUID(), status: 'approved', signedUpBy: null } },
      systemContext(randomUUID()),
    );
    await kernel.store.appendToStream(`club-${clubId}`, [event], { expectedRevision: 'no_stream' });
  });
  await kernel.projections.waitFor(await kernel.store.headPosition(), 120_000);
}

/** The /clubs page: a filtered, searched page of 16 venues, 1,000 requests 20 at a time. */
async function benchVenueSearch(baseUrl) {
  const latencies = [];
  await withConcurrency(1000, 20, async (i) => {
    const query = `page=${1 + (i % 3)}&size=16&type=${encodeURIComponent(VENUE_TYPES[i % VENUE_TYPES.length])}&search=${encodeURIComponent(WORDS[i % WORDS.length].toLowerCase())}`;
    latencies.push(
      await timed(async () => {
        const response = await fetch(`${baseUrl}/api/club?${query}`);
        const body = await response.json();
        if (response.status !== 200 || body.paginationData.total_records === 0) throw new Error(`GET /api/club?${query} ${response.status}`);
      }),
    );
  });
  return { venueSearchP95Ms: percentile(latencies, 95) };
}

async function benchCommands(baseUrl, admin) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = await login.json();
  const latencies = [];
  for (let i = 0; i < 150; i++) {
    latencies.push(
      await timed(async () => {
        const response = await fetch(`${baseUrl}/api/site`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: 'Izlazak', email: `bench${i}@izlazak.test` }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`PUT /api/site ${response.status}`);
      }),
    );
  }
  return { commandRoundTripP95Ms: percentile(latencies, 95) };
}

function httpReport(rows) {
  const lines = rows.map((row) => {
    const target = row.target === null ? 'reference' : `≥ ${row.target} ×`;
    const met = row.met === null ? '' : row.met ? 'met' : 'NOT MET';
    const cpu = row.cpuMicrosPerRequest === null ? '–' : `${row.cpuMicrosPerRequest.toFixed(0)} µs`;
    return `| ${row.measure} | ${row.value.toFixed(0)} ${row.unit} | ${row.ratio.toFixed(3)} × | ${target} | ${met} | ${cpu} |`;
  });
  return `
## Public GETs against a bare Node server

autocannon, 32 connections, ${process.env.HTTP_BENCH_SECONDS ?? 10} s per URL, from a child process; the bare server (a small JSON
from Node's \`http\`) is measured in the same run, and each GET's throughput is given as a ratio of it. CPU is
the app process's CPU time per answered request (the app runs in the benchmark's process).

| measure | throughput | ratio | target | | CPU per request |
|---|---|---|---|---|---|
${lines.join('\n')}
`;
}

/** Lighthouse on the public pages of a fresh demo start (its own database, demo content seeded). */
async function benchPublicPages() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-lighthouse-'));
  const database = await createBenchDatabase('izlazak_lighthouse');
  const config = loadConfig({
    ...process.env,
    ...(database ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: dataDir,
    PORT: '0',
    ADMIN_PASSWORD: 'bench-lozinka',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench',
  });
  const demo = await startApplication(config);
  try {
    await settled(demo);
    await demo.publicPagesWarmed;
    // Not the venue and event the start rendered ahead: a page its first visitor asks for.
    const venues = await (await fetch(`${demo.url}/api/club?page=2&size=1`)).json();
    const events = await (await fetch(`${demo.url}/api/event?page=2&size=1`)).json();
    return lighthouseTable(await lighthouseBench(demo.url, venues.data[0]._id, events.data?.[0]?._id));
  } catch (error) {
    return `Not measured: ${error.message}`;
  } finally {
    await demo.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropBenchDatabase(database);
  }
}

/**
 * The app answers once its read models hold the demo; its reactors (mails, reminders, webhooks)
 * still work through the demo's events for a while. Pages are measured on a settled server, as a
 * visitor finds it, not while it catches up beside the browser on the same two cores.
 */
async function settled(running) {
  const names = running.kernel.projections.projectors.map((projector) => projector.name);
  await running.kernel.projections.waitFor(await running.kernel.store.headPosition(), 300_000, names);
}

async function createBenchDatabase(prefix) {
  if (!process.env.DATABASE_URL) return null;
  const pg = require('pg');
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropBenchDatabase(database) {
  if (!database) return;
  const pg = require('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  await admin.end();
}

const PUBLIC_PAGES_INTRO = `## Public pages (Lighthouse)

Lighthouse (its default mobile run: an emulated phone, simulated slow 4G, a 4× slower CPU) in the
Chromium of the browser tests, once per page, on a fresh demo start. "Initial JS" is every script
the page loaded while Lighthouse watched, gzipped. Lighthouse scales the CPU time it observes, so
on a busy machine the performance scores drop; the bytes do not.`;

function report(results, setup, appendSection, publicPages) {
  const rows = Object.entries(TARGETS).map(([name, { target, better, unit }]) => {
    const value = results[name];
    const met = better === 'higher' ? value >= target : value <= target;
    return `| ${name} | ${value.toFixed(1)} ${unit} | ${better === 'higher' ? '≥' : '≤'} ${target} ${unit} | ${met ? 'met' : 'NOT MET'} |`;
  });
  return `# Benchmarks

Written by \`npm run bench\` (test/bench/run-bench.mjs) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end; ${setup}.
The script starts the whole app on 127.0.0.1 against a fresh database and measures:

- **appendP95Ms**: 3,000 single-event appends from 8 concurrent writers to 50 streams (PostgreSQL event store, through the app's pool); append throughput is compared in the next section.
- **siteReadP95Ms**: 2,000 \`GET /api/site\` over HTTP, 20 at a time (answered from the read cache after the first).
- **venueSearchP95Ms**: 1,000 \`GET /api/club\` (the /clubs page: type filter, search text, 16 per page) over 2,000 venues, 20 at a time.
- **commandRoundTripP95Ms**: 150 sequential \`PUT /api/site\` as admin: validation, command, append, and the wait until the read models have caught up (read-your-writes).
- **projectionCatchUpPerSecond**: the site-data read model rebuilt from scratch over the whole feed (about 5,300 domain events, most of them not its own).
- **rssMb**: resident memory of the process after the measures above, taken before the other sections run (the app with its projectors, and the benchmark's own small part).

| measure | result | target | |
|---|---|---|---|
${rows.join('\n')}

${appendSection}

${PUBLIC_PAGES_INTRO}

${publicPages}
`;
}

/** The append comparison on the configured server, or on an embedded one of its own. */
async function appendComparison(dataDir) {
  if (process.env.DATABASE_URL) return benchAppendComparison(process.env.DATABASE_URL);
  const embedded = await startEmbeddedPostgres(path.join(dataDir, 'append-bench'));
  try {
    return await benchAppendComparison(embedded.url);
  } finally {
    await embedded.stop();
  }
}

/** The app on a fresh database of its own, for one part of the benchmark; `work` also learns where its PostgreSQL came from. */
async function withBenchApp(admin, work, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-bench-'));
  const database = await createBenchDatabase('izlazak_bench');
  const config = loadConfig({
    ...process.env,
    ...(database ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: dataDir,
    PORT: '0',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench',
    WARM_PUBLIC_PAGES: 'false',
    ...env,
  });
  const running = await startApplication(config);
  try {
    return await work(running, database);
  } finally {
    await running.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropBenchDatabase(database);
  }
}

/**
 * withBenchApp for a part that places reservations, without the per-address limit on anonymous ones
 * (the benchmark measures placements, not it); `work` gets the admin's token too.
 */
async function withPlacingBenchApp(admin, work, env = {}) {
  return withBenchApp(
    admin,
    async (running) => {
      const { token } = await (
        await fetch(`${running.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(admin),
        })
      ).json();
      return work(running, token);
    },
    { RATE_LIMIT_PER_WINDOW: '0', ...env },
  );
}

async function benchReservations(admin) {
  const inProcess = await withPlacingBenchApp(admin, async (running, token) => {
    const measured = await reservationBench(running, token);
    const live = await livePushBench(running.url, admin);
    return { measured, table: reservationTable({ ...measured, push: { p50: live.livePushP50Ms, p99: live.livePushP99Ms } }) };
  });
  // Web processes need Redis; the bench gives them a database of their own on the given PostgreSQL.
  if (!process.env.REDIS_URL || !process.env.DATABASE_URL) return inProcess.table;
  const deployed = await withServerProcesses(admin, { WEB_PROCESSES: '1', RATE_LIMIT_PER_WINDOW: '0' }, async (url, token) => {
    const measured = await placementsAt(url, token);
    const live = await livePushBench(url, admin);
    const commands = await benchCommands(url, admin);
    return { ...measured, push: { p50: live.livePushP50Ms, p99: live.livePushP99Ms }, commandP95: commands.commandRoundTripP95Ms };
  });
  return inProcess.table + webProcessesTable(deployed, inProcess.measured.reference);
}

/** The built server in processes of its own (`node backend/dist/main.js`) on a fresh database; `work` gets its URL and the admin's token. */
async function withServerProcesses(admin, env, work) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-bench-'));
  const database = await createBenchDatabase('izlazak_bench');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench',
      WARM_PUBLIC_PAGES: 'false',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (
      const deadline = Date.now() + 120_000;
      !(await fetch(`${url}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      ));
    ) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { token } = await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json();
    return await work(url, token);
  } finally {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropBenchDatabase(database);
  }
}

/** The floor plan of a 200-table venue: its GET against the bare server, and its drawing on a throttled phone. */
async function benchFloor(admin) {
  return withPlacingBenchApp(admin, async (running, token) => floorTable(await floorBench(running, token)));
}

/** Reserve with Google's BatchAvailabilityLookup at Google's 32 clients, against the bare server. */
async function benchGoogle(admin) {
  const { user, password } = GOOGLE_BENCH_CREDENTIALS;
  return withPlacingBenchApp(
    admin,
    async (running, token) => googleTable(await googleBench(running, token)),
    // Setting the venue up on a loaded machine may leave the read models seconds behind; the load itself does not wait for them.
    { GOOGLE_BOOKING_USER: user, GOOGLE_BOOKING_PASSWORD: password, READ_YOUR_WRITES_TIMEOUT_MS: '30000' },
  );
}

/** Another venue's GET beside the largest statement import and plan save (bounded-work-bench.mjs). */
async function benchBoundedWork(admin) {
  return withPlacingBenchApp(admin, async (running, token) => boundedWorkTable(await boundedWorkBench(running, token)));
}

const BOUNDED_HEADING = '## Bounded work';

/** One venue grown to a year of history, the dashboard's reads timed and explained (history-bench.mjs). */
async function benchHistory(admin) {
  return withPlacingBenchApp(admin, async (running, token) => historyTable(await historyBench(running, token)), { READ_YOUR_WRITES_TIMEOUT_MS: '30000' });
}

const HISTORY_HEADING = '## A year of history';

/**
 * A Saturday's mixed load (saturday-bench.mjs) on the built server as production runs it (`WEB_PROCESSES=1`, Redis), without the
 * per-address limit (every guest of the load comes from 127.0.0.1); the guests' mailbox is the server's mail folder.
 */
async function benchSaturday(admin) {
  if (!process.env.REDIS_URL || !process.env.DATABASE_URL) return `${SATURDAY_HEADING}\n\nNot measured: it needs DATABASE_URL and REDIS_URL (WEB_PROCESSES=1, as in production).\n`;
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-saturday-mail-'));
  const env = { WEB_PROCESSES: '1', RATE_LIMIT_PER_WINDOW: '0', MAIL_DIR: mailDir };
  try {
    return await withServerProcesses(admin, env, async (url, token) => {
      const settings =
        'The app: the built server as `npm start` runs it in production (`node backend/dist/main.js`, its own processes, a fresh database on the PostgreSQL of ' +
        '`DATABASE_URL`, Redis from `REDIS_URL`) with `WEB_PROCESSES=1` (one process follows the feed, one answers HTTP and sends the mails), a pool of 20 ' +
        'PostgreSQL connections per process (app.ts), `READ_YOUR_WRITES_TIMEOUT_MS` at its default (5000), mails written as files (no SMTP), and ' +
        '`RATE_LIMIT_PER_WINDOW=0`: every guest of the load comes from 127.0.0.1, so the per-address limit on anonymous bookings and joins is off.';
      return saturdayTable(await saturdayBench(url, token, { mailDir }), settings);
    });
  } finally {
    fs.rmSync(mailDir, { recursive: true, force: true });
  }
}

const SATURDAY_HEADING = "## A Saturday's mixed load";

/** docs/benchmarks.md with the section under `heading` put in place of its last one (or at the end), every other section as it was. */
function withSection(markdown, heading, section) {
  const start = markdown.indexOf(`\n${heading}`);
  if (start < 0) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf('\n## ', start + heading.length + 1);
  return markdown.slice(0, start + 1) + section.trimEnd() + (next >= 0 ? `\n${markdown.slice(next)}` : '\n');
}

/** Puts `section` under `heading` into docs/benchmarks.md (every other section as it was) and gives it back. */
function writeSection(heading, section) {
  const file = path.join(root, 'docs', 'benchmarks.md');
  fs.writeFileSync(file, withSection(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n', heading, section));
  return section;
}

const FLOOR_HEADING = '## Floor plan of 200 tables';

/** docs/benchmarks.md with the floor's section put in (in place of its last one) and every other section as it was. */
function withFloorSection(markdown, section) {
  // The floor's GET was once a row of the public GETs' table; it is measured in its own section now.
  const rest = markdown
    .split('\n')
    .filter((line) => !line.startsWith('| GET /api/club/{id}/floor'))
    .join('\n');
  const start = rest.indexOf(FLOOR_HEADING);
  if (start >= 0) {
    const next = rest.indexOf('\n## ', start + FLOOR_HEADING.length);
    return rest.slice(0, start) + section.trimEnd() + (next >= 0 ? `\n${rest.slice(next)}` : '\n');
  }
  const reservations = rest.indexOf('## Reservations');
  return reservations >= 0 ? `${rest.slice(0, reservations)}${section.trimEnd()}\n\n${rest.slice(reservations)}` : `${rest.trimEnd()}\n\n${section}`;
}

async function main() {
  // `npm run bench -- --lighthouse` measures only the public pages and prints their table.
  if (process.argv.includes('--lighthouse')) {
    console.log(await benchPublicPages());
    return;
  }
  // `npm run bench -- --reservations` measures only placements, projection lag and pushes.
  if (process.argv.includes('--reservations')) {
    console.log(await benchReservations({ email: 'admin@izlazak.bench', password: 'bench-lozinka' }));
    return;
  }
  // `npm run bench -- --google` measures only Google's BatchAvailabilityLookup and prints its table.
  if (process.argv.includes('--google')) {
    console.log(await benchGoogle({ email: 'admin@izlazak.bench', password: 'bench-lozinka' }));
    return;
  }
  // `npm run bench -- --floor` measures only the 200-table floor plan and puts its section into docs/benchmarks.md.
  if (process.argv.includes('--floor')) {
    const section = await benchFloor({ email: 'admin@izlazak.bench', password: 'bench-lozinka' });
    const file = path.join(root, 'docs', 'benchmarks.md');
    fs.writeFileSync(file, withFloorSection(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n', section));
    console.log(section);
    return;
  }
  // `npm run bench -- --bounded` measures only another venue's GET beside the largest import and plan save, and puts its section into docs/benchmarks.md.
  if (process.argv.includes('--bounded')) {
    console.log(writeSection(BOUNDED_HEADING, await benchBoundedWork({ email: 'admin@izlazak.bench', password: 'bench-lozinka' })));
    return;
  }
  // `npm run bench -- --history` grows one venue's history (HISTORY_BENCH_RESERVATIONS, 2,000) and puts the dashboard's reads and plans into docs/benchmarks.md.
  if (process.argv.includes('--history')) {
    console.log(writeSection(HISTORY_HEADING, await benchHistory({ email: 'admin@izlazak.bench', password: 'bench-lozinka' })));
    return;
  }
  // `npm run bench -- --saturday` plays 50 venues' Saturday night at increasing multiples of a real one and puts its section into docs/benchmarks.md.
  if (process.argv.includes('--saturday')) {
    console.log(writeSection(SATURDAY_HEADING, await benchSaturday({ email: 'admin@izlazak.bench', password: 'bench-lozinka' })));
    return;
  }
  const admin = { email: 'admin@izlazak.bench', password: 'bench-lozinka' };
  // First, in a process that has run nothing else yet: its memory is then the app's.
  const core = await benchCore(admin);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-bench-'));
  try {
    const appends = await appendComparison(dataDir);
    const publicPages = await benchPublicPages();
    const floor = await benchFloor(admin);
    const reservations = await benchReservations(admin);
    const google = await benchGoogle(admin);
    const bounded = await benchBoundedWork(admin);
    const history = await benchHistory(admin);
    const markdown =
      report(core.results, core.setup, appends.section, publicPages) +
      httpReport(core.httpRows) +
      '\n' +
      floor +
      '\n' +
      reservations +
      '\n' +
      google +
      '\n' +
      bounded +
      '\n' +
      history;
    fs.writeFileSync(path.join(root, 'docs', 'benchmarks.md'), markdown);
    console.log(markdown);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The app in this process: appends, reads, commands, search, public GETs, catch-up, then its memory. */
async function benchCore(admin) {
  return withBenchApp(admin, async (running, database) => {
    const results = {};
    Object.assign(results, await benchAppends(running.kernel.store));
    Object.assign(results, await benchSiteReads(running.url));
    Object.assign(results, await benchCommands(running.url, admin));
    await seedVenues(running.kernel);
    Object.assign(results, await benchVenueSearch(running.url));
    // The floor plan's GET is measured with its drawing, in its own section (floor-bench.mjs).
    const httpRows = await httpBench(running.url, { appInThisProcess: true });
    const head = await running.kernel.store.headPosition();
    Object.assign(results, await benchProjectionCatchUp(running.kernel, head));
    results.rssMb = process.memoryUsage().rss / 2 ** 20;
    const setup = `PostgreSQL ${database ? 'from DATABASE_URL' : 'embedded'}, Redis ${process.env.REDIS_URL ? 'from REDIS_URL' : 'not used'}`;
    return { results, httpRows, setup };
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
