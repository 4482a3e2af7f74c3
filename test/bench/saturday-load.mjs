// The load of "A Saturday's mixed load" (saturday-bench.mjs), run as a child process so it never
// shares an event loop with what it measures: `node saturday-load.mjs <spec.json>`. It plays the
// night's actors against the app on 127.0.0.1 (guests browsing and booking, the managers' dashboards
// with a live connection each, the door phones, the waitlist, a statement import) as open-loop
// Poisson arrivals at `multiple` × the real Saturday's rates, one step after another, each bounded
// by its seconds; it stops after the first step that misses a target (unless it is the last). Prints JSON.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client');
const { simpleParser } = require('mailparser');

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const { url, venues, rates, tonight, nights, mailDir, offerMinutes, targets } = spec;
const base = new URL(url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) throw new Error(`the Saturday load goes to loopback only, not ${base.hostname}`);

/** How long one request may take before it counts as failed, and a lag before it counts as never seen. */
const REQUEST_TIMEOUT_MS = 15_000;
const LAG_TIMEOUT_MS = 10_000;
const PROBE_EVERY_MS = 50;
/** Flows open at once; an arrival beyond it is not sent and counted (the load was not delivered). */
const IN_FLIGHT_CAP = 400;

const progress = (line) => process.stderr.write(`saturday load: ${line}\n`);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Phones keep their connections open between the requests of a visit; a shared kept-alive pool is the cheapest stand-in for the load tool.
// `timeout` makes the agent heed the server's `Keep-Alive: timeout=` and drop an idle socket before the server closes it
// (without one, Node's agent keeps it and may send on it as it closes: a request with no answer).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 120_000 });

/** One HTTP request: { status, body (parsed JSON when it is JSON), ms }; status 0 for a network error or a timeout. */
function request(method, route, { body, token, html = false, form } = {}) {
  return new Promise((resolve) => {
    const headers = { accept: html ? 'text/html' : 'application/json' };
    let payload;
    if (form) {
      payload = form.body;
      headers['content-type'] = `multipart/form-data; boundary=${form.boundary}`;
    } else if (body !== undefined) {
      payload = Buffer.from(JSON.stringify(body));
      headers['content-type'] = 'application/json';
    }
    if (payload) headers['content-length'] = payload.length;
    if (token) headers.authorization = `Bearer ${token}`;
    const started = performance.now();
    const req = http.request(new URL(route, base), { method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const ms = performance.now() - started;
        const text = Buffer.concat(chunks).toString();
        let parsed = text;
        if ((response.headers['content-type'] ?? '').includes('json')) {
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
        }
        resolve({ status: response.statusCode, body: parsed, ms });
      });
      response.on('error', () => resolve({ status: 0, body: null, ms: performance.now() - started }));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: null, ms: performance.now() - started }));
    req.end(payload);
  });
}

// ---- what a step records -------------------------------------------------------------------

let step;
function newStep(multiple, seconds, confirm) {
  return {
    multiple,
    seconds,
    confirm,
    actions: {},
    lags: {},
    info: {},
    wrong: [],
    failures: 0,
    dropped: 0,
    flows: {},
    refusedBookings: 0,
    noFreeTable: 0,
    rescans: 0,
    requests: 0,
  };
}
/** An answered request of an action: its time, its status. */
function record(action, answer) {
  const entry = (step.actions[action] ??= { times: [], statuses: {} });
  entry.times.push(answer.ms);
  entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
  step.requests++;
  if (answer.status === 0 || answer.status >= 500) step.failures++;
}
const lagOf = (name) => (step.lags[name] ??= { times: [], missing: 0 });
const infoOf = (name) => (step.info[name] ??= { times: [], missing: 0 });
function wrong(what, answer) {
  step.wrong.push(`${what}: ${answer.status} ${typeof answer.body === 'object' && answer.body ? (answer.body.message ?? '') : ''}`.trim());
}
/** The request, recorded under `action`. */
async function act(action, method, route, options) {
  const answer = await request(method, route, options);
  record(action, answer);
  return answer;
}

// ---- the managers' dashboards: one live connection per venue --------------------------------

