// The append comparison of `npm run bench`: our PostgreSQL event store against a raw single-row
// INSERT and against Emmett's PostgreSQL event store, on the same server in the same run.
// Each contender gets a fresh database; every loop ends at a fixed deadline.
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pg = require('pg');

const WRITERS = 32;
const CONTENDED_STREAMS = 4;
const SLICE_MS = 2_000;
const TARGET_VS_EMMETT = 1.2;
const TARGET_VS_RAW = 0.5;

const RAW_TABLE = `CREATE TABLE raw_events (
  global_position bigserial PRIMARY KEY,
  stream_id text NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL
)`;

function newEvent(writer, n) {
  const id = randomUUID();
  return {
    type: 'BenchmarkTicked',
    data: { writer, n },
    metadata: {
      eventId: id,
      occurredAt: new Date().toISOString(),
      actor: 'anonymous',
      correlationId: id,
      causationId: id,
      schemaVersion: 1,
    },
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function newPool(url) {
  // Idle connections close quickly, so only the contender running holds its WRITERS connections.
  const pool = new pg.Pool({ connectionString: url, max: WRITERS, idleTimeoutMillis: 50 });
  pool.on('error', () => undefined); // the forced drop of the database ends connections still idle
  return pool;
}

async function createDatabase(serverUrl, label) {
  const name = `izlazak_append_${label}_${Date.now()}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function onServer(serverUrl, work) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function untilIdle(pool, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (pool.totalCount > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

const streamOf = (contended) => (contended ? (w) => `bench-${w % CONTENDED_STREAMS}` : (w) => `bench-${w}`);

/** Each contender: a name, and open(url, contended) → { pool, stream(writer), append(streamId, event, writer), close() }. */
const RAW_INSERT = {
  name: 'raw INSERT',
  unit: 'rows/s',
  async open(url) {
    const pool = newPool(url);
    await pool.query(RAW_TABLE);
    return {
      pool,
      stream: streamOf(false),
      append: (streamId, event) =>
        pool.query('INSERT INTO raw_events (stream_id, event_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5)', [
          streamId,
          event.metadata.eventId,
          event.type,
          event.data,
          event.metadata,
        ]),
      close: () => pool.end(),
    };
  },
};

const OUR_STORE = {
  name: 'event store append',
  unit: 'events/s',
  async open(url, contended) {
    const { PostgresEventStore } = require(path.join(root, 'backend/dist/platform/event-store/postgres-event-store.js'));
    const { WrongExpectedVersionError } = require(path.join(root, 'backend/dist/platform/event-store/event-store.port.js'));
    const pool = newPool(url);
    await PostgresEventStore.ensureSchema(pool);
    const store = new PostgresEventStore(pool);
    return {
      pool,
      stream: streamOf(contended),
      async append(streamId, event, writer) {
        // A writer of its own stream knows its revision, as a command handler does; shared streams append at 'any'.
        const expectedRevision = contended ? 'any' : (writer.revision ?? 'no_stream');
        try {
          writer.revision = (await store.appendToStream(streamId, [event], { expectedRevision })).nextRevision;
        } catch (error) {
          if (error instanceof WrongExpectedVersionError) error.isConflict = true;
          throw error;
        }
      },
      close: async () => {
        await store.close();
        await pool.end();
      },
    };
  },
};

const EMMETT = {
  name: 'Emmett appendToStream',
  unit: 'events/s',
  async open(url, contended) {
    const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
    // emmett-postgresql bundles its own copy of Emmett's errors: match the error code, not the class.
    const { EmmettError } = await import('@event-driven-io/emmett');
    // Emmett's own pool would hold 10 connections; give it as many as there are writers, like the others.
    const pool = newPool(url);
    const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
    await store.schema.migrate();
    return {
      pool,
      stream: streamOf(contended),
      async append(streamId, event, writer) {
        try {
          const options = contended || writer.revision === null ? undefined : { expectedStreamVersion: writer.revision };
          writer.revision = (await store.appendToStream(streamId, [event], options)).nextExpectedStreamVersion;
        } catch (error) {
          if (EmmettError.isInstanceOf(error, EmmettError.Codes.ConcurrencyError)) error.isConflict = true;
          throw error;
        }
      },
      close: () => pool.end(),
    };
  },
};

/**
 * WRITERS loops appending one event per call until the deadline. Each slice starts with one
 * untimed append per writer, which (re)opens the pool's connections.
 */
async function runSlice(session, writers, durationMs, tally) {
  const appendOnce = async (w) => {
    try {
      await session.append(session.stream(w), newEvent(w, writers[w].n++), writers[w]);
      return true;
    } catch (error) {
      if (!error.isConflict) throw error;
      return false;
    }
  };
  await Promise.all(writers.map((_, w) => appendOnce(w)));
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    writers.map(async (_, w) => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        if (await appendOnce(w)) tally.latencies.push(performance.now() - begun);
        else tally.conflicts++;
      }
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
  await untilIdle(session.pool);
}

/**
 * Every contender on its own fresh database, run in turns of SLICE_MS until each had durationMs,
 * so a load spike on a shared machine hits all of them alike. A contender that cannot start is
 * left out (null), with the reason on the console.
 */
async function compare(serverUrl, contenders, durationMs, contended) {
  const entries = [];
  try {
    for (const [index, contender] of contenders.entries()) {
      const database = await createDatabase(serverUrl, `${contended ? 'shared' : 'own'}${index}`);
      const entry = { contender, database, session: null, writers: null, tally: { latencies: [], conflicts: 0, seconds: 0 } };
      entries.push(entry);
      try {
        entry.session = await contender.open(database.url, contended);
        entry.writers = Array.from({ length: WRITERS }, () => ({ n: 0, revision: null }));
        await untilIdle(entry.session.pool);
      } catch (error) {
        console.error(`${contender.name} did not run: ${error.message}`);
      }
    }
    const running = entries.filter((entry) => entry.session);
    for (let spent = 0; spent < durationMs; spent += SLICE_MS) {
      for (const entry of running) await runSlice(entry.session, entry.writers, Math.min(SLICE_MS, durationMs - spent), entry.tally);
    }
    return entries.map(
      ({ session, tally }) =>
        session && {
          perSecond: tally.latencies.length / tally.seconds,
          p95Ms: percentile(tally.latencies, 95),
          conflicts: tally.conflicts,
        },
    );
  } finally {
    for (const entry of entries) {
      await entry.session?.close().catch(() => undefined);
      await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${entry.database.name} WITH (FORCE)`));
    }
  }
}

