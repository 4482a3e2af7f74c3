// The floor plan of a 200-table venue: its GET under 32 clients against a bare Node server measured
// in the same run with the same load tool (get-load.mjs, a child process), and the time Chromium
// takes to draw it on a 390 px phone with the CPU 4× slower (CDP Emulation.setCPUThrottlingRate, as
// Lighthouse's mobile run), for a guest (the reservation modal) and for the venue (Rezervacije →
// Raspored). Loads only the app on baseUrl and a bare server of its own on 127.0.0.1.
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { againstBareServer } from './bare-server.mjs';

const LOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'get-load.mjs');
const CONNECTIONS = 32;
const SECONDS = Number(process.env.FLOOR_BENCH_SECONDS ?? 10);
const TABLES = 200;
/** Every third table is held tonight: the venue's view draws a guest's name on those. */
const HELD_EVERY = 3;
const RENDER_RUNS = Number(process.env.FLOOR_BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'sr-Latn-RS' };
const MANAGER_PASSWORD = 'bench-menadzer';

export const FLOOR_TARGETS = { getThroughputRatio: 0.15, paintedAfterTapMs: 1000, longestTaskMs: 200 };

export async function call(baseUrl, method, route, body, token) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The Belgrade night on now (before 06:00 still last night's), yyyy-MM-dd. */
function tonight() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) - (Number(parts.hour) < 6 ? 1 : 0)));
  return day.toISOString().slice(0, 10);
}

const ZONES = [
  { name: 'Separei', color: '#7c3aed', shape: 'booth' },
  { name: 'Sala', color: '#2563eb', shape: 'round' },
  { name: 'Bašta', color: '#16a34a', shape: 'square' },
  { name: 'Šank', color: '#ea580c', shape: 'rectangle' },
];

/**
 * A venue open every night, its manager, 200 tables placed 20 × 10 on a 2000 × 1000 plan in four
 * zones (booths, round, square and long tables), every third held tonight; all through the API.
 */
export async function venueWith200Tables(baseUrl, adminToken) {
  const email = `floor.${randomUUID().slice(0, 8)}@izlazak.bench`;
  const venue = await call(
    baseUrl,
    'POST',
    '/api/club',
    {
      user: { firstName: 'Floor', lastName: 'Bench', mobilePhone: '+381 60 111 2222', email, password: MANAGER_PASSWORD, confirmPassword: MANAGER_PASSWORD },
      club: { name: 'Klub Dvesta', location: 'Bench 1', type: 'Klub', description: 'Raspored od 200 stolova', email, phone: '+381 11 123 4567', city: 'Beograd' },
    },
    adminToken,
  );
  const clubId = venue._id;
  const { token } = await call(baseUrl, 'POST', '/api/auth/login', { email, password: MANAGER_PASSWORD });
  const days = ['Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota', 'Nedelja'].map((day) => ({ day, alwaysOpen: true }));
  await call(baseUrl, 'PUT', '/api/club/updateWorkingHours', { workingHours: days }, token);
  const tables = [];
  for (let i = 0; i < TABLES; i++) {
    const zone = ZONES[Math.floor(i / (TABLES / ZONES.length))];
    tables.push((await call(baseUrl, 'POST', '/api/club/table', { name: `${zone.name.slice(0, 3)} ${i + 1}`, maxPersons: 6, area: zone.name }, token))._id);
  }
  const plan = {
    width: 2000,
    height: 1000,
    zones: ZONES.map(({ name, color }) => ({ name, color })),
    tables: tables.map((_id, i) => {
      const zone = ZONES[Math.floor(i / (TABLES / ZONES.length))];
      const long = zone.shape === 'booth' || zone.shape === 'rectangle';
      return {
        _id,
        zoneId: zone.name,
        shape: zone.shape,
        x: (i % 20) * 100 + 50,
        y: Math.floor(i / 20) * 100 + 50,
        width: long ? 80 : 60,
        height: long ? 50 : 60,
        rotation: 0,
        minPersons: 2,
        maxPersons: 6,
      };
    }),
  };
  await call(baseUrl, 'PUT', `/api/club/${clubId}/floor`, plan, token);
  const night = tonight();
  for (let i = 0; i < TABLES; i += HELD_EVERY) {
    await call(baseUrl, 'POST', '/api/reservations', {
      clubId,
      tableId: tables[i],
      date: night,
      persons: 2 + (i % 4),
      firstName: ['Ana', 'Marko', 'Jelena', 'Nikola'][i % 4],
      lastName: `Gost ${i}`,
      phone: '+381 60 1234567',
      email: `floor${i}@gost.test`,
    });
  }
  return { clubId, managerEmail: email, held: Math.ceil(TABLES / HELD_EVERY) };
}

