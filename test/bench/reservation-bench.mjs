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

function runLoad(spec) {
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

/** A venue open every night with TABLES tables, through the API. */
async function benchVenue(baseUrl, adminToken) {
  const email = `bench.${randomUUID().slice(0, 8)}@izlazak.test`;
  const venue = await json(baseUrl, 'POST', '/api/club', {
    user: { email, firstName: 'Bench', lastName: 'Menadžer', mobilePhone: '060', password: 'bench123', confirmPassword: 'bench123' },
    club: { name: 'Bench klub', location: 'Beograd', type: 'Klub', description: 'Za merenje', email: 'bench@klub.test', phone: '060', city: 'Beograd' },
  }, adminToken);
  const manager = (await json(baseUrl, 'POST', '/api/auth/login', { email, password: 'bench123' })).token;
  const days = ['Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota', 'Nedelja'].map((day) => ({ day, alwaysOpen: true }));
  await json(baseUrl, 'PUT', '/api/club/updateWorkingHours', { workingHours: days }, manager);
  const tables = [];
  for (let i = 0; i < TABLES; i++) tables.push((await json(baseUrl, 'POST', '/api/club/table', { name: `B${i}`, maxPersons: 6 }, manager))._id);
  return { clubId: venue._id, tables };
}

const comingNights = (count) => {
  const first = new Date(Date.now() + 24 * 3600 * 1000);
  return Array.from({ length: count }, (_, i) => new Date(first.getTime() + i * 24 * 3600 * 1000).toISOString().slice(0, 10));
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Append → the reservations read model has the row: 300 placements through the command bus, 4 at a time. */
async function projectionLag(running, clubId, tables, nights) {
  const { CommandBus } = await import('@nestjs/cqrs');
  const { PlaceReservationCommand } = await import('../../backend/dist/modules/reservations/commands/place-reservation/place-reservation.command.js');
  const bus = running.app.get(CommandBus);
  const lags = [];
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < 300) {
      const i = next++;
      const input = { clubId, tableId: tables[i % tables.length], date: nights[nights.length - 1 - Math.floor(i / tables.length)], persons: 2, firstName: 'Lag', lastName: `${i}`, phone: '060 1234567', email: `lag${i}@gost.test` };
      const context = { actor: 'anonymous', correlationId: randomUUID(), causationId: randomUUID() };
      const outcome = await bus.execute(new PlaceReservationCommand(randomUUID(), `LAG${i}`, input, context));
      const appended = performance.now();
      await running.kernel.projections.waitFor(outcome.position, 10_000, ['reservations']);
      lags.push(performance.now() - appended);
    }
  }));
  return { p50: percentile(lags, 50), p99: percentile(lags, 99) };
}

export default async function reservationBench(running, adminToken) {
  const { clubId, tables } = await benchVenue(running.url, adminToken);
  const nights = comingNights(40);
  const bare = await bareServer();
  let reference;
  try {
    reference = await runLoad({ url: bare.url, connections: CONNECTIONS, seconds: SECONDS, clubId, tables, nights });
  } finally {
    await bare.close();
  }
  const placements = await runLoad({ url: `${running.url}/api/reservations`, connections: CONNECTIONS, seconds: SECONDS, clubId, tables, nights: nights.slice(0, 30) });
  const lag = await projectionLag(running, clubId, tables, nights);
  return { reference, placements, lag };
}

export function reservationTable({ reference, placements, lag, push }) {
  const row = (measure, value, target, met) => `| ${measure} | ${value} | ${target} | ${met === null ? '' : met ? 'met' : 'NOT MET'} |`;
  return `## Reservations

${CONNECTIONS} concurrent clients (a child process, Node's http client with kept-alive sockets) for ${SECONDS} s, each on its own
tables and nights of one venue, so every request is a real placement (${placements.ok} placed, ${placements.refused} refused, ${placements.failed} failed);
read-your-writes included: each 201 is answered after the reservations read model has the row. The
reference is the same load tool posting the same bodies to a bare Node \`http\` server in the same run.

| measure | result | target | |
|---|---|---|---|
${row('bare Node server (same load tool)', `${reference.perSecond.toFixed(0)} requests/s, p99 ${reference.p99.toFixed(1)} ms`, 'reference', null)}
${row('placements per second', `${placements.perSecond.toFixed(0)} /s (${(placements.perSecond / reference.perSecond).toFixed(3)} × bare)`, '≥ 1,000 /s', placements.perSecond >= 1000)}
${row('placement latency p50 / p99', `${placements.p50.toFixed(1)} / ${placements.p99.toFixed(1)} ms`, 'p99 ≤ 100 ms', placements.p99 <= 100)}
${row('projection lag p50 / p99 (append → row visible)', `${lag.p50.toFixed(1)} / ${lag.p99.toFixed(1)} ms`, 'p99 ≤ 50 ms', lag.p99 <= 50)}
${push ? row('live push p50 / p99 (request sent → socket message)', `${push.p50.toFixed(1)} / ${push.p99.toFixed(1)} ms`, 'p99 ≤ 150 ms', push.p99 <= 150) : row('live push latency', 'not measured', 'p99 ≤ 150 ms', null)}
`;
}
