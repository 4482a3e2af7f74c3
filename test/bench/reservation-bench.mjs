// Placements over HTTP against the same load tool posting to a bare Node server, projection lag
// (append → read-model row visible); run-bench.mjs adds the live push latency (live-bench.mjs).
import http from 'node:http';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const LOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'placement-load.mjs');
const CONNECTIONS = 32;
const SECONDS = Number(process.env.RESERVATION_BENCH_SECONDS ?? 10);
const TABLES = 320;

export function runLoad(spec) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [LOAD, JSON.stringify(spec)], { maxBuffer: 2 ** 24, timeout: (SECONDS + 120) * 1000 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

async function bareServer() {
  const body = JSON.stringify({ _id: 'x', status: 'Pending' });
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/api/reservations`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function json(baseUrl, method, route, body, token) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A venue open every night with `tableCount` tables, through the API. */
export async function benchVenue(baseUrl, adminToken, tableCount = TABLES) {
  const email = `bench.${randomUUID().slice(0, 8)}@izlazak.test`;
  const venue = await json(
    baseUrl,
    'POST',
    '/api/club',
    {
      user: { email, firstName: 'Bench', lastName: 'Menadžer', mobilePhone: '060', password: 'bench123', confirmPassword: 'bench123' },
      club: { name: 'Bench klub', location: 'Beograd', type: 'Klub', description: 'Za merenje', email: 'bench@klub.test', phone: '060', city: 'Beograd' },
    },
    adminToken,
  );
  const manager = (await json(baseUrl, 'POST', '/api/auth/login', { email, password: 'bench123' })).token;
  const days = ['Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota', 'Nedelja'].map((day) => ({ day, alwaysOpen: true }));
  await json(baseUrl, 'PUT', '/api/club/updateWorkingHours', { workingHours: days }, manager);
  const tables = [];
  for (let i = 0; i < tableCount; i++) tables.push((await json(baseUrl, 'POST', '/api/club/table', { name: `B${i}`, maxPersons: 6 }, manager))._id);
  return { clubId: venue._id, tables };
}

export const comingNights = (count) => {
  const first = new Date(Date.now() + 24 * 3600 * 1000);
  return Array.from({ length: count }, (_, i) => new Date(first.getTime() + i * 24 * 3600 * 1000).toISOString().slice(0, 10));
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * Append → the feed's followers have applied it: 300 placements through the command bus, 4 at a
 * time. The reservation row itself is written inside the append (an inline read model), so this
 * measures the feed, which the other read models, the history and the live pushes wait for.
 */
async function projectionLag(running, clubId, tables, nights) {
  const { CommandBus } = await import('@nestjs/cqrs');
  const { PlaceReservationCommand } = await import('../../backend/dist/modules/reservations/commands/place-reservation/place-reservation.command.js');
  const bus = running.app.get(CommandBus);
  const lags = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < 300) {
        const i = next++;
        const input = {
          clubId,
          tableId: tables[i % tables.length],
          date: nights[nights.length - 1 - Math.floor(i / tables.length)],
          persons: 2,
          firstName: 'Lag',
          lastName: `${i}`,
          phone: '060 1234567',
          email: `lag${i}@gost.test`,
        };
        const context = { actor: 'anonymous', correlationId: randomUUID(), causationId: randomUUID() };
        const outcome = await bus.execute(new PlaceReservationCommand(randomUUID(), `LAG${i}`, input, context));
        const appended = performance.now();
        await running.kernel.projections.waitFor(outcome.position, 10_000, ['reservations'], { throughTheFeed: true });
        lags.push(performance.now() - appended);
      }
    }),
  );
  return { p50: percentile(lags, 50), p99: percentile(lags, 99) };
}

export default async function reservationBench(running, adminToken) {
  const coldDrop = await tableDropBench(running, adminToken);
  const { clubId, tables } = await benchVenue(running.url, adminToken);
  const nights = comingNights(40);
  const bare = await bareServer();
  let reference;
  try {
    reference = await runLoad({ url: bare.url, connections: CONNECTIONS, seconds: SECONDS, clubId, tables, nights });
  } finally {
    await bare.close();
  }
  const placements = await steadyPlacements(running.url, clubId, tables, nights.slice(0, 30));
  const lag = await projectionLag(running, clubId, tables, nights);
  await settled(running);
  const drop = await tableDropBench(running, adminToken);
  await settled(running);
  const fresh = await tableDropBench(running, adminToken, { fresh: true });
  return { reference, placements, lag, drop: { ...drop, cold: coldDrop, fresh } };
}

/** Every follower of the feed (reactors too) has passed its head and the mails of the placements so far are sent. */
export async function settled(running) {
  const followers = running.kernel.projections.projectors.map((projector) => projector.name);
  await running.kernel.projections.waitFor(await running.kernel.store.headPosition(), 120_000, followers);
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const { rows } = await running.kernel.pool.query("SELECT count(*)::int AS unsent FROM mail_outbox WHERE status <> 'sent'");
    if (rows[0].unsent === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const steadyPlacements = (baseUrl, clubId, tables, nights) => runLoad({ url: `${baseUrl}/api/reservations`, connections: CONNECTIONS, seconds: SECONDS, clubId, tables, nights });

/** The same drop and steady load against an app that runs elsewhere (its own processes), reached at `baseUrl`. */
export async function placementsAt(baseUrl, adminToken) {
  const coldDrop = await tableDropBench({ url: baseUrl }, adminToken);
  const { clubId, tables } = await benchVenue(baseUrl, adminToken);
  const placements = await steadyPlacements(baseUrl, clubId, tables, comingNights(30));
  // The follower's mails and read models of the steady load are not the drop's: they get a moment to finish.
  await new Promise((resolve) => setTimeout(resolve, FOLLOWER_SETTLES_MS));
  const drop = await tableDropBench({ url: baseUrl }, adminToken);
  await new Promise((resolve) => setTimeout(resolve, FOLLOWER_SETTLES_MS));
  const fresh = await tableDropBench({ url: baseUrl }, adminToken, { fresh: true });
  return { placements, drop: { ...drop, cold: coldDrop, fresh } };
}

const FOLLOWER_SETTLES_MS = 5_000;

const DROP = { tables: 100, guests: 2000, atOnce: 200 };

/**
 * New Year's Eve: a venue releases 100 tables and 2,000 guests try at once, 200 at a time, each
 * picking one of the 100. Exactly 100 may win; every other answer must be 409 'Sto je već rezervisan'.
 * Measured twice: first thing after the server started (cold: nothing compiled yet), and on the
 * server that has been answering for the rest of the run, as one has on the night (the target).
 */
export async function tableDropBench(running, adminToken, { fresh = false } = {}) {
  const { clubId, tables } = await benchVenue(running.url, adminToken, DROP.tables);
  const night = `${new Date().getFullYear()}-12-31`;
  return runLoad({ url: `${running.url}/api/reservations`, mode: 'drop', clubId, tables, nights: [night], guests: DROP.guests, connections: DROP.atOnce, fresh });
}

export function reservationTable({ reference, placements, lag, push, drop }) {
  const row = (measure, value, target, met) => `| ${measure} | ${value} | ${target} | ${met === null ? '' : met ? 'met' : 'NOT MET'} |`;
  return `## Reservations

${CONNECTIONS} concurrent clients (a child process, Node's http client with kept-alive sockets) for ${SECONDS} s, each on its own
tables and nights of one venue, so every request is a real placement (${placements.ok} placed, ${placements.refused} refused, ${placements.failed} failed);
read-your-writes included: each 201 is answered once the reservations read model has the row (written in the append itself). The
reference is the same load tool posting the same bodies to a bare Node \`http\` server in the same run.

| measure | result | target | |
|---|---|---|---|
${row('bare Node server (same load tool)', `${reference.perSecond.toFixed(0)} requests/s, p99 ${reference.p99.toFixed(1)} ms`, 'reference', null)}
${row('placements per second', `${placements.perSecond.toFixed(0)} /s (${(placements.perSecond / reference.perSecond).toFixed(3)} × bare)`, '≥ 1,000 /s', placements.perSecond >= 1000)}
${row('placement latency p50 / p99', `${placements.p50.toFixed(1)} / ${placements.p99.toFixed(1)} ms`, 'p99 ≤ 100 ms', placements.p99 <= 100)}
${row("projection lag p50 / p99 (append → applied by the feed's followers)", `${lag.p50.toFixed(1)} / ${lag.p99.toFixed(1)} ms`, 'p99 ≤ 50 ms', lag.p99 <= 50)}
${push ? row('live push p50 / p99 (request sent → socket message)', `${push.p50.toFixed(1)} / ${push.p99.toFixed(1)} ms`, 'p99 ≤ 150 ms', push.p99 <= 150) : row('live push latency', 'not measured', 'p99 ≤ 150 ms', null)}
${drop ? dropTable(drop) : ''}`;
}

function dropTable(drop) {
  const row = (measure, value, target, met) => `| ${measure} | ${value} | ${target} | ${met ? 'met' : 'NOT MET'} |`;
  return `
### Table drop

A venue releases ${DROP.tables} tables for New Year's Eve and ${DROP.guests} guests try at once (${DROP.atOnce} at a time, each
picking one of the ${DROP.tables} at random), from the same load tool, on the server that has answered the rest of this
run (as it has on the night; its feed's followers caught up first), through ${DROP.atOnce} connections opened before the
guests start (as a reverse proxy keeps its connections to the app open). The same drop on another venue was the
first thing the server answered after it started (cold: nothing compiled yet); that one is shown for comparison.

| measure | result | target | |
|---|---|---|---|
${row('placements that won', `${drop.ok}`, `exactly ${DROP.tables}`, drop.ok === DROP.tables)}
${row("refused with 409 'Sto je već rezervisan za tu noć'", `${drop.refused} (${drop.otherRefusals} other 4xx)`, `${DROP.guests - DROP.tables}`, drop.refused === DROP.guests - DROP.tables)}
${row('5xx or failed requests', `${drop.failed}`, '0', drop.failed === 0)}
${row('latency p50 / p99 of all answers', `${drop.p50.toFixed(1)} / ${drop.p99.toFixed(1)} ms`, 'p99 ≤ 200 ms', drop.p99 <= 200)}
${row('whole drop', `${(drop.elapsedMs / 1000).toFixed(2)} s`, '≤ 10 s', drop.elapsedMs <= 10_000)}
| cold, first thing after the start: won / refused / failed, p50 / p99, whole | ${drop.cold.ok} / ${drop.cold.refused} / ${drop.cold.failed}, ${drop.cold.p50.toFixed(1)} / ${drop.cold.p99.toFixed(1)} ms, ${(drop.cold.elapsedMs / 1000).toFixed(2)} s | for comparison | |
${freshDropRow(drop.fresh)}
`;
}

/**
 * Issue 40's drop: the same ${DROP.guests} guests, ${DROP.atOnce} in flight, each on a new connection of their own (a phone shares
 * none with other guests), after the warm drop on the same server.
 */
function freshDropRow(fresh) {
  if (!fresh) return '';
  const held = fresh.ok === DROP.tables && fresh.refused === DROP.guests - DROP.tables && fresh.failed === 0 && fresh.p99 <= 400;
  return `| each guest on a new connection: won / refused / failed, p50 / p99, whole | ${fresh.ok} / ${fresh.refused} / ${fresh.failed}, ${fresh.p50.toFixed(1)} / ${fresh.p99.toFixed(1)} ms, ${(fresh.elapsedMs / 1000).toFixed(2)} s | 100 / 1900 / 0, p99 ≤ 400 ms | ${held ? 'met' : 'NOT MET'} |`;
}

/** The steady load and the drop against `WEB_PROCESSES=1`: one process follows the feed, one answers. */
export function webProcessesTable({ placements, drop, push, commandP95 }, reference) {
  const row = (measure, value, target, met) => `| ${measure} | ${value} | ${target} | ${met ? 'met' : 'NOT MET'} |`;
  return `
### One machine, \`WEB_PROCESSES=1\`

The built server as \`npm start\` runs it (\`node backend/dist/main.js\`, its own processes, a fresh database), with
\`WEB_PROCESSES=1\`: one process follows the feed (read models, composing mails, live pushes), one forked process
answers HTTP and sends the mails (docs/operations.md). The same load tool, the same ${CONNECTIONS} clients for ${SECONDS} s and the same drop
(after the steady load and ${FOLLOWER_SETTLES_MS / 1000} s for the follower to finish its mails).

| measure | result | target | |
|---|---|---|---|
${row('placements per second', `${placements.perSecond.toFixed(0)} /s (${(placements.perSecond / reference.perSecond).toFixed(3)} × bare; ${placements.ok} placed, ${placements.failed} failed)`, '≥ 1,000 /s', placements.perSecond >= 1000)}
${row('placement latency p50 / p99', `${placements.p50.toFixed(1)} / ${placements.p99.toFixed(1)} ms`, 'p99 ≤ 100 ms', placements.p99 <= 100)}
${row('live push p50 / p99 (request sent → socket message, through Redis)', `${push.p50.toFixed(1)} / ${push.p99.toFixed(1)} ms`, 'p99 ≤ 150 ms', push.p99 <= 150)}
${row("command round trip p95 (150 × PUT /api/site in a web process, answered once the follower's read models have it)", `${commandP95.toFixed(1)} ms`, '≤ 300 ms', commandP95 <= 300)}
${row('drop: won / refused with 409 / 5xx or failed', `${drop.ok} / ${drop.refused} (${drop.otherRefusals} other 4xx) / ${drop.failed}`, `${DROP.tables} / ${DROP.guests - DROP.tables} / 0`, drop.ok === DROP.tables && drop.refused === DROP.guests - DROP.tables && drop.failed === 0)}
${row('drop: latency p50 / p99 of all answers', `${drop.p50.toFixed(1)} / ${drop.p99.toFixed(1)} ms`, 'p99 ≤ 200 ms', drop.p99 <= 200)}
${row('drop: whole', `${(drop.elapsedMs / 1000).toFixed(2)} s`, '≤ 10 s', drop.elapsedMs <= 10_000)}
| drop, cold (first thing after the start): p50 / p99, whole | ${drop.cold.p50.toFixed(1)} / ${drop.cold.p99.toFixed(1)} ms, ${(drop.cold.elapsedMs / 1000).toFixed(2)} s | for comparison | |
${freshDropRow(drop.fresh)}
`;
}