/**
 * Runs every contender for durationMs each and returns the table rows and a markdown section.
 * serverUrl: a PostgreSQL server whose user may create databases.
 */
export async function benchAppendComparison(serverUrl, { durationMs = 10_000 } = {}) {
  const [raw, ours, emmett] = await compare(serverUrl, [RAW_INSERT, OUR_STORE, EMMETT], durationMs, false);
  const [oursContended, emmettContended] = await compare(serverUrl, [OUR_STORE, EMMETT], durationMs, true);
  if (!raw || !ours || !oursContended) throw new Error('The raw INSERT or the event store did not run');

  const rows = [
    { measure: 'raw INSERT', value: raw.perSecond, unit: 'rows/s', p95Ms: raw.p95Ms },
    emmett && {
      measure: 'Emmett appendToStream',
      value: emmett.perSecond,
      unit: 'events/s',
      p95Ms: emmett.p95Ms,
      reference: 'raw INSERT',
      ratio: emmett.perSecond / raw.perSecond,
    },
    {
      measure: 'event store append',
      value: ours.perSecond,
      unit: 'events/s',
      p95Ms: ours.p95Ms,
      reference: 'raw INSERT',
      ratio: ours.perSecond / raw.perSecond,
      target: TARGET_VS_RAW,
    },
    emmett && {
      measure: 'event store append',
      value: ours.perSecond,
      unit: 'events/s',
      p95Ms: ours.p95Ms,
      reference: 'Emmett',
      ratio: ours.perSecond / emmett.perSecond,
      target: TARGET_VS_EMMETT,
    },
    {
      measure: `event store append, ${WRITERS} writers on ${CONTENDED_STREAMS} streams`,
      value: oursContended.perSecond,
      unit: 'events/s',
      p95Ms: oursContended.p95Ms,
      reference: 'raw INSERT',
      ratio: oursContended.perSecond / raw.perSecond,
    },
    emmettContended && {
      measure: `Emmett appendToStream, ${WRITERS} writers on ${CONTENDED_STREAMS} streams`,
      value: emmettContended.perSecond,
      unit: 'events/s',
      p95Ms: emmettContended.p95Ms,
      reference: 'raw INSERT',
      ratio: emmettContended.perSecond / raw.perSecond,
      conflicts: emmettContended.conflicts,
    },
  ]
    .filter(Boolean)
    .map((row) => ({ ...row, met: row.target === undefined ? undefined : row.ratio >= row.target }));
  return { rows, section: section(rows, durationMs, emmett !== null) };
}

function section(rows, durationMs, emmettRan) {
  const lines = rows.map((row) => {
    const ratio = row.ratio === undefined ? '' : `${row.ratio.toFixed(2)} × ${row.reference}`;
    const target = row.target === undefined ? '' : `≥ ${row.target} × ${row.reference}`;
    const met = row.met === undefined ? '' : row.met ? 'met' : 'NOT MET';
    const conflicts = row.conflicts ? ` (${row.conflicts} refused as conflicts)` : '';
    return `| ${row.measure} | ${row.value.toFixed(0)} ${row.unit}${conflicts} | ${row.p95Ms.toFixed(1)} ms | ${ratio} | ${target} | ${met} |`;
  });
  return `## Appends side by side

Measured by test/bench/append-bench.mjs: ${WRITERS} concurrent writers, one event per append, ${durationMs / 1000} s per
contender, each contender on a fresh database of the same PostgreSQL server with ${WRITERS} pooled connections.
The contenders take turns in slices of ${SLICE_MS / 1000} s, so a load spike hits them alike; each slice starts
with one untimed append per writer (connections, stream creation), then every writer appends until the slice
ends. The same event (type, small JSON data, the usual metadata) goes to every contender:

- **raw INSERT**: one autocommitted single-row \`INSERT\` into an events-shaped table (bigserial, unique event id,
  jsonb data and metadata): the ceiling for one row per round trip.
- **Emmett appendToStream**: \`@event-driven-io/emmett-postgresql\` 0.42 (\`getPostgreSQLEventStore\`), each writer
  on its own stream with the expected stream version it got back.
- **event store append**: this repository's \`PostgresEventStore.appendToStream\`, each writer on its own stream with
  the exact expected revision: one call of \`event_store_append_one()\` (see docs/architecture.md).
- **… on ${CONTENDED_STREAMS} streams**: the same ${WRITERS} writers sharing ${CONTENDED_STREAMS} streams; ours appends at \`any\` and
  waits for the stream's lock, Emmett without an expected version refuses an append that raced another on the same
  stream (counted, not retried).
${emmettRan ? '' : "\nEmmett's event store did not run in this run (see the console), so only raw INSERT is compared.\n"}
The machine may be shared with other work while this runs, so absolute figures move from run to run; the
ratios, measured in the same minute, are what the targets are about.

| measure | throughput | p95 latency | ratio | target | |
|---|---|---|---|---|---|
${lines.join('\n')}
`;
}
