// Where a placement's time goes: `node --cpu-prof test/bench/profile-placements.mjs` runs the
// placement load against the app in this process and prints the queries and transactions each
// placement cost (counted on the pg client and from pg_stat_database), then the CPU profile can be
// read with `node test/bench/profile-placements.mjs --summarize <file.cpuprofile>`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { countQueries, printStatements, startCpuProfile, startProfiledApp } from './profiled-app.mjs';
import { benchVenue, comingNights, runLoad, settled } from './reservation-bench.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function summarize(file) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  for (const sample of profile.samples) counts.set(sample, (counts.get(sample) ?? 0) + 1);
  const total = profile.samples.length;
  const byFile = new Map();
  for (const [id, count] of counts) {
    const { callFrame } = byId.get(id);
    const where = callFrame.url ? callFrame.url.replace(/^.*node_modules\//, '~/').replace(root, '') : `(${callFrame.functionName || 'native'})`;
    const key = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + count);
    const module = where.startsWith('~/')
      ? where
          .split('/')
          .slice(1, where.startsWith('~/@') ? 3 : 2)
          .join('/')
      : where.split('/').slice(0, 5).join('/');
    byFile.set(module, (byFile.get(module) ?? 0) + count);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  console.log(`samples: ${total}\n\nby package / folder:\n${top(byFile, 25)}\n\nby function (self):\n${top(self, 40)}`);
}

/** CPU time of the PostgreSQL backends connected to the database (from /proc), in ms. */
async function databaseCpuMs(admin, database) {
  const { rows } = await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  const ticks = rows.map(({ pid }) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  });
  return (ticks.reduce((a, b) => a + b, 0) * 1000) / 100;
}

async function headOf(running) {
  return running.kernel.store.headPosition();
}

async function main() {
  if (process.argv[2] === '--summarize') return summarize(process.argv[3]);
  const counted = countQueries();
  const { running, admin, name, token, close } = await startProfiledApp('izlazak_profile');
  const xacts = async () => Number((await admin.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [name])).rows[0].n);
  try {
    const drop = Boolean(process.env.PROFILE_DROP);
    const { clubId, tables } = await benchVenue(running.url, token, drop ? 100 : undefined);
    await running.kernel.projections.waitFor(await headOf(running), 30_000);
    if (process.env.PROFILE_NO_READ_YOUR_WRITES) {
      const { ReadYourWrites } = require(path.join(root, 'backend/dist/platform/commands/read-your-writes.js'));
      running.app.get(ReadYourWrites).after = async () => undefined;
    }
    const cpu = async () => ({ app: process.cpuUsage(), db: await databaseCpuMs(admin, name) });
    const profiler = process.env.PROFILE_CPU ? await startCpuProfile() : null;
    const cpuBefore = await cpu();
    const before = { queries: counted.total, xacts: await xacts() };
    counted.counting = true;
    // PROFILE_DROP: the table drop (2,000 guests, 200 at a time, 100 tables) instead of the steady load.
    const placements = await runLoad(
      drop
        ? { url: `${running.url}/api/reservations`, mode: 'drop', clubId, tables, nights: [`${new Date().getFullYear()}-12-31`], guests: 2000, connections: 200 }
        : { url: `${running.url}/api/reservations`, connections: 32, seconds: Number(process.env.PROFILE_SECONDS ?? 10), clubId, tables, nights: comingNights(30) },
    );
    const answered = { queries: counted.total, xacts: await xacts() };
    await settled(running);
    const caughtUp = { queries: counted.total, xacts: await xacts() };
    counted.counting = false;
    if (process.env.PROFILE_QUERIES) {
      printStatements(counted, placements.ok + placements.refused);
    }
    const answers = placements.ok + placements.refused + placements.otherRefusals + placements.failed;
    const per = (a, b) => `${((b.queries - a.queries) / answers).toFixed(1)} queries, ${((b.xacts - a.xacts) / answers).toFixed(1)} transactions`;
    const cpuAfter = await cpu();
    if (profiler) fs.writeFileSync(process.env.PROFILE_CPU, JSON.stringify(await profiler.stop()));
    const appMs = (cpuAfter.app.user + cpuAfter.app.system - cpuBefore.app.user - cpuBefore.app.system) / 1000;
    console.log(JSON.stringify(placements));
    console.log(
      `CPU per placement, load and catch-up included: app ${(appMs / placements.ok).toFixed(2)} ms, PostgreSQL ${((cpuAfter.db - cpuBefore.db) / placements.ok).toFixed(2)} ms (backends alive at the end)`,
    );
    console.log(`per request while answering: ${per(before, answered)}; with every follower caught up: ${per(before, caughtUp)}`);
  } finally {
    await close();
  }
}

await main();
