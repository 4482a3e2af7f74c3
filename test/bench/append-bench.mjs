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
  const pool = new pg.Pool({ connectionString: url, max: WRITERS });
  pool.on('error', () => undefined); // the forced drop of the database ends connections still idle
  return pool;
}

async function withDatabase(serverUrl, label, work) {
  const name = `izlazak_append_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * WRITERS loops, each appending one event per call to its stream (stream(writer)) until the deadline.
 * The first append of every writer is not timed: it opens the connection and creates the stream.
 */
async function drive(durationMs, stream, append) {
  const state = Array.from({ length: WRITERS }, () => ({ n: 0, revision: null }));
  const latencies = [];
  let conflicts = 0;
  const appendOnce = async (w) => {
    try {
      await append(stream(w), newEvent(w, state[w].n++), state[w]);
      return true;
    } catch (error) {
      if (!error.isConflict) throw error;
      conflicts++;
      return false;
    }
  };
  await Promise.all(state.map((_, w) => appendOnce(w)));
  conflicts = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(state.map(async (_, w) => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      if (await appendOnce(w)) latencies.push(performance.now() - begun);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: latencies.length / seconds, p95Ms: percentile(latencies, 95), conflicts };
}

async function rawInsert(url, durationMs) {
  const pool = newPool(url);
  try {
    await pool.query(RAW_TABLE);
    return await drive(durationMs, (w) => `bench-${w}`, (streamId, event) => pool.query(
      'INSERT INTO raw_events (stream_id, event_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5)',
      [streamId, event.metadata.eventId, event.type, event.data, event.metadata],
    ));
  } finally {
    await pool.end();
  }
}

async function ourStore(url, durationMs, contended) {
  const { PostgresEventStore } = require(path.join(root, 'backend/dist/platform/event-store/postgres-event-store.js'));
  const { WrongExpectedVersionError } = require(path.join(root, 'backend/dist/platform/event-store/event-store.port.js'));
  const pool = newPool(url);
  const store = new PostgresEventStore(pool);
  try {
    await PostgresEventStore.ensureSchema(pool);
    const stream = contended ? (w) => `bench-${w % CONTENDED_STREAMS}` : (w) => `bench-${w}`;
    return await drive(durationMs, stream, async (streamId, event, writer) => {
      // A writer of its own stream knows its revision, as a command handler does; shared streams append at 'any'.
      const expectedRevision = contended ? 'any' : (writer.revision ?? 'no_stream');
      try {
        writer.revision = (await store.appendToStream(streamId, [event], { expectedRevision })).nextRevision;
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) error.isConflict = true;
        throw error;
      }
    });
  } finally {
    await store.close();
    await pool.end();
  }
}

async function emmettStore(url, durationMs, contended) {
  const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
  const { ExpectedVersionConflictError } = await import('@event-driven-io/emmett');
  // Emmett's own pool would hold 10 connections; give it as many as there are writers, like the others.
  const pool = newPool(url);
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  try {
    await store.schema.migrate();
    const stream = contended ? (w) => `bench-${w % CONTENDED_STREAMS}` : (w) => `bench-${w}`;
    return await drive(durationMs, stream, async (streamId, event, writer) => {
      try {
        const options = contended || writer.revision === null ? undefined : { expectedStreamVersion: writer.revision };
        writer.revision = (await store.appendToStream(streamId, [event], options)).nextExpectedStreamVersion;
      } catch (error) {
        if (error instanceof ExpectedVersionConflictError) error.isConflict = true;
        throw error;
      }
    });
  } finally {
    await pool.end();
  }
}

async function emmettOrNull(serverUrl, label, durationMs, contended) {
  try {
    return await withDatabase(serverUrl, label, (url) => emmettStore(url, durationMs, contended));
  } catch (error) {
    console.error(`Emmett's event store did not run: ${error.message}`);
    return null;
  }
}

