// Throughput of the public GETs against a bare Node `http` server measured in the same run, so the
// ratio says how much of the machine's HTTP capacity each route keeps. Load comes from autocannon in
// a child process (it would otherwise share the event loop with the app it measures) and goes only
// to 127.0.0.1. Usage: `node test/bench/http-bench.mjs <baseUrl>` against a running app, or import it.
import path from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { againstBareServer } from './bare-server.mjs';

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve('autocannon/autocannon.js');
const CONNECTIONS = 32;
const SECONDS = Number(process.env.HTTP_BENCH_SECONDS ?? 10);
const TARGET_RATIO = 0.15;

/**
 * autocannon's average requests per second for one URL, and the CPU time this process spent per
 * answered request (meaningful when the server runs in this process); throws on unexpected answers.
 */
function load(url, expectedStatus = 200, headers = {}) {
  const args = [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-n'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 2 ** 20, timeout: (SECONDS + 60) * 1000 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout);
      const answered = result[`${Math.floor(expectedStatus / 100)}xx`];
      const wrong = result.errors + result.timeouts + (result.requests.total - answered);
      if (result.requests.total === 0 || wrong > result.requests.total * 0.001) {
        return reject(new Error(`${url}: ${result.requests.total} requests, ${result.errors} errors, ${result.timeouts} timeouts, ${answered} answered ${expectedStatus}`));
      }
      const cpu = process.cpuUsage(cpuBefore);
      resolve({ rate: result.requests.average, cpuMicros: (cpu.user + cpu.system) / result.requests.total });
    });
  });
}

/** What a browser sends for a page: it takes brotli, as every one today does. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

async function firstVenueId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/club?page=1&size=16`);
  const body = await response.json();
  if (!body.data?.length) throw new Error('GET /api/club: no approved venue to read');
  return body.data[0]._id;
}

/**
 * Rows {measure, value, unit, ratio, target, met, cpuMicrosPerRequest}: the bare server first, then
 * each public GET. The CPU column counts this process only: pass `appInThisProcess` when it serves.
 */
export default async function httpBench(baseUrl, { appInThisProcess = false, moreRoutes = [] } = {}) {
  const reference = await againstBareServer((url) => load(url));
  const bareRate = reference.rate;
  const venueId = await firstVenueId(baseUrl);
  const routes = [
    ['GET /api/site', '/api/site'],
    ['GET /api/club?page=1&size=16', '/api/club?page=1&size=16'],
    ['GET /api/club/{id}', `/api/club/${venueId}`],
    ['GET /api/health', '/api/health'],
    // The public pages' HTML, rendered on the server and kept in the read cache (docs/seo.md), asked for as a browser does.
    ['GET / (HTML, br)', '/', BROWSER],
    ['GET /clubs (HTML, br)', '/clubs', BROWSER],
    ['GET /club/{id} (HTML, br)', `/club/${venueId}`, BROWSER],
    ...moreRoutes,
  ];
  const cpuOf = (measured) => (appInThisProcess ? measured.cpuMicros : null);
  const rows = [{ measure: 'bare Node http server', value: bareRate, unit: 'requests/s', ratio: 1, target: null, met: null, cpuMicrosPerRequest: reference.cpuMicros }];
  for (const [measure, route, headers] of routes) {
    const measured = await load(`${baseUrl}${route}`, 200, headers);
    const ratio = measured.rate / bareRate;
    rows.push({ measure, value: measured.rate, unit: 'requests/s', ratio, target: TARGET_RATIO, met: ratio >= TARGET_RATIO, cpuMicrosPerRequest: cpuOf(measured) });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = process.argv[2];
  if (!baseUrl) throw new Error(`usage: node ${path.relative(process.cwd(), process.argv[1])} <baseUrl>`);
  for (const row of await httpBench(baseUrl)) {
    const cpu = row.cpuMicrosPerRequest === null ? '' : `, ${row.cpuMicrosPerRequest.toFixed(0)} µs CPU/request`;
    console.log(`${row.measure}: ${row.value.toFixed(0)} ${row.unit}, ${row.ratio.toFixed(3)} × bare${row.target ? `, ${row.met ? 'met' : 'NOT MET'}` : ''}${cpu}`);
  }
}
