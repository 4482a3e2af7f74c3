// A load generator for POST /api/reservations, run as a child process so it never shares the event
// loop with the app it measures: `node placement-load.mjs <json spec>`. Each of `connections` workers
// places reservations on its own tables and nights (no two requests ask for the same table and night),
// or, with `bareUrl`, posts the same body to a bare server for the reference. Prints JSON.
import http from 'node:http';

const spec = JSON.parse(process.argv[2]);
const { url, connections, seconds = 0, tables = [], nights = [], clubId = '', mode = 'timed', guests = 0, fresh = false } = spec;
const TABLE_TAKEN = 'Sto je već rezervisan za tu noć';

const latencies = [];
let ok = 0;
let refused = 0;
let failed = 0;
let otherRefusals = 0;
const deadline = Date.now() + seconds * 1000;

function bodyFor(worker, i) {
  // Worker w takes tables w, w + connections, …: its own, so placements never collide.
  const own = tables.filter((_, index) => index % connections === worker);
  const table = own[i % own.length];
  const night = nights[Math.floor(i / own.length) % nights.length];
  return JSON.stringify({
    clubId,
    tableId: table,
    date: night,
    persons: 2,
    firstName: 'Bench',
    lastName: `Gost ${worker}-${i}`,
    phone: '+381 60 1234567',
    email: `bench${worker}.${i}@gost.test`,
  });
}

// Node's http client with kept-alive sockets: far cheaper per request than fetch, so the load tool is not the ceiling.
// `timeout`: the agent then heeds the server's `Keep-Alive: timeout=` (saturday-load.mjs says why).
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, timeout: 120_000 });
/** `fresh`: each guest on a connection of their own (a phone shares none), opened for the one request and closed after it. */
function post(body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: fresh ? false : agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function get(address) {
  return new Promise((resolve, reject) => {
    http.get(address, { agent }, (response) => response.resume().on('end', resolve)).on('error', reject);
  });
}

async function worker(w) {
  for (let i = 0; Date.now() < deadline; i++) {
    const started = performance.now();
    try {
      const { status } = await post(bodyFor(w, i));
      latencies.push(performance.now() - started);
      if (status === 201 || status === 200) ok++;
      else if (status === 409) refused++;
      else failed++;
    } catch {
      failed++;
    }
  }
}

/** The drop: `guests` placements in all, `connections` at a time, each on a table picked at random. */
let nextGuest = 0;
async function guest() {
  while (nextGuest < guests) {
    const g = nextGuest++;
    const body = JSON.stringify({
      clubId,
      tableId: tables[Math.floor(Math.random() * tables.length)],
      date: nights[0],
      persons: 4,
      firstName: 'Gost',
      lastName: `Dočeka ${g}`,
      phone: '+381 60 1234567',
      email: `docek${g}@gost.test`,
    });
    const started = performance.now();
    try {
      const answer = await post(body);
      latencies.push(performance.now() - started);
      if (answer.status === 201) ok++;
      else if (answer.status === 409 && JSON.parse(answer.body).message === TABLE_TAKEN) refused++;
      else if (answer.status < 500) otherRefusals++;
      else failed++;
    } catch {
      failed++;
    }
  }
}

// The guests of a drop reach the server through connections that are open already, as a reverse
// proxy's kept-alive upstream connections are; with `fresh`, each guest opens their own instead.
// A connection the busy server reset while it was being opened is opened again: the drop measures the guests' answers.
const opened = async (attempts = 3) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await get(new URL('/api/health', url));
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
};
if (mode === 'drop' && !fresh) await Promise.all(Array.from({ length: connections }, () => opened()));

const started = performance.now();
await Promise.all(Array.from({ length: connections }, (_, w) => (mode === 'drop' ? guest() : worker(w))));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(JSON.stringify({ ok, refused, otherRefusals, failed, perSecond: ok / elapsed, p50: at(50), p99: at(99), elapsedMs: elapsed * 1000 }));
