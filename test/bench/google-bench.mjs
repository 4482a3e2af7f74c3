// Reserve with Google: BatchAvailabilityLookup under Google's load (32 clients) against the app's
// booking server, and the bare Node server in the same run. Google counts an answer slower than
// 1.5 s as a failure. Load comes from autocannon in a child process and goes only to 127.0.0.1.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { againstBareServer } from './bare-server.mjs';

const require = createRequire(import.meta.url);
const { WEEKDAYS } = require('@izlazak/contracts');
const AUTOCANNON = require.resolve('autocannon/autocannon.js');
const CONNECTIONS = 32;
const SECONDS = Number(process.env.GOOGLE_BENCH_SECONDS ?? 10);
const GOOGLE_LIMIT_MS = 1500;
const TABLES = 20;
const NIGHTS = 14;
const PARTY_SIZES = [2, 4, 6];
export const GOOGLE_BENCH_CREDENTIALS = { user: 'google-bench', password: 'google-bench-lozinka' };

/** autocannon's rate and latency percentiles for one request; throws on unexpected answers. */
function load(url, { method = 'GET', body, headers = {} } = {}) {
  const args = [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-n', '-m', method];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 2 ** 20, timeout: (SECONDS + 60) * 1000 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout);
      const wrong = result.errors + result.timeouts + result.non2xx;
      if (result.requests.total === 0 || wrong > result.requests.total * 0.001) {
        return reject(new Error(`${url}: ${result.requests.total} requests, ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} not 2xx`));
      }
      resolve({ rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

async function call(baseUrl, method, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The night `days` after tonight, in Belgrade, and its 22:00 as Unix seconds (the venue opens at 22:00). */
function nightStart(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date(Date.now() - 6 * 3_600_000));
  const [y, m, d] = today.split('-').map(Number);
  const night = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  const guess = Date.UTC(y, m - 1, d + days, 22, 0);
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', hour: '2-digit', hourCycle: 'h23' }).format(new Date(guess));
  return { night, startSec: guess / 1000 - (Number(local) - 22 + (Number(local) < 22 ? 24 : 0)) * 3600 };
}

/** A venue open 22:00–04:00 with TABLES tables, opted in, a third of its next nights' tables taken. */
async function googleVenue(baseUrl, token) {
  const email = `menadzer.google.${Date.now()}@izlazak.bench`;
  const club = await call(
    baseUrl,
    'POST',
    '/api/club',
    {
      user: { firstName: 'Google', lastName: 'Bench', mobilePhone: '+381 64 000 0000', email, password: 'bench-lozinka', confirmPassword: 'bench-lozinka' },
      club: { name: 'Splav Google Bench', location: 'Ušće bb', type: 'Splav', city: 'Beograd', email: 'splav@izlazak.bench', phone: '+381 11 000 0000' },
    },
    token,
  );
  const workingHours = WEEKDAYS.map((day) => ({ day, from: '22:00', to: '04:00', closed: false, alwaysOpen: false }));
  await call(baseUrl, 'PUT', '/api/club/updateWorkingHours', { clubId: club._id, workingHours }, token);
  const tables = [];
  for (let i = 0; i < TABLES; i++) tables.push(await call(baseUrl, 'POST', '/api/club/table', { name: `Sto ${i + 1}`, maxPersons: 2 + (i % 5) * 2, clubId: club._id }, token));
  await call(baseUrl, 'PUT', `/api/google/venues/${club._id}`, { enabled: true, confirmsByHand: true }, token);
  const placements = Array.from({ length: NIGHTS }, (_, day) => tables.filter((_, i) => i % 3 === 0).map((table) => ({ table, day }))).flat();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = placements.shift(); next; next = placements.shift()) {
        await call(baseUrl, 'POST', '/api/reservations', {
          clubId: club._id,
          tableId: next.table._id,
          date: nightStart(next.day).night,
          persons: 2,
          firstName: 'Gost',
          lastName: 'Bench',
          phone: '+381 64 111 2222',
          email: 'gost@izlazak.bench',
        });
      }
    }),
  );
  return club._id;
}

/** The lookup Google sends when a venue's page loads: every night of the next two weeks for three party sizes. */
function lookupBody(merchantId) {
  const slotTime = [];
  for (let day = 0; day < NIGHTS; day++) {
    for (const partySize of PARTY_SIZES)
      slotTime.push({ duration_sec: '21600', resource_ids: { party_size: partySize }, service_id: 'table', start_sec: String(nightStart(day).startSec) });
  }
  return JSON.stringify({ merchant_id: merchantId, slot_time: slotTime });
}

/** { bare, lookup, slots }: rate and latency of the bare server and of BatchAvailabilityLookup, in the same run. */
export default async function googleBench(running, token) {
  const merchantId = await googleVenue(running.url, token);
  const body = lookupBody(merchantId);
  const authorization = `Basic ${Buffer.from(`${GOOGLE_BENCH_CREDENTIALS.user}:${GOOGLE_BENCH_CREDENTIALS.password}`).toString('base64')}`;
  const check = await fetch(`${running.url}/api/google/v3/BatchAvailabilityLookup`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body });
  const answered = await check.json();
  const free = answered.slot_time_availability?.filter((slot) => slot.available).length;
  if (check.status !== 200 || free === undefined) throw new Error(`BatchAvailabilityLookup: ${check.status} ${JSON.stringify(answered).slice(0, 200)}`);
  const reference = await againstBareServer((url) => load(url));
  const health = await load(`${running.url}/api/google/v3/HealthCheck`, { headers: { authorization } });
  const lookup = await load(`${running.url}/api/google/v3/BatchAvailabilityLookup`, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization } });
  return { bare: reference, health, lookup, slots: NIGHTS * PARTY_SIZES.length, free };
}

export function googleTable({ bare, health, lookup, slots, free }) {
  const row = (measure, m, target) =>
    `| ${measure} | ${m.rate.toFixed(0)} | ${(m.rate / bare.rate).toFixed(3)} | ${m.p50} | ${m.p99} | ${target ?? '–'} | ${target ? (m.p99 <= GOOGLE_LIMIT_MS ? 'yes' : '**no**') : '–'} |`;
  return [
    '## Reserve with Google',
    '',
    `POST /api/google/v3/BatchAvailabilityLookup as Google sends it on a venue's page: ${slots} slots (${NIGHTS} nights × party sizes ${PARTY_SIZES.join(', ')}), ${free} of them free, a venue of ${TABLES} tables with a third of them taken each night; ${CONNECTIONS} clients for ${SECONDS} s (autocannon), against the bare Node server in the same run. Google counts an answer slower than ${GOOGLE_LIMIT_MS} ms as a failure.`,
    '',
    '| measure | requests/s | × bare | p50 ms | p99 ms | target p99 ms | met |',
    '|---|---|---|---|---|---|---|',
    row('bare Node http server', bare, null),
    row('HealthCheck (the booking server with nothing to read)', health, null),
    row('BatchAvailabilityLookup', lookup, GOOGLE_LIMIT_MS),
    '',
  ].join('\n');
}
