// What a refused placement costs: `node test/bench/profile-refusals.mjs` books all 100 tables of a
// fresh venue for one night, then sends 4,000 more placements for those tables (200 at a time, all
// refused with 409) and prints the app's CPU time and the queries per refusal. PROFILE_CPU=<file>
// writes the refusals' CPU profile (read it with profile-placements.mjs --summarize <file>).
import fs from 'node:fs';
import { countQueries, printStatements, startCpuProfile, startProfiledApp } from './profiled-app.mjs';
import { benchVenue, runLoad } from './reservation-bench.mjs';

const counted = countQueries();
const { running, token, close } = await startProfiledApp('izlazak_refusals');
try {
  const { clubId, tables } = await benchVenue(running.url, token, 100);
  const night = `${new Date().getFullYear()}-12-31`;
  const drop = (guests) => runLoad({ url: `${running.url}/api/reservations`, mode: 'drop', clubId, tables, nights: [night], guests, connections: 200 });
  const first = await drop(2000);
  console.log('drop:', JSON.stringify(first));
  await running.kernel.projections.waitFor(
    await running.kernel.store.headPosition(),
    120_000,
    running.kernel.projections.projectors.map((p) => p.name),
  );
  const profiler = process.env.PROFILE_CPU ? await startCpuProfile() : null;
  const before = process.cpuUsage();
  const queriesBefore = counted.total;
  counted.counting = true;
  const refusals = await drop(4000);
  counted.counting = false;
  const used = process.cpuUsage(before);
  if (profiler) fs.writeFileSync(process.env.PROFILE_CPU, JSON.stringify(await profiler.stop()));
  const answers = refusals.refused + refusals.otherRefusals + refusals.failed + refusals.ok;
  console.log('refusals:', JSON.stringify(refusals));
  console.log(`per refusal: app CPU ${((used.user + used.system) / answers).toFixed(0)} µs, ${((counted.total - queriesBefore) / answers).toFixed(2)} queries`);
  printStatements(counted, answers, 12);
} finally {
  await close();
}