/** get-load.mjs in a child process: `spec` is { url, connections, seconds, headers? }. */
export function runLoad(spec) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [LOAD, JSON.stringify(spec)], { maxBuffer: 2 ** 24, timeout: (spec.seconds + 60) * 1000 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

/** The floor GET as a guest's modal asks it (anonymous, tonight), and the bare server, 32 clients each. */
export async function floorGetLoad(baseUrl, clubId) {
  const reference = await againstBareServer((url) => runLoad({ url, connections: CONNECTIONS, seconds: SECONDS }));
  const floor = await runLoad({ url: `${baseUrl}/api/club/${clubId}/floor`, connections: CONNECTIONS, seconds: SECONDS });
  if (floor.failed > 0 || reference.failed > 0) throw new Error(`floor GET: ${floor.failed} failed, bare: ${reference.failed} failed`);
  return { reference, floor };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Until `count` tables are in the scope and two frames have been drawn after that: performance.now(). */
function waitPainted({ scope, count }) {
  return new Promise((resolve, reject) => {
    const giveUp = performance.now() + 60_000;
    const check = () => {
      const drawn = document.querySelectorAll(`${scope} [data-table-id]`).length;
      if (drawn >= count) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      else if (performance.now() > giveUp) reject(new Error(`${drawn} of ${count} tables drawn in ${scope} after a minute`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

const progress = (step) => process.stderr.write(`floor bench: ${step}\n`);

/**
 * One measured draw: a tap on `button` (made in the page, at t0) leads to the plan; answers tap →
 * painted, the floor answer's arrival → painted, and the longest main-thread task in between.
 */
async function measureDraw(page, button, scope) {
  const t0 = await page.evaluate(clickButton, button);
  const painted = await page.evaluate(waitPainted, { scope, count: TABLES });
  return page.evaluate(
    ({ t0, painted }) => {
      const answers = performance.getEntriesByType('resource').filter((entry) => /\/api\/club\/[^/]+\/floor/.test(entry.name) && entry.responseEnd >= t0);
      const answered = answers.length ? Math.max(...answers.map((entry) => entry.responseEnd)) : t0;
      const tasks = (window.__floorBenchTasks ?? []).filter((task) => task.start + task.duration >= t0 && task.start <= painted);
      return { afterTapMs: painted - t0, afterAnswerMs: painted - answered, longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)) };
    },
    { t0, painted },
  );
}

/** Until the button named `name` is there and React has taken it over (a public page is hydrated after it is shown). */
const waitForLiveButton = (page, name) =>
  page.waitForFunction(
    (text) => [...document.querySelectorAll('button')].some((button) => button.textContent.trim() === text && Object.keys(button).some((key) => key.startsWith('__reactProps'))),
    name,
    { timeout: 60_000 },
  );

/** Run in the page (its argument is the button's name): clicks the button and answers when. */
function clickButton(name) {
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === name);
  if (!button) throw new Error(`no button ${name}`);
  const t0 = performance.now();
  button.click();
  return t0;
}

/** The page, throttled as Lighthouse's phone, keeping the main thread's long tasks. */
async function phonePage(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  page.on('pageerror', (error) => progress(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && progress(`console: ${message.text()}`));
  await page.addInitScript(() => {
    window.__floorBenchTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__floorBenchTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  return { context, page, throttle: async () => (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }) };
}

/** A warm-up, then RENDER_RUNS measured draws, each on a freshly loaded page. */
async function draws(page, open, button, scope) {
  const runs = [];
  for (let run = 0; run <= RENDER_RUNS; run++) {
    await open();
    const measured = await measureDraw(page, button, scope);
    if (run > 0) runs.push(measured);
  }
  const of = (key) => ({ median: median(runs.map((run) => run[key])), worst: Math.max(...runs.map((run) => run[key])) });
  return { afterTapMs: of('afterTapMs'), afterAnswerMs: of('afterAnswerMs'), longestTaskMs: of('longestTaskMs') };
}

/** The 200-table plan drawn in Chromium on a throttled phone, for a guest and for the venue. */
export async function floorRender(baseUrl, { clubId, managerEmail }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const guest = await phonePage(browser);
    await guest.throttle();
    const guestDraws = await draws(
      guest.page,
      async () => {
        await guest.page.goto(`${baseUrl}/club/${clubId}`);
        await waitForLiveButton(guest.page, 'Rezerviši sto');
      },
      'Rezerviši sto',
      '[role="dialog"]',
    );
    await guest.context.close();
    progress("the venue's Raspored");

    const venue = await phonePage(browser);
    await venue.page.goto(`${baseUrl}/auth/login`);
    await venue.page.getByLabel('Email ili korisničko ime').fill(managerEmail);
    await venue.page.getByLabel(/^Lozinka/).fill(MANAGER_PASSWORD);
    await venue.page.getByRole('button', { name: 'Prijavi se' }).click();
    await venue.page.waitForURL(`${baseUrl}/dashboard/reservation`);
    await venue.throttle();
    const venueDraws = await draws(
      venue.page,
      async () => {
        await venue.page.goto(`${baseUrl}/dashboard/reservation`);
        await waitForLiveButton(venue.page, 'Raspored');
      },
      'Raspored',
      '[data-testid="reservations-floor"]',
    );
    await venue.context.close();
    return { guest: guestDraws, venue: venueDraws };
  } finally {
    await browser.close();
  }
}

export default async function floorBench(running, adminToken) {
  progress('a venue with 200 tables');
  const venue = await venueWith200Tables(running.url, adminToken);
  progress('the GET under load');
  const get = await floorGetLoad(running.url, venue.clubId);
  progress('drawing it in Chromium');
  const render = await floorRender(running.url, venue);
  return { held: venue.held, get, render };
}

export function floorTable({ held, get, render }) {
  const { reference, floor } = get;
  const mark = (met) => (met ? 'met' : 'NOT MET');
  const ms = (value) => `${value.toFixed(0)} ms`;
  const throughputRatio = floor.perSecond / reference.perSecond;
  const drawRow = (label, draw) =>
    `| ${label} | ${ms(draw.afterTapMs.median)} (${ms(draw.afterTapMs.worst)}) | ${ms(draw.afterAnswerMs.median)} (${ms(draw.afterAnswerMs.worst)}) | ${ms(draw.longestTaskMs.median)} (${ms(draw.longestTaskMs.worst)}) | ${mark(draw.afterTapMs.worst <= FLOOR_TARGETS.paintedAfterTapMs && draw.longestTaskMs.worst <= FLOOR_TARGETS.longestTaskMs)} |`;
  return `## Floor plan of 200 tables

Measured by test/bench/floor-bench.mjs (\`npm run bench -- --floor\` runs only this part) on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores,
load average ${os.loadavg()[0].toFixed(1)} at the end (other work shares the machine: the ratios, measured in the same minute, are what to read), on a venue with ${TABLES} tables
placed 20 × 10 on a 2000 × 1000 plan in four zones (booths, round, square and long tables), ${held} of them held tonight.

**The GET** (\`GET /api/club/{id}/floor\`, anonymous, tonight: what a guest's reservation modal asks) under ${CONNECTIONS}
clients for ${SECONDS} s each, from a child process (Node's http client, one kept-alive socket per client); the reference
is the same load tool against a bare Node \`http\` server answering a small JSON, in the same run.

| measure | result | ratio to the bare server | target | |
|---|---|---|---|---|
| bare Node server (same load tool) | ${reference.perSecond.toFixed(0)} requests/s, p50 / p95 / p99 ${reference.p50.toFixed(1)} / ${reference.p95.toFixed(1)} / ${reference.p99.toFixed(1)} ms | reference |  |  |
| floor GET, throughput | ${floor.perSecond.toFixed(0)} requests/s | ${throughputRatio.toFixed(3)} × | ≥ ${FLOOR_TARGETS.getThroughputRatio} × (as the public GETs) | ${mark(throughputRatio >= FLOOR_TARGETS.getThroughputRatio)} |
| floor GET, p95 latency | ${floor.p95.toFixed(1)} ms (p50 ${floor.p50.toFixed(1)}, p99 ${floor.p99.toFixed(1)}) | ${(floor.p95 / reference.p95).toFixed(1)} × the bare p95 |  |  |

**Drawing it** in the Chromium of the browser tests on a phone (390 × 844 px, 3× pixels, touch) with the CPU ${CPU_SLOWDOWN}× slower
(\`Emulation.setCPUThrottlingRate\`, as Lighthouse's mobile run; no network throttling, the app is local). Each screen is
loaded fresh, the tap is made in the page, and the plan counts as drawn when all ${TABLES} tables are in it and two frames have
been painted since. Median of ${RENDER_RUNS} runs after a warm-up, the worst in brackets; "longest task" is the longest main-thread
task between the tap and the drawn plan (what would keep a finger waiting). The plan fits the phone's width (no panning: the
whole floor is in view, and the list below it names the same tables). Our targets: drawn ≤ ${FLOOR_TARGETS.paintedAfterTapMs} ms after the
tap and no task over ${FLOOR_TARGETS.longestTaskMs} ms, in the worst run.

| screen | tap → plan drawn | floor answer → plan drawn | longest task | |
|---|---|---|---|---|
${drawRow("guest: 'Rezerviši sto' on the venue page → the plan in the modal", render.guest)}
${drawRow("venue: Rezervacije → 'Raspored' (guests' names on the held tables)", render.venue)}
`;
}
