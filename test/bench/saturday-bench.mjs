// A Saturday's mixed load (issue 40): 50 venues set up through the API, then a night's actors played
// against them at a stated multiple of a real Belgrade Saturday's busiest hour — guests browsing the
// public pages and booking, the managers' dashboards open with a live connection each, the door
// phones scanning and checking in, waitlist joins, releases and claims of the mailed offers, a
// camt.053 statement import — from a child process (saturday-load.mjs). A ramp of increasing
// multiples, each step short, finds the largest that holds the targets; the full run (5 minutes)
// plays it again. `npm run bench -- --saturday` runs only this part. Loads only the app it is handed
// (on 127.0.0.1); every step and request is bounded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { call } from './floor-bench.mjs';
import { nightOn, withConcurrency } from './history-bench.mjs';

const { DEFAULT_WAITLIST_OFFER_MINUTES } = createRequire(import.meta.url)('@izlazak/contracts');

const LOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'saturday-load.mjs');

const VENUES = Number(process.env.SATURDAY_VENUES ?? 50);
/** A busy club's tables (the issue: ~60 booked a night). */
const TABLES = Number(process.env.SATURDAY_TABLES ?? 60);
/** Tonight's tables already booked at an ordinary venue when the night starts (booked during the week). */
const BOOKED_SHARE = 0.75;
/** The door's releases at each sold-out venue: parties that will not come, whose tables go to the waitlist. */
const RELEASES_PER_SOLD_OUT = Number(process.env.SATURDAY_RELEASES ?? 10);
const BOOTHS = 6;
const DEPOSIT = 2000;
const RAMP = (process.env.SATURDAY_RAMP ?? '1,5,10,20,40,80')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const STEP_SECONDS = Number(process.env.SATURDAY_STEP_SECONDS ?? 30);
const FULL_SECONDS = Number(process.env.SATURDAY_BENCH_SECONDS ?? 300);
/** The full run's multiple; unset: the largest the ramp held. */
const FULL_MULTIPLE = process.env.SATURDAY_MULTIPLE ? Number(process.env.SATURDAY_MULTIPLE) : null;
const WORKERS = 6;
const MANAGER_PASSWORD = 'bench-subota';

export const SATURDAY_TARGETS = { actionP99Ms: 300, lagP99Ms: 1000 };

/**
 * A real Belgrade Saturday, per busy venue, in its busiest hour (about 23:00–00:00), how it was
 * estimated (written into docs/benchmarks.md with the figures):
 */
export const REAL_SATURDAY = {
  bookings: 6,
  pageViews: 150,
  arrivals: 30,
  doorListReads: 24,
  dashboardReads: 60,
  waitlistJoins: 15,
  releases: 10,
};

const progress = (step) => process.stderr.write(`saturday bench: ${step}\n`);

