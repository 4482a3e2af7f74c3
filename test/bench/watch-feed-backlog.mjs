// How far the read models stand behind the feed during and after a profiling run, and which
// transaction holds the feed back: run beside `node test/bench/profile-placements.mjs` (another
// process, so its queries are not counted there). It waits for the run's database, samples every
// 250 ms until the database is dropped, and prints when the last append came, how many events the
// read models (and the slowest follower, reactors included) had left then, when they caught up, and
// the longest open transactions by statement.
//   node test/bench/watch-feed-backlog.mjs [database prefix, default izlazak_profile]
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');
const prefix = process.argv[2] ?? 'izlazak_profile';
const SAMPLE_MS = 250;
const WAIT_FOR_RUN_MS = 120_000;
const LONGEST_RUN_MS = 600_000;

const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
const databases = async () => (await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname DESC', [`${prefix}\\_%`])).rows.map((row) => row.datname);
const before = new Set(await databases());
const started = Date.now();
let name;
while (!name && Date.now() - started < WAIT_FOR_RUN_MS) {
  name = (await databases()).find((each) => !before.has(each));
  if (!name) await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
}
if (!name) throw new Error(`no new ${prefix}_* database appeared`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${name}`;
const db = new pg.Client({ connectionString: url.toString() });
db.on('error', () => undefined);
await db.connect();

// 'guests' stands for the read models: they move together, as one crew.
const SAMPLE = `SELECT (SELECT count(*) FROM events)::int AS events,
  (SELECT count(*) FROM events e, projection_checkpoints c WHERE c.name = 'guests' AND e.global_position > coalesce(c.prepare_position, 0))::int AS behind,
  (SELECT count(*) FROM events e WHERE e.global_position > (SELECT coalesce(min(coalesce(prepare_position, 0)), 0) FROM projection_checkpoints))::int AS slowest_behind,
  (SELECT name FROM projection_checkpoints ORDER BY coalesce(prepare_position, 0), name LIMIT 1) AS slowest,
  (SELECT json_build_object('seconds', extract(epoch FROM now() - xact_start), 'query', left(query, 70)) FROM pg_stat_activity
     WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid() ORDER BY xact_start LIMIT 1) AS oldest`;
const samples = [];
while (Date.now() - started < LONGEST_RUN_MS) {
  try {
    samples.push({ at: (Date.now() - started) / 1000, ...(await db.query(SAMPLE)).rows[0] });
  } catch {
    // Before the app's migrations there are no tables yet; once the run dropped its database, it is over.
    if (!(await databases()).includes(name)) break;
  }
  await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
}
await admin.end();
if (samples.length === 0) throw new Error(`no samples of ${name}`);

const lastAppend = samples.findLastIndex((sample, i) => i > 0 && sample.events > samples[i - 1].events);
const caughtUp = samples.slice(lastAppend).find((sample) => sample.behind === 0);
const everyCaughtUp = samples.slice(lastAppend).find((sample) => sample.slowest_behind === 0);
const after = (sample) => (sample ? `${(sample.at - samples[lastAppend].at).toFixed(1)} s after it` : 'never');
const heldBy = new Map();
for (const { oldest } of samples) {
  if (oldest && oldest.seconds > 1) heldBy.set(oldest.query, Math.max(heldBy.get(oldest.query) ?? 0, oldest.seconds));
}
console.log(
  `read models: ${Math.max(...samples.map((sample) => sample.behind))} events behind at most, ${samples[lastAppend]?.behind} at the last append, caught up ${after(caughtUp)}`,
);
const slowestAfterTheLastAppend = [
  ...new Set(
    samples
      .slice(lastAppend)
      .filter((sample) => sample.slowest_behind > 0)
      .map((sample) => sample.slowest),
  ),
];
console.log(
  `every follower (reactors too): the slowest ${samples[lastAppend]?.slowest_behind} events behind at the last append, caught up ${after(everyCaughtUp)}; the slowest meanwhile: ${slowestAfterTheLastAppend.join(', ') || 'none'}`,
);
console.log('transactions open over 1 s (holding back the feed), the longest by the statement they were running:');
for (const [query, seconds] of [...heldBy].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${seconds.toFixed(1).padStart(5)} s  ${query.replace(/\s+/g, ' ')}`);
