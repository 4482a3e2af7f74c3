// Bounded work per request (issue 34): while one venue imports the largest statement allowed
// (20.000 lines) and saves the largest floor plan allowed (100 zones, 500 tables, every table moved
// each time), another venue's public GET /api/club/{id} is measured against its own quiet value in
// the same run, from a child process (get-load.mjs). Loads only the app on baseUrl.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { call, runLoad } from './floor-bench.mjs';

const CONNECTIONS = 8;
const SECONDS = Number(process.env.BOUNDED_BENCH_SECONDS ?? 20);
const STATEMENT_LINES = 20_000;
const PLAN_ZONES = 100;
const PLAN_TABLES = 500;
const MANAGER_PASSWORD = 'bench-menadzer';

export const BOUNDED_TARGETS = { p99Ratio: 3 };

const progress = (step) => process.stderr.write(`bounded-work bench: ${step}\n`);

async function venue(baseUrl, adminToken, name) {
  const email = `bounded.${randomUUID().slice(0, 8)}@izlazak.bench`;
  const created = await call(
    baseUrl,
    'POST',
    '/api/club',
    {
      user: { firstName: 'Bounded', lastName: 'Bench', mobilePhone: '+381 60 111 2222', email, password: MANAGER_PASSWORD, confirmPassword: MANAGER_PASSWORD },
      club: { name, location: 'Bench 2', type: 'Klub', description: 'Merenje ograničenog rada', email, phone: '+381 11 123 4567', city: 'Beograd' },
    },
    adminToken,
  );
  const { token } = await call(baseUrl, 'POST', '/api/auth/login', { email, password: MANAGER_PASSWORD });
  return { clubId: created._id, token };
}

/**
 * The most a plan may hold: 100 zones, 500 tables on a 2000 × 1000 plan, drawn once; then the plan
 * as the editor sends it again (its zones by their ids) with every table moved by `shift`.
 */
async function largestPlan(baseUrl, clubId, token) {
  const tables = [];
  for (let i = 0; i < PLAN_TABLES; i++) tables.push((await call(baseUrl, 'POST', '/api/club/table', { name: `Sto ${i + 1}`, maxPersons: 6 }, token))._id);
  const placed = (zones, zoneOf, shift) => ({
    width: 2000,
    height: 1000,
    zones,
    tables: tables.map((_id, i) => ({
      _id,
      zoneId: zoneOf(i),
      shape: 'round',
      x: (i % 25) * 78 + 40 + shift,
      y: Math.floor(i / 25) * 48 + 30,
      width: 30,
      height: 30,
      rotation: 0,
      minPersons: 2,
      maxPersons: 6,
    })),
  });
  const drawn = Array.from({ length: PLAN_ZONES }, (_, i) => ({ name: `Zona ${i + 1}`, color: `#${(0x100000 + i * 9973).toString(16).slice(-6)}` }));
  const { zones } = await call(
    baseUrl,
    'PUT',
    `/api/club/${clubId}/floor`,
    placed(drawn, (i) => drawn[i % PLAN_ZONES].name, 0),
    token,
  );
  return (shift) => placed(zones, (i) => zones[i % PLAN_ZONES]._id, shift);
}

/** 20.000 incoming payments: references that name no reservation, so each line is looked up and listed for 'Dodeli'. */
function largestStatement() {
  const header = 'Datum valute;Naziv nalogodavca;Svrha plaćanja;Poziv na broj;Isplata;Uplata';
  const lines = Array.from({ length: STATEMENT_LINES }, (_, i) => `27.11.2026;Uplatilac ${i};Depozit ${i};97 ${String(10_000_000 + i).padStart(12, '0')};;${(i % 900) + 100},00`);
  return Buffer.from([header, ...lines].join('\r\n'));
}