const nightAfter = (night, days) => new Date(Date.parse(`${night}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dotted = (night) => night.split('-').reverse().join('.');

const login = async (baseUrl, email) => (await call(baseUrl, 'POST', '/api/auth/login', { email, password: MANAGER_PASSWORD })).token;

/**
 * Venue `i`: its manager (one session for the dashboard, one for the door phone), open every night,
 * its tables, tonight's event; every fifth is sold out tonight, every fifth (another) asks a deposit
 * for its booths.
 */
async function setUpVenue(baseUrl, adminToken, i, tonight) {
  const email = `menadzer${i}.${randomUUID().slice(0, 6)}@subota.bench`;
  const soldOut = i % 5 === 0;
  const deposit = i % 5 === 2;
  const created = await call(
    baseUrl,
    'POST',
    '/api/club',
    {
      user: { firstName: 'Subota', lastName: `Menadžer ${i}`, mobilePhone: '+381 60 111 2222', email, password: MANAGER_PASSWORD, confirmPassword: MANAGER_PASSWORD },
      club: {
        name: `${['Klub', 'Splav', 'Bar'][i % 3]} Subota ${i + 1}`,
        location: `Savski kej ${i + 1}`,
        type: ['Klub', 'Splav', 'Bar'][i % 3],
        description: 'Subota u gradu',
        email,
        phone: '+381 11 123 4567',
        city: 'Beograd',
      },
    },
    adminToken,
  );
  const clubId = created._id;
  const managerToken = await login(baseUrl, email);
  const doorToken = await login(baseUrl, email);
  const days = ['Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota', 'Nedelja'].map((day) => ({ day, alwaysOpen: true }));
  await call(baseUrl, 'PUT', '/api/club/updateWorkingHours', { workingHours: days }, managerToken);
  const tables = [];
  for (let t = 0; t < TABLES; t++) {
    const booth = deposit && t < BOOTHS;
    const body = booth ? { name: `Separe ${t + 1}`, maxPersons: 8, area: 'Separei' } : { name: `Sto ${t + 1}`, maxPersons: 4 + (t % 3) * 2 };
    tables.push({ _id: (await call(baseUrl, 'POST', '/api/club/table', body, managerToken))._id, booth });
  }
  if (deposit) {
    const rule = { zone: 'Separei', minimumSpend: 10000, package: 'Flaša + 4 energetska pića', deposit: DEPOSIT, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' };
    await call(
      baseUrl,
      'PUT',
      `/api/club/${clubId}/terms`,
      { paymentAccount: '160-12345-95', payeeName: `Subota ${i + 1} d.o.o.`, payeePlace: 'Beograd', rules: [rule] },
      managerToken,
    );
  }
  const event = await call(
    baseUrl,
    'POST',
    '/api/event',
    { title: `Subotom ${i + 1}`, description: 'Subota u gradu', dateOfEvent: dotted(tonight), startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '0' },
    managerToken,
  );
  return { clubId, managerToken, doorToken, eventId: event._id, soldOut, deposit, tables };
}

/** Tonight's parties booked during the week (and, at deposit venues, two booths for tomorrow still to be paid). */
async function bookTheWeek(baseUrl, venue, tonight, index) {
  const ordinary = venue.tables.filter((table) => !table.booth);
  const count = venue.soldOut ? ordinary.length : Math.round(ordinary.length * BOOKED_SHARE);
  const placed = [];
  for (let t = 0; t < count; t++) {
    const n = `${index}-${t}`;
    const body = {
      clubId: venue.clubId,
      tableId: ordinary[t]._id,
      date: tonight,
      persons: 2,
      firstName: 'Nedeljni',
      lastName: `Gost ${n}`,
      phone: '+381 63 555 0000',
      email: `nedelja${n}@subota.bench`,
    };
    placed.push((await call(baseUrl, 'POST', '/api/reservations', body))._id);
  }
  const unpaid = [];
  for (const table of venue.tables.filter((one) => one.booth).slice(0, 2)) {
    const body = {
      clubId: venue.clubId,
      tableId: table._id,
      date: nightAfter(tonight, 1),
      persons: 6,
      firstName: 'Separe',
      lastName: `Gost ${index}`,
      phone: '+381 63 555 0001',
      email: `separe${index}.${table._id.slice(0, 6)}@subota.bench`,
    };
    const booked = await call(baseUrl, 'POST', '/api/reservations', body);
    unpaid.push({ _id: booked._id, reference: booked.payment.reference, amount: booked.payment.amount, payer: `Separe Gost ${index}` });
  }
  return { placed, unpaid };
}

function runLoad(spec, seconds) {
  const file = path.join(os.tmpdir(), `izlazak-saturday-${process.pid}-${randomUUID().slice(0, 8)}.json`);
  fs.writeFileSync(file, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LOAD, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), (seconds + 300) * 1000);
    child.once('exit', (code) => {
      clearTimeout(killer);
      fs.rmSync(file, { force: true });
      if (code !== 0) return reject(new Error(`saturday-load.mjs exited with ${code}`));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString()));
      } catch (error) {
        reject(error);
      }
    });
  });
}

export default async function saturdayBench(baseUrl, adminToken, { mailDir }) {
  const tonight = nightOn(new Date());
  const setupStarted = performance.now();
  progress(`${VENUES} venues of ${TABLES} tables`);
  const venues = [];
  await withConcurrency(VENUES, WORKERS, async (i) => {
    venues[i] = await setUpVenue(baseUrl, adminToken, i, tonight);
  });
  progress("tonight's parties booked during the week");
  const week = [];
  await withConcurrency(VENUES, WORKERS, async (i) => {
    week[i] = await bookTheWeek(baseUrl, venues[i], tonight, i);
  });
  progress("the door phones read tonight's list");
  const loaded = [];
  for (const [i, venue] of venues.entries()) {
    const door = await call(baseUrl, 'GET', '/api/door/tonight', undefined, venue.doorToken);
    const token = new Map(door.reservations.map((row) => [row._id, row.doorToken]));
    const placed = week[i].placed;
    const releases = venue.soldOut ? placed.slice(0, RELEASES_PER_SOLD_OUT) : [];
    const arrivals = placed.slice(releases.length).map((_id) => ({ _id, token: token.get(_id) }));
    loaded.push({
      clubId: venue.clubId,
      managerToken: venue.managerToken,
      doorToken: venue.doorToken,
      eventId: venue.eventId,
      soldOut: venue.soldOut,
      depositTables: venue.tables.filter((table) => table.booth).map((table) => table._id),
      arrivals,
      arrived: [],
      releases,
      unpaid: week[i].unpaid,
    });
  }
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  const spec = {
    url: baseUrl,
    mailDir,
    offerMinutes: DEFAULT_WAITLIST_OFFER_MINUTES,
    tonight,
    nights: Array.from({ length: 13 }, (_, i) => nightAfter(tonight, i + 1)),
    venues: loaded,
    rates: REAL_SATURDAY,
    targets: SATURDAY_TARGETS,
    ramp: RAMP.map((multiple) => ({ multiple, seconds: STEP_SECONDS })),
    full: { multiple: FULL_MULTIPLE, seconds: FULL_SECONDS },
  };
  const counts = {
    venues: VENUES,
    tables: TABLES,
    soldOut: loaded.filter((venue) => venue.soldOut).length,
    depositVenues: loaded.filter((venue) => venue.depositTables.length > 0).length,
    tonightBooked: week.reduce((n, one) => n + one.placed.length, 0),
    setupSeconds,
  };
  progress(`set up in ${setupSeconds.toFixed(0)} s; the night begins`);
  const played = await runLoad(spec, RAMP.length * (STEP_SECONDS + 60) + FULL_SECONDS);
  return { ...played, counts };
}

// ---- the section in docs/benchmarks.md -----------------------------------------------------

const ms = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(0)} ms`);
const verdict = (ok) => (ok ? 'met' : 'NOT MET');

function statusesOf(statuses) {
  const other = Object.entries(statuses).filter(([status]) => !/^2/.test(status));
  return other.length === 0 ? '' : other.map(([status, n]) => `${n} × ${status === '0' ? 'no answer' : status}`).join(', ');
}

function stepTable(step, reference) {
  const ratio = (action) => {
    const quiet = reference?.actions.find((one) => one.name === action.name);
    return quiet && reference !== step && quiet.p99 > 0 ? `${(action.p99 / quiet.p99).toFixed(1)} ×` : '';
  };
  const actions = step.actions
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (a) =>
        `| ${a.name} | ${a.count} | ${ms(a.p50)} | ${ms(a.p99)} | ${ratio(a)} | ${statusesOf(a.statuses)} | ≤ ${SATURDAY_TARGETS.actionP99Ms} ms | ${verdict(a.p99 <= SATURDAY_TARGETS.actionP99Ms)} |`,
    );
  const lags = step.lags.map(
    (l) =>
      `| ${l.name} | ${l.count}${l.missing ? ` (+ ${l.missing} never seen in 10 s)` : ''} | ${ms(l.p50)} | ${ms(l.p99)} | | | ≤ ${SATURDAY_TARGETS.lagP99Ms} ms | ${verdict(l.missing === 0 && l.p99 <= SATURDAY_TARGETS.lagP99Ms)} |`,
  );
  const info = step.info.map((l) => `| ${l.name} | ${l.count}${l.missing ? ` (+ ${l.missing} not done in 60 s)` : ''} | ${ms(l.p50)} | ${ms(l.p99)} | | | for information | |`);
  const imported = step.imported ? `; ${step.imported.statements} statements imported paying ${step.imported.deposits} deposits, ${step.imported.matched} matched` : '';
  const rows = [...actions, '| **read model lag** | | | | | | | |', ...lags, ...(info.length ? ['| **jobs** | | | | | | | |', ...info] : [])];
  return `| action | answered | p50 | p99 | p99 / at 1 × | not 2xx | target | |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
| **wrong answers** (404/409/410 for what the client just made or was just sent) | ${step.wrong} | | | | | 0 | ${verdict(step.wrong === 0)} |
| **5xx, no answer or time-outs** | ${step.failures} | | | | | 0 | ${verdict(step.failures === 0)} |
| **arrivals not sent** (over ${400} flows in flight) | ${step.dropped} | | | | | 0 | ${verdict(step.dropped === 0)} |

${step.requestsPerSecond.toFixed(1)} requests a second over ${step.elapsedSeconds.toFixed(0)} s (the lag probes' reads included); flows started: ${Object.entries(step.flows)
    .map(([name, n]) => `${name} ${n}`)
    .join(
      ', ',
    )}; ${step.refusedBookings} bookings refused with 409 because another guest took the table between the list and the booking (not a wrong answer), ${step.noFreeTable} guests found no free table, ${step.rescans} second scans of a guest already in${imported}. Load average at the end: ${step.loadAverage.map((n) => n.toFixed(2)).join(', ')}.${step.wrongExamples.length ? `\nWrong answers seen: ${step.wrongExamples.map((w) => `\`${w}\``).join('; ')}.` : ''}`;
}