/** Pushes seen, by reservation id and status: the first moment each arrived. */
const pushes = new Map();
const waiters = new Map();
function pushed(id, status) {
  const key = `${id}:${status ?? '*'}`;
  const at = performance.now();
  for (const k of [key, `${id}:*`]) {
    if (!pushes.has(k)) pushes.set(k, at);
    const waiting = waiters.get(k);
    if (waiting) {
      waiters.delete(k);
      waiting.forEach((resolve) => resolve(at));
    }
  }
}
/** When a push about the reservation (in `status`, or any) arrived: at once if it already has, else when it does, null after the timeout. */
function pushAt(id, status) {
  const key = `${id}:${status ?? '*'}`;
  if (pushes.has(key)) return Promise.resolve(pushes.get(key));
  return new Promise((resolve) => {
    const list = waiters.get(key) ?? [];
    list.push(resolve);
    waiters.set(key, list);
    setTimeout(() => resolve(null), LAG_TIMEOUT_MS);
  });
}
async function dashboards() {
  const sockets = [];
  for (const venue of venues) {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: true, auth: { token: venue.managerToken } });
    socket.on('live', (message) => {
      if (message.type === 'reservation' && message.reservation) pushed(message.reservation._id, message.reservation.status);
    });
    sockets.push(
      new Promise((resolve, reject) => {
        socket.once('live', resolve);
        socket.once('connect_error', reject);
      }).then(() => socket),
    );
  }
  return Promise.all(sockets);
}
/** The time from a command's answer to its live push on the venue's dashboard. */
async function pushLag(name, id, status, answeredAt) {
  const at = await pushAt(id, status);
  if (at === null) lagOf(name).missing++;
  else lagOf(name).times.push(Math.max(0, at - answeredAt));
}

/** Asks `route` again and again until `found(body)`: the time from the command's answer to the first read that shows it. */
async function probe(name, route, token, found, answeredAt) {
  for (const deadline = answeredAt + LAG_TIMEOUT_MS; performance.now() < deadline;) {
    const answer = await request('GET', route, { token });
    step.requests++;
    if (answer.status === 200) {
      const hit = found(answer.body);
      if (hit) {
        lagOf(name).times.push(performance.now() - answeredAt);
        return hit;
      }
    } else if (answer.status === 0 || answer.status >= 500) step.failures++;
    await sleep(PROBE_EVERY_MS);
  }
  lagOf(name).missing++;
  return null;
}

// ---- the actors ------------------------------------------------------------------------------

let guestNumber = 0;
const guest = (kind) => {
  const n = ++guestNumber;
  return {
    firstName: kind,
    lastName: `Gost ${n}`,
    phone: `+381 64 ${String(1_000_000 + (n % 9_000_000)).slice(-7)}`,
    email: `${kind.toLowerCase()}${n}.${process.pid}@subota.bench`,
  };
};

/** A guest looks around: the home page, the venues' list, a venue's page or an event's, each with the public GETs its screen makes. */
async function browse() {
  const venue = pick(venues);
  const roll = Math.random();
  if (roll < 0.25) {
    await act('page / (server-rendered)', 'GET', '/', { html: true });
    await act('GET /api/site', 'GET', '/api/site');
    await act('GET /api/event (list)', 'GET', '/api/event?page=1&size=12');
  } else if (roll < 0.5) {
    await act('page /clubs (server-rendered)', 'GET', '/clubs', { html: true });
    await act('GET /api/club (list)', 'GET', `/api/club?page=${1 + Math.floor(Math.random() * 3)}&size=16`);
  } else if (roll < 0.85) {
    await act('page /club/{id} (server-rendered)', 'GET', `/club/${venue.clubId}`, { html: true });
    await act('GET /api/club/{id}', 'GET', `/api/club/${venue.clubId}`);
  } else {
    await act('page /event/{id} (server-rendered)', 'GET', `/event/${venue.eventId}`, { html: true });
    await act('GET /api/event/{id}', 'GET', `/api/event/${venue.eventId}`);
  }
}

