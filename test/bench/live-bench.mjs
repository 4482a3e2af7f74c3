// Live push latency: from sending a reservation to the moment a manager's dashboard connection
// receives it (the command, the read model, the live reactor and Socket.IO on the way).
// Usage: `node test/bench/live-bench.mjs <baseUrl> <adminEmail> <adminPassword>` against a running
// app, or import it (run-bench.mjs: `await livePushBench(running.url, admin)`).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client');

const RESERVATIONS = Number(process.env.LIVE_BENCH_RESERVATIONS ?? 200);
const TABLES = 10;
const MANAGER_PASSWORD = 'bench-menadzer';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function call(baseUrl, method, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A venue with a few tables and its manager's token; it keeps no hours, so every night is open. */
async function benchVenue(baseUrl, adminToken) {
  const email = `live.${randomUUID().slice(0, 8)}@izlazak.bench`;
  const venue = await call(
    baseUrl,
    'POST',
    '/api/club',
    {
      user: { firstName: 'Live', lastName: 'Bench', mobilePhone: '+381 60 111 2222', email, password: MANAGER_PASSWORD, confirmPassword: MANAGER_PASSWORD },
      club: {
        name: `Live bench ${email.slice(5, 13)}`,
        location: 'Bench 1',
        type: 'Klub',
        description: 'Live bench',
        email,
        phone: '+381 11 123 4567',
        phone2: '',
        city: 'Beograd',
        socialMedia: [],
      },
    },
    adminToken,
  );
  const { token } = await call(baseUrl, 'POST', '/api/auth/login', { email, password: MANAGER_PASSWORD });
  const tables = [];
  for (let i = 0; i < TABLES; i++) tables.push((await call(baseUrl, 'POST', '/api/club/table', { name: `Sto ${i + 1}`, maxPersons: 6 }, token))._id);
  return { clubId: venue._id, token, tables };
}

function dashboardConnection(baseUrl, token) {
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token } });
  const waiting = new Map();
  socket.on('live', (message) => {
    if (message.type !== 'reservation') return;
    const resolve = waiting.get(message.reservation.email);
    if (resolve) resolve(performance.now());
  });
  const ready = new Promise((resolve, reject) => {
    socket.once('live', resolve);
    socket.once('connect_error', reject);
  });
  return {
    ready,
    /** Resolves with the time the push about the reservation of `email` arrived. */
    pushFor: (email) => new Promise((resolve) => waiting.set(email, resolve)),
    close: () => socket.disconnect(),
  };
}

/**
 * Places `RESERVATIONS` reservations one after another as the venue's manager and times each from
 * the request to the push on a dashboard connection. Returns {livePushP50Ms, livePushP99Ms, pushes}.
 */
export default async function livePushBench(baseUrl, admin, { count = RESERVATIONS } = {}) {
  const { token: adminToken } = await call(baseUrl, 'POST', '/api/auth/login', admin);
  const venue = await benchVenue(baseUrl, adminToken);
  const dashboard = dashboardConnection(baseUrl, venue.token);
  await dashboard.ready;
  const latencies = [];
  const firstNight = Date.now() + 86_400_000;
  try {
    for (let i = 0; i < count; i++) {
      const email = `gost${i}.${randomUUID().slice(0, 6)}@izlazak.bench`;
      const pushed = dashboard.pushFor(email);
      const date = new Date(firstNight + Math.floor(i / TABLES) * 86_400_000).toISOString().slice(0, 10);
      const sent = performance.now();
      await call(
        baseUrl,
        'POST',
        '/api/reservations',
        {
          clubId: venue.clubId,
          tableId: venue.tables[i % TABLES],
          date,
          persons: 2,
          firstName: 'Bench',
          lastName: 'Gost',
          phone: '+381 64 123 4567',
          email,
        },
        venue.token,
      );
      latencies.push((await withTimeout(pushed, 10_000, email)) - sent);
    }
  } finally {
    dashboard.close();
  }
  return { livePushP50Ms: percentile(latencies, 50), livePushP99Ms: percentile(latencies, 99), pushes: latencies.length };
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no push for ${what} within ${ms} ms`)), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl, email, password] = process.argv.slice(2);
  livePushBench(baseUrl, { email, password }).then(
    (result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