export function saturdayTable({ steps, counts, arrivalsLeft }, settings) {
  const ramp = steps.filter((step) => !step.confirm);
  const full = steps.find((step) => step.confirm);
  const reference = ramp.find((step) => step.multiple === 1) ?? null;
  const worst = (step) => step.actions.reduce((a, b) => (b.p99 > (a?.p99 ?? -1) ? b : a), null);
  const worstLag = (step) => step.lags.reduce((a, b) => ((b.p99 ?? 0) > (a?.p99 ?? -1) ? b : a), null);
  const rampRows = ramp.map((step) => {
    const slow = worst(step);
    const lag = worstLag(step);
    return `| ${step.multiple} × | ${step.elapsedSeconds.toFixed(0)} s | ${step.requestsPerSecond.toFixed(1)} | ${ms(slow?.p99)} (${slow?.name ?? '–'}) | ${ms(lag?.p99)}${lag?.missing ? ` + ${lag.missing} never seen` : ''} (${lag?.name ?? '–'}) | ${step.wrong} | ${step.failures} | ${step.dropped} | ${step.loadAverage[0].toFixed(2)} | ${step.held ? 'held' : 'NOT held'} |`;
  });
  const heldRamp = ramp.filter((step) => step.held).map((step) => step.multiple);
  const largestRamp = heldRamp.length ? Math.max(...heldRamp) : null;
  let sentence;
  if (full && full.held)
    sentence = `**The largest multiple that held every target: ${full.multiple} × a real Saturday**, for the full ${full.elapsedSeconds.toFixed(0)} s (the ramp held ${largestRamp ?? 'none'}${ramp.length && !ramp[ramp.length - 1].held ? `, and missed at ${ramp[ramp.length - 1].multiple} ×` : ''}).`;
  else if (full)
    sentence = `**The full run at ${full.multiple} × did NOT hold every target** (the ramp's ${STEP_SECONDS} s steps held up to ${largestRamp ?? 'none'} ×): no multiple is shown to hold for the full run.`;
  else
    sentence = largestRamp
      ? `**The ramp held up to ${largestRamp} ×**; no full run was played.`
      : '**No multiple of the ramp held every target**, not even the first; no full run was played.';
  const r = REAL_SATURDAY;
  return `## A Saturday's mixed load

Measured by test/bench/saturday-bench.mjs with its load in a child process (saturday-load.mjs; \`npm run bench -- --saturday\` runs
only this part) on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} at the end. ${settings}

**The night.** ${counts.venues} venues set up through the API (admin, then each venue's manager) in ${counts.setupSeconds.toFixed(0)} s: ${counts.tables} tables each, open every night,
an event tonight; ${counts.soldOut} are sold out tonight (every table booked) and take waitlist guests, ${counts.depositVenues} ask a ${DEPOSIT.toLocaleString('sr-RS')} RSD deposit for their
${BOOTHS} booths; ${counts.tonightBooked.toLocaleString('en')} of tonight's parties booked during the week (${Math.round(BOOKED_SHARE * 100)} % of the tables at the others). Then, at once, from the child process:

- **guests browsing** (a Poisson stream): the home page, /clubs, a venue's page or its event's page, server-rendered, each with the public GETs its screen makes;
- **guests booking**: the night's free tables (\`GET /api/club/allTables/{id}\`), then \`POST /api/reservations\` for one (half for tonight, half for the next 13 nights;
  a booth at a deposit venue waits for its deposit); the manager opens each booking (\`GET /api/reservations/{id}\`);
- **the managers' dashboards**: one Socket.IO connection per venue (WebSocket, the manager's session) receiving the live pushes, and reloads of tonight's
  reservations, the floor plan, tonight's waitlist and 'Unutra';
- **the door phones** (their own session): tonight's list, and a guest's arrival: \`POST /api/door/scan\` of the code from the list, then 'Stigli'
  (\`POST /api/reservations/{id}/arrival\` with a \`commandId\`); when nobody booked is left to arrive, a guest already in is scanned again (409 'ušli u …' expected);
- **the waitlist**: guests join a sold-out venue's list for tonight; the door releases a party that will not come ('Oslobodi sto',
  \`POST /api/reservations/{id}/no-show\`); the app offers the table to the first in line and mails the link; the guest's mailbox (the app's mail folder)
  is read every 300 ms and each offer is opened (\`GET /api/waitlist/offer\`) and claimed (\`POST /api/waitlist/offers/{token}/claim\`);
- **a statement import**: at 60 % of each step every deposit venue with deposits due imports a camt.053 statement (each due deposit paid by its model 97
  reference, and 5 payments naming no reservation) and follows its progress until done; the matched count must be every deposit it paid.

**A real Belgrade Saturday, estimated.** Per busy venue in its busiest hour (about 23:00–00:00), from the issue's figure of ~60 tables booked a night at a busy club:
about half of a Saturday's tables are booked on the day (the rest in the week before), mostly between 16:00 and 23:00, the busiest hour of booking carrying
about a fifth of them: **${r.bookings} bookings an hour**. A booking platform converts roughly 4 % of its page views into a booking (the usual 2–5 % for
reservation sites), so **${r.pageViews} page views an hour** (each a page and its public GETs). About 50 of the 60 parties come, 60 % of them between 23:30 and
00:30: **${r.arrivals} arrivals an hour** (a scan and 'Stigli' each). Two door phones read the list every 5 minutes (and on reconnect): **${r.doorListReads} reads an hour**;
the manager's screens reload about once a minute: **${r.dashboardReads} reads an hour**. A sold-out venue takes about **${r.waitlistJoins} waitlist joins** and
**${r.releases} releases an hour** (parties that did not come by the hold's cutoff); statement imports are one a venue a day (one a step here, at every multiple).
At 1 × the ${counts.venues} venues make about ${(((r.pageViews * 2.3 + r.bookings * 3 + r.dashboardReads + r.doorListReads + r.arrivals * 2) * counts.venues) / 3600 + ((r.waitlistJoins + r.releases) * counts.soldOut) / 3600).toFixed(1)} requests a second before the lag probes; a multiple of *m* plays every
rate *m* times (as *m* × ${counts.venues} such venues would), with the same ${counts.venues} dashboards open.

**What is measured.** Every request's time from the child process (Node's http client, kept-alive sockets, 15 s time-out); each **read model's lag** from the
command's answer to the first read that shows it: the live push on the venue's dashboard socket (a push that came before the answer counts 0), and
tonight's reservations, the door's tonight list and the waitlist read again every 50 ms until the row is there (these probes' reads are not in the
actions' figures; a row not seen in 10 s counts as a miss). **Wrong answers**: a 404 or 409 for the reservation the manager opens just after it was booked,
for the scan or 'Stigli' of a party booked and not yet in, for the release of a party that never came, a 200 for a second scan of a guest already in,
a 404/409/410 for an offer's page or claim just mailed, a 404 for an import's progress, an import matching fewer deposits than it paid. A booking refused
with 409 because another guest took the table since the free tables were read is an honest answer and only counted. Targets: every action's p99 ≤
${SATURDAY_TARGETS.actionP99Ms} ms, every lag's p99 ≤ ${SATURDAY_TARGETS.lagP99Ms / 1000} s, 0 wrong answers, no 5xx or time-out, every planned arrival sent. The ramp plays ${RAMP.join(', ')} ×, ${STEP_SECONDS} s each
(\`SATURDAY_RAMP\`, \`SATURDAY_STEP_SECONDS\`), and stops at the first that misses; the full run plays ${FULL_MULTIPLE ? `${FULL_MULTIPLE} × (\`SATURDAY_MULTIPLE\`)` : 'the largest that held'} for
${FULL_SECONDS} s (\`SATURDAY_BENCH_SECONDS\`). The reference in the same run is the 1 × step: the same actions at a real Saturday's rate ("p99 / at 1 ×").
${arrivalsLeft} of the booked parties were still to arrive at the end.

${sentence}

### The ramp

| multiple | played | requests/s | slowest action p99 | slowest lag p99 | wrong | 5xx / failed | not sent | load average | |
|---|---|---|---|---|---|---|---|---|---|
${rampRows.join('\n')}
${full ? `\n### The full run: ${full.multiple} × for ${full.elapsedSeconds.toFixed(0)} s\n\n${stepTable(full, reference)}\n` : ''}${reference ? `\n### The reference: 1 × for ${reference.elapsedSeconds.toFixed(0)} s\n\n${stepTable(reference, reference)}\n` : ''}${ramp
    .filter((step) => !step.held && step !== reference)
    .map((step) => `\n### Where the ramp stopped: ${step.multiple} × for ${step.elapsedSeconds.toFixed(0)} s\n\n${stepTable(step, reference)}\n`)
    .join('')}`;
}