/** A guest books: the night's free tables, one of them, then what that booking must show everywhere at once. */
async function book() {
  const venue = pick(venues);
  const night = Math.random() < 0.5 ? tonight : pick(nights);
  const free = await act('GET /api/club/allTables/{id} (free tables)', 'GET', `/api/club/allTables/${venue.clubId}?date=${night}&size=100`);
  const tables = free.status === 200 ? (free.body.data ?? []).filter((table) => table.free) : [];
  if (tables.length === 0) {
    step.noFreeTable++;
    return;
  }
  const table = pick(tables);
  const deposit = venue.depositTables.includes(table._id);
  const who = guest('Gost');
  const placed = await act('POST /api/reservations (book)', 'POST', '/api/reservations', {
    body: { clubId: venue.clubId, tableId: table._id, date: night, persons: Math.min(2 + Math.floor(Math.random() * 3), table.maxPersons ?? 4), ...who },
  });
  const answeredAt = performance.now();
  if (placed.status === 409) {
    step.refusedBookings++; // another guest took the table since the list was read
    return;
  }
  if (placed.status !== 201) return;
  const id = placed.body._id;
  if (deposit && placed.body.payment?.reference)
    venue.unpaid.push({ _id: id, reference: placed.body.payment.reference, amount: placed.body.payment.amount, payer: `${who.firstName} ${who.lastName}` });
  const work = [pushLag('live push of a booking (answer → dashboard socket)', id, undefined, answeredAt)];
  const opened = await act('GET /api/reservations/{id} (manager opens it)', 'GET', `/api/reservations/${id}`, { token: venue.managerToken });
  if (opened.status === 404 || opened.status === 409) wrong(`the manager's GET of the reservation just booked`, opened);
  if (night === tonight) {
    work.push(
      probe("manager's tonight list (answer → listed)", '/api/reservations?size=100', venue.managerToken, (body) => body.data?.some((row) => row._id === id), answeredAt),
      probe("door's tonight list (answer → listed)", '/api/door/tonight', venue.doorToken, (body) => body.reservations?.find((row) => row._id === id), answeredAt).then((row) => {
        if (row && !deposit && row.doorToken) venue.arrivals.push({ _id: id, token: row.doorToken });
      }),
    );
  }
  await Promise.all(work);
}

const DASHBOARD_READS = [
  { action: "GET /api/reservations (tonight's, manager)", route: () => '/api/reservations?size=100' },
  { action: 'GET /api/club/{id}/floor (manager)', route: (venue) => `/api/club/${venue.clubId}/floor` },
  { action: "GET /api/waitlist (tonight's, manager)", route: (venue) => `/api/waitlist?clubId=${venue.clubId}&night=${tonight}` },
  { action: 'GET /api/door/inside (manager)', route: () => '/api/door/inside' },
];
/** A manager's dashboard reloads one of its screens. */
async function dashboard() {
  const venue = pick(venues);
  const read = pick(DASHBOARD_READS);
  await act(read.action, 'GET', read.route(venue), { token: venue.managerToken });
}

/** A door phone reads tonight's list again (every 5 minutes, on reconnect). */
async function doorList() {
  const venue = pick(venues);
  await act('GET /api/door/tonight (door phone)', 'GET', '/api/door/tonight', { token: venue.doorToken });
}

/** A guest at the door: the phone scans the code and taps 'Stigli'; with nobody left to arrive, a guest back from a smoke is scanned again (409 'ušli u …'). */
async function arrive() {
  const withGuests = venues.filter((venue) => venue.arrivals.length > 0);
  if (withGuests.length === 0) return rescan();
  const venue = pick(withGuests);
  const { _id, token } = venue.arrivals.splice(Math.floor(Math.random() * venue.arrivals.length), 1)[0];
  const scanned = await act('POST /api/door/scan', 'POST', '/api/door/scan', { body: { code: `${url}/r/${token}` }, token: venue.doorToken });
  if (scanned.status >= 400 && scanned.status < 500) return wrong("the door's scan of a guest who has not come yet", scanned);
  if (scanned.status !== 200) return;
  const arrived = await act("POST /api/reservations/{id}/arrival ('Stigli')", 'POST', `/api/reservations/${_id}/arrival`, {
    body: { persons: 2, commandId: randomUUID() },
    token: venue.doorToken,
  });
  const answeredAt = performance.now();
  if (arrived.status === 404 || arrived.status === 409) return wrong("'Stigli' for a guest just scanned", arrived);
  if (arrived.status >= 300) return;
  venue.arrived.push({ _id, token });
  await pushLag('live push of an arrival (answer → dashboard socket)', _id, 'Arrived', answeredAt);
}
async function rescan() {
  const venue = pick(venues.filter((one) => one.arrived.length > 0));
  if (!venue) return;
  step.rescans++;
  const { token } = pick(venue.arrived);
  const scanned = await act('POST /api/door/scan', 'POST', '/api/door/scan', { body: { code: `${url}/r/${token}` }, token: venue.doorToken });
  if (scanned.status === 200) wrong('a second scan of a guest already in let them in', scanned);
}

