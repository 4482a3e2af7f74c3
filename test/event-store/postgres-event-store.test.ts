import pg from 'pg';
import { runMigrations } from '../../backend/src/platform/database/migrations';
import { EVENT_STORE_MIGRATIONS } from '../../backend/src/platform/event-store/event-store.migration';
import { PostgresEventStore, EVENT_STORE_SCHEMA_SQL, EVENTS_NOTIFY_CHANNEL } from '../../backend/src/platform/event-store/postgres-event-store';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { collect, describeEventStoreContract, domainEvent, feedReaches, newStreamId } from './event-store.contract';

jest.setTimeout(30_000);

describeEventStoreContract('PostgresEventStore', async () => {
  const database = await createTestDatabase();
  await PostgresEventStore.ensureSchema(database.pool);
  const store = new PostgresEventStore(database.pool);
  return {
    store,
    dispose: async () => {
      await store.close();
      await database.drop();
    },
  };
});

describe('PostgresEventStore on its own database', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    await Promise.all([1, 2, 3].map(() => PostgresEventStore.ensureSchema(database.pool)));
    store = new PostgresEventStore(database.pool, { pollIntervalMs: 50 });
  });

  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it('has no head position while the store is empty', async () => {
    expect(await store.headPosition()).toBeNull();
    expect(await collect(store.readAll())).toEqual([]);
  });

  it('has the head position of the last append once older transactions have ended', async () => {
    await store.appendToStream(newStreamId('site'), [domainEvent('SiteUpdated')], { expectedRevision: 'any' });
    const last = await store.appendToStream(newStreamId('site'), [domainEvent('SiteUpdated')], {
      expectedRevision: 'any',
    });
    await feedReaches(store, last.position);
    expect(await store.headPosition()).toEqual(last.position);
  });

  it('applies its schema SQL again without error', async () => {
    await database.pool.query(EVENT_STORE_SCHEMA_SQL);
    await PostgresEventStore.ensureSchema(database.pool);
  });

  it('keeps the events table append-only', async () => {
    await store.appendToStream(newStreamId('audit'), [domainEvent('Noted')], { expectedRevision: 'any' });
    await expect(database.pool.query(`UPDATE events SET type = 'Changed'`)).rejects.toThrow(/append-only/);
    await expect(database.pool.query('DELETE FROM events')).rejects.toThrow(/append-only/);
  });

  it('stores an event id once when concurrent appends to different streams race with it', async () => {
    const shared = domainEvent('CouponIssued');
    const streams = Array.from({ length: 6 }, () => newStreamId('coupon'));
    await Promise.all(streams.map((streamId) => store.appendToStream(streamId, [shared], { expectedRevision: 'any' })));
    const { rows } = await database.pool.query('SELECT count(*)::int AS count FROM events WHERE event_id = $1', [shared.metadata.eventId]);
    expect(rows[0].count).toBe(1);
  });

  it('stores only the new events of a partly retried append', async () => {
    const streamId = newStreamId('reservation');
    const requested = domainEvent('ReservationRequested');
    await store.appendToStream(streamId, [requested], { expectedRevision: 'no_stream' });
    const confirmed = domainEvent('ReservationConfirmed');
    const result = await store.appendToStream(streamId, [requested, confirmed], { expectedRevision: 0n });
    expect(result.nextRevision).toBe(1n);
    const types = (await collect(store.readStream(streamId))).map((event) => event.type);
    expect(types).toEqual(['ReservationRequested', 'ReservationConfirmed']);
  });

  it('answers a retry at any revision with the original result, even after the stream moved on', async () => {
    const streamId = newStreamId('reservation');
    const requested = domainEvent('ReservationRequested');
    const original = await store.appendToStream(streamId, [requested], { expectedRevision: 'any' });
    await store.appendToStream(streamId, [domainEvent('ReservationConfirmed')], { expectedRevision: 'any' });
    expect(await store.appendToStream(streamId, [requested], { expectedRevision: 'any' })).toEqual(original);
    const revisions = (await collect(store.readStream(streamId))).map((event) => event.revision);
    expect(revisions).toEqual([0n, 1n]);
  });

  it('reads the streams that many commands load side by side in one query, each its own events in order', async () => {
    const streams = Array.from({ length: 40 }, () => newStreamId('table-night'));
    await Promise.all(
      streams.map((streamId, index) =>
        store.appendToStream(
          streamId,
          Array.from({ length: 1 + (index % 3) }, (_, n) => domainEvent(`Step${n}`, { index })),
          { expectedRevision: 'no_stream' },
        ),
      ),
    );
    const untouched = newStreamId('table-night');
    const asked = [...streams, untouched, streams[0]];

    const queries = countQueries(database.pool, /FROM events/);
    const read = await Promise.all(asked.map((streamId) => collect(store.readStream(streamId))));
    queries.stop();

    expect(queries.count).toBe(1);
    read.forEach((events, at) => {
      if (asked[at] === untouched) return expect(events).toEqual([]);
      const index = streams.indexOf(asked[at]);
      expect(events.map((event) => [event.streamId, event.revision, event.type, event.data])).toEqual(
        Array.from({ length: 1 + (index % 3) }, (_, n) => [asked[at], BigInt(n), `Step${n}`, { index }]),
      );
    });
  });

  it('orders the feed by transaction id as a number, not as text', async () => {
    const marker = await store.appendToStream(newStreamId('marker'), [domainEvent('Marked')], {
      expectedRevision: 'any',
    });
    // Old transaction ids written directly: '100' sorts before '99' as text.
    for (const transactionId of ['99', '100']) {
      const event = domainEvent('Backfilled', { transactionId });
      await database.pool.query(
        `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata, transaction_id)
         VALUES ($1, 0, $2, $3, $4, $5, $6::xid8)`,
        [newStreamId('backfill'), event.metadata.eventId, event.type, event.data, event.metadata, transactionId],
      );
    }
    await feedReaches(store, marker.position);

    const firstTwo = await collect(store.readAll({ maxCount: 2 }));
    expect(firstTwo.map((event) => event.position.commit)).toEqual([99n, 100n]);
    const afterThem = await collect(store.readAll({ fromPosition: firstTwo[1].position, maxCount: 1 }));
    expect(afterThem[0].position.commit).toBeGreaterThan(100n);
    expect(await store.headPosition()).toEqual(marker.position);
  });

  it('wakes a listener on another connection once an append has committed', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    try {
      const notified = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
      await listener.query(`LISTEN ${EVENTS_NOTIFY_CHANNEL}`);
      const streamId = newStreamId('reservation');
      await store.appendToStream(streamId, [domainEvent('ReservationRequested')], { expectedRevision: 'no_stream' });
      await Promise.race([notified, new Promise((_, reject) => setTimeout(() => reject(new Error('no NOTIFY within 5 s')), 5_000))]);
      const { rows } = await listener.query('SELECT count(*)::int AS count FROM events WHERE stream_id = $1', [streamId]);
      expect(rows[0].count).toBe(1);
    } finally {
      await listener.end();
    }
  });

  it('gives every connection back to the pool when 50 live subscriptions stop', async () => {
    const { pool } = database;
    const marker = await store.appendToStream(newStreamId('marker'), [domainEvent('Marked')], {
      expectedRevision: 'any',
    });
    await feedReaches(store, marker.position);
    const subscriptions = Array.from({ length: 50 }, () => store.subscribeToAll({ fromPosition: marker.position }));
    const firstResults = subscriptions.map((subscription) => subscription[Symbol.asyncIterator]().next());
    // Let every subscription finish its catch-up read and start waiting for news.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.totalCount).toBeGreaterThan(0);

    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    const results = await Promise.all(firstResults);

    expect(results.every((result) => result.done === true)).toBe(true);
    expect(pool.waitingCount).toBe(0);
    expect(pool.idleCount).toBe(pool.totalCount);
    const { rows } = await pool.query<{ listening: number }>(
      `SELECT count(*)::int AS listening FROM pg_stat_activity
        WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(rows[0].listening).toBe(0);
  });
});

describe('PostgresEventStore on a database migrated before the append function existed', () => {
  let database: TestDatabase;

  afterAll(async () => {
    await database?.drop();
  });

  it('gets the function from the migrations on the next start and appends', async () => {
    database = await createTestDatabase();
    const [tables, ...later] = EVENT_STORE_MIGRATIONS;
    await runMigrations(database.pool, [tables]);
    const store = new PostgresEventStore(database.pool);
    const streamId = newStreamId('venue');
    await expect(store.appendToStream(streamId, [domainEvent('VenueRegistered')], { expectedRevision: 'no_stream' })).rejects.toThrow(/event_store_append/);

    expect(await runMigrations(database.pool, [tables, ...later])).toEqual(later.map((migration) => migration.id));
    const appended = await store.appendToStream(streamId, [domainEvent('VenueRegistered')], {
      expectedRevision: 'no_stream',
    });
    expect(appended.nextRevision).toBe(0n);
    expect((await collect(store.readStream(streamId))).map((event) => event.type)).toEqual(['VenueRegistered']);
    await store.close();
  });
});

/** Counts the queries sent through `pool.query` whose text matches `which` (the appends' notices come on their own time), until stopped. */
function countQueries(pool: pg.Pool, which: RegExp) {
  const query = pool.query;
  const counter = {
    count: 0,
    stop: () => {
      pool.query = query;
    },
  };
  pool.query = ((...args: Parameters<pg.Pool['query']>) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (which.test(text ?? '')) counter.count++;
    return (query as (...a: unknown[]) => unknown).apply(pool, args);
  }) as pg.Pool['query'];
  return counter;
}