async function startImport(baseUrl, clubId, token, statement) {
  const form = new FormData();
  form.append('file', new Blob([statement], { type: 'text/csv' }), 'izvod.csv');
  form.append('mapping', JSON.stringify({ date: 'Datum valute', amount: 'Uplata', reference: 'Poziv na broj', payer: 'Naziv nalogodavca', purpose: 'Svrha plaćanja' }));
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/club/${clubId}/bank-statements`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (response.status !== 202) throw new Error(`import: ${response.status} ${JSON.stringify(body)}`);
  return { answeredMs: performance.now() - started, statusUrl: body.statusUrl };
}

/** Saves the plan, every table moved, one save after another until `until`; answers each save's time. */
async function savePlansUntil(baseUrl, clubId, token, planAt, until) {
  const times = [];
  for (let shift = 1; Date.now() < until; shift = (shift % 20) + 1) {
    const started = performance.now();
    await call(baseUrl, 'PUT', `/api/club/${clubId}/floor`, planAt(shift), token);
    times.push(performance.now() - started);
  }
  return times;
}

export default async function boundedWorkBench(running, adminToken) {
  const baseUrl = running.url;
  progress('the quiet venue and the busy one (500 tables)');
  const quietVenue = await venue(baseUrl, adminToken, 'Klub Tihi');
  const busy = await venue(baseUrl, adminToken, 'Klub Prometni');
  const planAt = await largestPlan(baseUrl, busy.clubId, busy.token);
  const statement = largestStatement();
  const url = `${baseUrl}/api/club/${quietVenue.clubId}`;

  progress("the other venue's GET, quiet");
  const quiet = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS });
  progress('the same GET while the largest import and plan saves run');
  const until = Date.now() + SECONDS * 1000;
  const [loaded, imported, saves] = await Promise.all([
    runLoad({ url, connections: CONNECTIONS, seconds: SECONDS }),
    startImport(baseUrl, busy.clubId, busy.token, statement),
    savePlansUntil(baseUrl, busy.clubId, busy.token, planAt, until),
  ]);
  const status = await call(baseUrl, 'GET', imported.statusUrl, undefined, busy.token);
  if (quiet.failed > 0 || loaded.failed > 0) throw new Error(`GET /api/club/{id}: ${quiet.failed} failed quiet, ${loaded.failed} under load`);
  return { quiet, loaded, imported: { ...imported, processed: status.processed, total: status.total }, saves, statementBytes: statement.length };
}

export function boundedWorkTable({ quiet, loaded, imported, saves, statementBytes }) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const ratio = loaded.p99 / quiet.p99;
  const sorted = [...saves].sort((a, b) => a - b);
  const saveP50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const saveWorst = sorted[sorted.length - 1] ?? 0;
  return `## Bounded work: another venue's night beside the largest import and plan save

Measured by test/bench/bounded-work-bench.mjs (\`npm run bench -- --bounded\` runs only this part) on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores,
load average ${os.loadavg()[0].toFixed(1)} at the end. One venue imports the largest statement allowed
(${STATEMENT_LINES.toLocaleString('sr-RS')} lines, ${(statementBytes / 2 ** 20).toFixed(1)} MB CSV) and, one after another, saves the largest plan allowed (${PLAN_ZONES} zones,
${PLAN_TABLES} tables, every table moved each save) for ${SECONDS} s; meanwhile another venue's public \`GET /api/club/{id}\` is
asked by ${CONNECTIONS} clients from a child process (get-load.mjs). The reference is the same GET, same clients, quiet, in the same run.

| measure | quiet | beside the import and saves | ratio | target | |
|---|---|---|---|---|---|
| other venue's GET p50 | ${ms(quiet.p50)} | ${ms(loaded.p50)} | ${(loaded.p50 / quiet.p50).toFixed(2)} | | |
| other venue's GET p99 | ${ms(quiet.p99)} | ${ms(loaded.p99)} | ${ratio.toFixed(2)} | < ${BOUNDED_TARGETS.p99Ratio} | ${ratio < BOUNDED_TARGETS.p99Ratio ? 'met' : 'NOT MET'} |
| other venue's GETs answered | ${quiet.answered} | ${loaded.answered} | ${(loaded.answered / quiet.answered).toFixed(2)} | | |

The import's POST answered 202 in ${ms(imported.answeredMs)} (the whole file read and its lines staged); in the ${SECONDS} s the job booked
${imported.processed.toLocaleString('sr-RS')} of ${imported.total.toLocaleString('sr-RS')} lines (it books 100 a run, then pauses as long as the run took).
${saves.length} plan saves: median ${ms(saveP50)}, slowest ${ms(saveWorst)}.
`;
}