/** The e-mails of waitlist guests who joined and wait for the offer mail. */
const waiting = new Set();
/** A guest joins the waitlist of a sold-out venue for tonight; the manager's list must show them. */
async function join() {
  const venue = pick(venues.filter((one) => one.soldOut));
  const who = guest('Lista');
  const joined = await act('POST /api/waitlist (join)', 'POST', '/api/waitlist', { body: { clubId: venue.clubId, night: tonight, persons: 2, ...who } });
  const answeredAt = performance.now();
  if (joined.status !== 201) return;
  waiting.add(who.email);
  await probe(
    "manager's waitlist (answer → listed)",
    `/api/waitlist?clubId=${venue.clubId}&night=${tonight}`,
    venue.managerToken,
    (body) => body.entries?.some((entry) => entry._id === joined.body._id),
    answeredAt,
  );
}

/** The door releases a table of a party that is not coming ('Nisu došli · Oslobodi sto'): the waitlist's first guest is offered it. */
async function release() {
  const venue = pick(venues.filter((one) => one.soldOut && one.releases.length > 0));
  if (!venue) return;
  const id = venue.releases.pop();
  const released = await act("POST /api/reservations/{id}/no-show ('Oslobodi sto')", 'POST', `/api/reservations/${id}/no-show`, { body: {}, token: venue.doorToken });
  if (released.status === 404 || released.status === 409) wrong('the release of a party that never came', released);
}

/** The guests' mailbox: the offer mails ('Slobodan sto za vas') to guests who wait; each is claimed from its link. */
const seenMail = new Set();
async function readMailbox() {
  let names;
  try {
    names = fs.readdirSync(mailDir);
  } catch {
    return;
  }
  for (const name of names) {
    if (seenMail.has(name) || !name.endsWith('.eml')) continue;
    seenMail.add(name);
    const raw = fs.readFileSync(path.join(mailDir, name));
    if (
      !raw
        .toString('latin1')
        .replace(/=\r?\n/g, '')
        .includes('waitlist/offer/')
    )
      continue;
    const mail = await simpleParser(raw);
    const to = Array.isArray(mail.to) ? mail.to.map((one) => one.text).join(', ') : (mail.to?.text ?? '');
    const address = [...waiting.keys()].find((email) => to.includes(email));
    const link = /\/waitlist\/offer\/([A-Za-z0-9_%.~-]+)/.exec(mail.text ?? '')?.[1];
    if (!address || !link) continue;
    waiting.delete(address);
    flow('claim', () => claim(decodeURIComponent(link), Date.now()));
  }
}

/** The guest opens the mailed link and claims the table; the offer was made `offerMinutes` before its hold ends. */
async function claim(token, mailSeenAt) {
  const page = await act('GET /api/waitlist/offer (the link)', 'GET', `/api/waitlist/offer?token=${encodeURIComponent(token)}`);
  if (page.status === 404 || page.status === 410) return wrong('the page of an offer just mailed', page);
  const offeredAt = Date.parse(page.body?.until) - offerMinutes * 60_000;
  if (Number.isFinite(offeredAt)) infoOf("offer mail (the offer made → the guest's mailbox)").times.push(mailSeenAt - offeredAt);
  const claimed = await act('POST /api/waitlist/offers/{token}/claim', 'POST', `/api/waitlist/offers/${encodeURIComponent(token)}/claim`, { body: {} });
  if ([404, 409, 410].includes(claimed.status)) wrong('the claim of an offer just mailed', claimed);
}