/**
 * Runs every contender for durationMs each and returns the table rows and a markdown section.
 * serverUrl: a PostgreSQL server whose user may create databases.
 */
export async function benchAppendComparison(serverUrl, { durationMs = 10_000 } = {}) {
  const raw = await withDatabase(serverUrl, 'raw', (url) => rawInsert(url, durationMs));
  const ours = await withDatabase(serverUrl, 'ours', (url) => ourStore(url, durationMs, false));
  const emmett = await emmettOrNull(serverUrl, 'emmett', durationMs, false);
  const oursContended = await withDatabase(serverUrl, 'ourscont', (url) => ourStore(url, durationMs, true));
  const emmettContended = await emmettOrNull(serverUrl, 'emmettcont', durationMs, true);

  const rows = [
    { measure: 'raw INSERT', value: raw.perSecond, unit: 'rows/s', p95Ms: raw.p95Ms },
    emmett && { measure: 'Emmett appendToStream', value: emmett.perSecond, unit: 'events/s', p95Ms: emmett.p95Ms,
      reference: 'raw INSERT', ratio: emmett.perSecond / raw.perSecond },
    { measure: 'event store append', value: ours.perSecond, unit: 'events/s', p95Ms: ours.p95Ms,
      reference: 'raw INSERT', ratio: ours.perSecond / raw.perSecond, target: TARGET_VS_RAW },
    emmett && { measure: 'event store append', value: ours.perSecond, unit: 'events/s', p95Ms: ours.p95Ms,
      reference: 'Emmett', ratio: ours.perSecond / emmett.perSecond, target: TARGET_VS_EMMETT },
    { measure: `event store append, ${WRITERS} writers on ${CONTENDED_STREAMS} streams`, value: oursContended.perSecond,
      unit: 'events/s', p95Ms: oursContended.p95Ms, reference: 'raw INSERT', ratio: oursContended.perSecond / raw.perSecond },
    emmettContended && { measure: `Emmett appendToStream, ${WRITERS} writers on ${CONTENDED_STREAMS} streams`,
      value: emmettContended.perSecond, unit: 'events/s', p95Ms: emmettContended.p95Ms, reference: 'raw INSERT',
      ratio: emmettContended.perSecond / raw.perSecond, conflicts: emmettContended.conflicts },
  ].filter(Boolean).map((row) => ({ ...row, met: row.target === undefined ? undefined : row.ratio >= row.target }));
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

${WRITERS} concurrent writers, one event per append, ${durationMs / 1000} s per contender, each contender on a
fresh database of the same PostgreSQL server, ${WRITERS} pooled connections each. A writer first appends once
untimed (connection, stream creation), then appends until the deadline. The same event (type, small JSON data,
the usual metadata) goes to every contender:

- **raw INSERT**: one autocommitted single-row \`INSERT\` into an events-shaped table (bigserial, unique event id,
  jsonb data and metadata): the ceiling for one row per round trip.
- **Emmett appendToStream**: \`@event-driven-io/emmett-postgresql\` 0.42 (\`getPostgreSQLEventStore\`), each writer
  on its own stream with the expected stream version it got back.
- **event store append**: this repository's \`PostgresEventStore.appendToStream\`, each writer on its own stream with
  the exact expected revision: one call of \`event_store_append()\` (see docs/architecture.md).
- **… on ${CONTENDED_STREAMS} streams**: the same ${WRITERS} writers sharing ${CONTENDED_STREAMS} streams; ours appends at \`any\` and
  waits for the stream's lock, Emmett without an expected version refuses an append that raced another on the same
  stream (counted, not retried).
${emmettRan ? '' : '\nEmmett\'s event store did not run in this run (see the console), so only raw INSERT is compared.\n'}
The machine is shared with other work while it runs, so absolute figures move from run to run; the ratios,
measured in the same minute, are what the targets are about.

| measure | throughput | p95 latency | ratio | target | |
|---|---|---|---|---|---|
${lines.join('\n')}
`;
}
