import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { AllSubscription, GlobalPosition, RecordedEvent, comparePositions } from '../../backend/src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../backend/src/platform/event-store/postgres-event-store';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { domainEvent, eventually } from './event-store.contract';

jest.setTimeout(120_000);

const WRITERS = 20;
const EVENTS_PER_WRITER = 500;
const STREAMS = 7;
const TOTAL_EVENTS = WRITERS * EVENTS_PER_WRITER;

/** What a subscriber saw, checked as it arrives: duplicates, gaps and order breaks are recorded, not thrown. */
class FeedWitness {
  readonly seenIds = new Set<string>();
  readonly problems: string[] = [];
  private readonly lastRevision = new Map<string, bigint>();
  private lastPosition: GlobalPosition | null = null;
  sentinelSeen = false;

  constructor(
    private readonly category: string,
    private readonly sentinelStream: string,
  ) {}

  record(event: RecordedEvent): void {
    this.checkGlobalOrder(event);
    if (event.streamId === this.sentinelStream) this.sentinelSeen = true;
    if (!event.streamId.startsWith(`${this.category}-`)) return;
    if (this.seenIds.has(event.metadata.eventId)) this.problems.push(`duplicate ${event.metadata.eventId}`);
    this.seenIds.add(event.metadata.eventId);
    const expected = (this.lastRevision.get(event.streamId) ?? -1n) + 1n;
    if (event.revision !== expected) {
      this.problems.push(`${event.streamId}: got revision ${event.revision}, expected ${expected}`);
    }
    this.lastRevision.set(event.streamId, event.revision);
  }

  private checkGlobalOrder(event: RecordedEvent): void {
    if (this.lastPosition && comparePositions(this.lastPosition, event.position) >= 0) {
      this.problems.push(`position ${event.position.commit}/${event.position.prepare} not after the previous one`);
    }
    this.lastPosition = event.position;
  }
}

function consume(subscription: AllSubscription, witness: FeedWitness): Promise<void> {
  return (async () => {
    for await (const event of subscription) witness.record(event);
  })();
}

/** Small batches of 1 to 5 events, spread over overlapping streams, appended one after another. */
async function write(store: PostgresEventStore, category: string, writer: number): Promise<void> {
  let written = 0;
  for (let batch = 0; written < EVENTS_PER_WRITER; batch++) {
    const size = Math.min(1 + ((writer + batch) % 5), EVENTS_PER_WRITER - written);
    const events = Array.from({ length: size }, (_, n) => domainEvent('LoadTested', { writer, sequence: written + n }));
    const streamId = `${category}-${(writer + batch) % STREAMS}`;
    await store.appendToStream(streamId, events, { expectedRevision: 'any' });
    written += size;
  }
}

describe('PostgreSQL feed under concurrent writers: no event is skipped', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 25 });
    pool.on('error', () => undefined);
    await PostgresEventStore.ensureSchema(pool);
    store = new PostgresEventStore(pool, { pollIntervalMs: 100 });
  });

  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await database?.drop();
  });

  for (const run of [1, 2, 3]) {
    it(`run ${run}: a subscriber started before ${WRITERS} writers sees all ${TOTAL_EVENTS} events exactly once, each stream in revision order`, async () => {
      const category = `load${run}x${randomBytes(4).toString('hex')}`;
      const sentinelStream = `sentinel-${randomUUID()}`;
      const witness = new FeedWitness(category, sentinelStream);
      const start = await store.headPosition();
      const subscription = store.subscribeToAll(start ? { fromPosition: start } : {});
      const consuming = consume(subscription, witness);

      await Promise.all(Array.from({ length: WRITERS }, (_, writer) => write(store, category, writer)));
      // Appended after every writer finished, so it is delivered only after all of their events.
      await store.appendToStream(sentinelStream, [domainEvent('SentinelWritten')], { expectedRevision: 'no_stream' });
      await eventually(() => witness.sentinelSeen || witness.problems.length > 0, 'the sentinel event', 60_000);
      await subscription.stop();
      await consuming;

      expect(witness.problems.slice(0, 10)).toEqual([]);
      expect(witness.seenIds.size).toBe(TOTAL_EVENTS);
      const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM events WHERE starts_with(stream_id, $1)`, [`${category}-`]);
      expect(rows[0].count).toBe(TOTAL_EVENTS);
    });
  }

  it('holds back an event committed after an older transaction that is still open, then delivers both in order', async () => {
    const received: RecordedEvent[] = [];
    const lateStream = `late-${randomUUID()}`;
    const earlyStream = `early-${randomUUID()}`;
    const start = await store.headPosition();
    const subscription = store.subscribeToAll(start ? { fromPosition: start } : {});
    const consuming = (async () => {
      for await (const event of subscription) {
        if ([lateStream, earlyStream].includes(event.streamId)) received.push(event);
      }
    })();

    // An older transaction takes its position first and commits last.
    const slow = await pool.connect();
    try {
      await slow.query('BEGIN');
      const late = domainEvent('WrittenSlowly');
      await slow.query(
        `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
         VALUES ($1, 0, $2, $3, $4, $5)`,
        [lateStream, late.metadata.eventId, late.type, JSON.stringify(late.data), JSON.stringify(late.metadata)],
      );
      const early = await store.appendToStream(earlyStream, [domainEvent('WrittenQuickly')], {
        expectedRevision: 'no_stream',
      });

      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(received).toEqual([]);
      const head = await store.headPosition();
      expect(head === null || comparePositions(head, early.position) < 0).toBe(true);

      await slow.query('COMMIT');
    } catch (error) {
      await slow.query('ROLLBACK');
      throw error;
    } finally {
      slow.release();
    }
    await eventually(() => received.length >= 2, 'both events');
    await subscription.stop();
    await consuming;

    expect(received.map((event) => event.streamId)).toEqual([lateStream, earlyStream]);
    expect(comparePositions(received[0].position, received[1].position)).toBe(-1);
  });
});