/** A camt.053 statement: one credit entry per deposit (its model 97 reference), and a few payments that name no reservation. */
function camt053(statementId, deposits) {
  const entry = (i, amount, payer, reference) => {
    const ref = reference
      ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>${reference.slice(0, 2)}</Prtry></CdOrPrtry></Tp><Ref>${reference.slice(2)}</Ref></CdtrRefInf></Strd>`
      : '<Ustrd>Uplata</Ustrd>';
    return `<Ntry><Amt Ccy="RSD">${amount.toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${tonight}</Dt></BookgDt><AcctSvcrRef>${statementId}-${i}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${payer}</Nm></Dbtr></RltdPties><RmtInf>${ref}</RmtInf></TxDtls></NtryDtls></Ntry>`;
  };
  const entries = [
    ...deposits.map((deposit, i) => entry(i, deposit.amount, deposit.payer, deposit.reference)),
    ...Array.from({ length: 5 }, (_, i) => entry(deposits.length + i, 1500 + i * 100, `Uplatilac ${i}`, null)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>${statementId}</MsgId><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm></GrpHdr>
<Stmt><Id>${statementId}</Id>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}
function multipart(fields, file) {
  const boundary = `----saturday${randomUUID()}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { boundary, body: Buffer.concat(parts) };
}
/** The venue's manager imports the day's statement: every deposit still due, paid. */
async function importStatement(venue) {
  const deposits = venue.unpaid.splice(0);
  if (deposits.length === 0) return;
  const statementId = `IZVOD-${randomUUID().slice(0, 8)}`;
  const form = multipart({}, { name: 'izvod.xml', type: 'application/xml', content: Buffer.from(camt053(statementId, deposits)) });
  const started = await act('POST /api/club/{id}/bank-statements (camt.053)', 'POST', `/api/club/${venue.clubId}/bank-statements`, { form, token: venue.managerToken });
  const answeredAt = performance.now();
  if (started.status !== 202) return;
  for (const deadline = answeredAt + 60_000; performance.now() < deadline;) {
    const status = await act('GET …/bank-statements/imports/{id} (its progress)', 'GET', started.body.statusUrl, { token: venue.managerToken });
    if (status.status === 404) return wrong('the progress of the import just started', status);
    if (status.status === 200 && status.body.state !== 'running') {
      infoOf('statement import (202 → done)').times.push(performance.now() - answeredAt);
      step.imported = step.imported ?? { statements: 0, deposits: 0, matched: 0 };
      step.imported.statements++;
      step.imported.deposits += deposits.length;
      step.imported.matched += status.body.matched ?? 0;
      if ((status.body.matched ?? 0) < deposits.length) wrong(`the import matched ${status.body.matched} of the ${deposits.length} deposits it paid`, status);
      return;
    }
    await sleep(250);
  }
  infoOf('statement import (202 → done)').missing++;
}

// ---- the step: open-loop arrivals at the rates ----------------------------------------------

const open = new Set();
function flow(name, work) {
  if (open.size >= IN_FLIGHT_CAP) {
    step.dropped++;
    return;
  }
  step.flows[name] = (step.flows[name] ?? 0) + 1;
  const running = work().catch((error) => {
    step.failures++;
    step.wrong.push(`${name}: ${error.message}`);
  });
  open.add(running);
  running.finally(() => open.delete(running));
}

const ACTORS = { browse, book, dashboard, doorList, arrive, join, release };

/** Arrivals of one actor: a Poisson process at `perSecond` until `until`. */
async function arrivals(name, perSecond, until) {
  if (perSecond <= 0) return;
  for (let at = performance.now(); ;) {
    at += -Math.log(1 - Math.random()) * (1000 / perSecond);
    if (at >= until) return;
    const wait = at - performance.now();
    if (wait > 0) await sleep(wait);
    flow(name, ACTORS[name]);
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
function summary(done, elapsedSeconds) {
  const actions = Object.entries(done.actions).map(([name, { times, statuses }]) => ({
    name,
    count: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    statuses,
  }));
  const lags = Object.entries(done.lags).map(([name, { times, missing }]) => ({ name, count: times.length, p50: percentile(times, 50), p99: percentile(times, 99), missing }));
  const info = Object.entries(done.info).map(([name, { times, missing }]) => ({ name, count: times.length, p50: percentile(times, 50), p99: percentile(times, 99), missing }));
  const held =
    actions.every((a) => a.p99 <= targets.actionP99Ms) &&
    lags.every((l) => l.missing === 0 && l.p99 <= targets.lagP99Ms) &&
    done.wrong.length === 0 &&
    done.failures === 0 &&
    done.dropped === 0;
  return {
    multiple: done.multiple,
    seconds: done.seconds,
    confirm: done.confirm,
    elapsedSeconds,
    requestsPerSecond: done.requests / elapsedSeconds,
    flows: done.flows,
    actions,
    lags,
    info,
    wrong: done.wrong.length,
    wrongExamples: [...new Set(done.wrong)].slice(0, 8),
    failures: done.failures,
    dropped: done.dropped,
    refusedBookings: done.refusedBookings,
    noFreeTable: done.noFreeTable,
    rescans: done.rescans,
    imported: done.imported ?? null,
    loadAverage: os.loadavg(),
    held,
  };
}

async function runStep({ multiple, seconds, confirm }) {
  step = newStep(multiple, seconds, confirm);
  const started = performance.now();
  const until = started + seconds * 1000;
  const soldOut = venues.filter((venue) => venue.soldOut).length;
  progress(`${multiple} × a real Saturday for ${seconds} s${confirm ? ' (the full run)' : ''}`);
  const mailbox = setInterval(() => readMailbox().catch(() => {}), 300);
  const imports = setTimeout(
    () => {
      for (const venue of venues.filter((one) => one.unpaid.length > 0)) flow('import', () => importStatement(venue));
    },
    Math.round(seconds * 600),
  );
  // Each rate is per venue and hour at the real Saturday's busiest hour; the waitlist's only at the sold-out venues.
  const perSecond = (perVenueHour, count = venues.length) => (perVenueHour * count * multiple) / 3600;
  await Promise.all([
    arrivals('browse', perSecond(rates.pageViews), until),
    arrivals('book', perSecond(rates.bookings), until),
    arrivals('dashboard', perSecond(rates.dashboardReads), until),
    arrivals('doorList', perSecond(rates.doorListReads), until),
    arrivals('arrive', perSecond(rates.arrivals), until),
    arrivals('join', perSecond(rates.waitlistJoins, soldOut), until),
    arrivals('release', perSecond(rates.releases, soldOut), until),
  ]);
  clearTimeout(imports);
  const elapsedSeconds = Math.max(seconds, (performance.now() - started) / 1000);
  // What was sent finishes (each request and lag is bounded); offers mailed meanwhile are still claimed.
  for (const deadline = performance.now() + 30_000; open.size > 0 && performance.now() < deadline;) await Promise.race([...open, sleep(500)]);
  await sleep(3000);
  await readMailbox();
  for (const deadline = performance.now() + 15_000; open.size > 0 && performance.now() < deadline;) await Promise.race([...open, sleep(500)]);
  clearInterval(mailbox);
  const done = summary(step, elapsedSeconds);
  progress(
    `${multiple} ×: ${done.held ? 'held' : 'NOT held'}; ${done.requestsPerSecond.toFixed(0)} requests/s, worst action p99 ${Math.max(...done.actions.map((a) => a.p99)).toFixed(0)} ms, worst lag p99 ${Math.max(0, ...done.lags.map((l) => l.p99 ?? 0)).toFixed(0)} ms, ${done.wrong} wrong, ${done.failures} failed`,
  );
  return done;
}

/** Every page and public GET once before the night (not measured): a real Saturday's pages have had visitors all day. */
async function warmUp() {
  const routes = ['/', '/clubs', '/api/site', '/api/event?page=1&size=12', '/api/club?page=1&size=16', '/api/club?page=2&size=16', '/api/club?page=3&size=16'];
  for (const venue of venues) routes.push(`/club/${venue.clubId}`, `/api/club/${venue.clubId}`, `/event/${venue.eventId}`, `/api/event/${venue.eventId}`);
  for (const route of routes) await request('GET', route, { html: !route.startsWith('/api/') });
}

await warmUp();
const sockets = await dashboards();
const results = [];
try {
  // The ramp: each multiple in turn, until one misses a target; then the full run, at the multiple asked for or the largest that held.
  let largestHeld = null;
  for (const planned of spec.ramp) {
    const done = await runStep({ ...planned, confirm: false });
    results.push(done);
    if (!done.held) break;
    largestHeld = done.multiple;
  }
  const multiple = spec.full.multiple ?? largestHeld;
  if (multiple && spec.full.seconds > 0) results.push(await runStep({ multiple, seconds: spec.full.seconds, confirm: true }));
} finally {
  sockets.forEach((socket) => socket.disconnect());
  agent.destroy();
}
console.log(JSON.stringify({ steps: results, arrivalsLeft: venues.reduce((n, venue) => n + venue.arrivals.length, 0) }));
process.exit(0);
