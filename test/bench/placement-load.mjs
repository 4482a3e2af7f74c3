// A load generator for POST /api/reservations, run as a child process so it never shares the event
// loop with the app it measures: `node placement-load.mjs <json spec>`. Each of `connections` workers
// places reservations on its own tables and nights (no two requests ask for the same table and night),
// or, with `bareUrl`, posts the same body to a bare server for the reference. Prints JSON.
import http from 'node:http';

const spec = JSON.parse(process.argv[2]);
const { url, connections, seconds, tables = [], nights = [], clubId = '' } = spec;

const latencies = [];
let ok = 0;
let refused = 0;
let failed = 0;
const deadline = Date.now() + seconds * 1000;

function bodyFor(worker, i) {
  // Worker w takes tables w, w + connections, …: its own, so placements never collide.
  const own = tables.filter((_, index) => index % connections === worker);
  const table = own[i % own.length];
  const night = nights[Math.floor(i / own.length) % nights.length];
  return JSON.stringify({
    clubId, tableId: table, date: night, persons: 2,
    firstName: 'Bench', lastName: `Gost ${worker}-${i}`, phone: '+381 60 1234567', email: `bench${worker}.${i}@gost.test`,
  });
}

// Node's http client with kept-alive sockets: far cheaper per request than fetch, so the load tool is not the ceiling.
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
function post(body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function worker(w) {
  for (let i = 0; Date.now() < deadline; i++) {
    const started = performance.now();
    try {
      const status = await post(bodyFor(w, i));
      latencies.push(performance.now() - started);
      if (status === 201 || status === 200) ok++;
      else if (status === 409) refused++;
      else failed++;
    } catch {
      failed++;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(JSON.stringify({ ok, refused, failed, perSecond: ok / elapsed, p50: at(50), p99: at(99) }));
