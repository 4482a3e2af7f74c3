// A load generator for one GET, run as a child process so it never shares the event loop with the
// app it measures: `node get-load.mjs <json spec>` with { url, connections, seconds, headers? }.
// `connections` clients, each with its own kept-alive socket, ask one after another for `seconds`;
// every answer must be 200. Prints JSON: answered, failed, perSecond, p50, p95, p99 (ms).
import http from 'node:http';

const { url, connections, seconds, headers = {} } = JSON.parse(process.argv[2]);
// `timeout`: the agent then heeds the server's `Keep-Alive: timeout=` (saturday-load.mjs says why).
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, timeout: 120_000 });
const latencies = [];
let failed = 0;
const deadline = Date.now() + seconds * 1000;

function get() {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
  });
}

async function client() {
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      const status = await get();
      if (status === 200) latencies.push(performance.now() - started);
      else failed++;
    } catch {
      failed++;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, client));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(JSON.stringify({ answered: latencies.length, failed, perSecond: latencies.length / elapsed, p50: at(50), p95: at(95), p99: at(99) }));
agent.destroy();
