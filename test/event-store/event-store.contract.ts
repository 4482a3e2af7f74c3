import { randomUUID } from 'node:crypto';
import {
  Actor,
  EventStore,
  GlobalPosition,
  NewDomainEvent,
  RecordedEvent,
  WrongExpectedVersionError,
  comparePositions,
} from '../../backend/src/platform/event-store/event-store.port';

export interface StoreUnderTest {
  store: EventStore;
  dispose: () => Promise<void>;
}

const MANAGER: Actor = { userId: 'u-17', role: 'manager', clubId: 'club-3' };

export function domainEvent(type: string, data: unknown = {}, actor: Actor = MANAGER): NewDomainEvent {
  const correlationId = randomUUID();
  return {
    type,
    data,
    metadata: {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      actor,
      correlationId,
      causationId: correlationId,
      schemaVersion: 1,
    },
  };
}

/** Streams are `<category>-<id>`; a fresh id keeps tests apart on a shared server. */
export function newStreamId(category: string): string {
  return `${category}-${randomUUID()}`;
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

export async function eventually(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The PostgreSQL feed shows an event once every older transaction on the server has ended, so a
 * reader of the feed may briefly trail the writer. Stream reads are immediate.
 */
export async function feedReaches(store: EventStore, position: GlobalPosition, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await store.headPosition();
    if (head && comparePositions(head, position) >= 0) return;
    if (Date.now() > deadline) throw new Error(`The feed did not reach ${position.commit}/${position.prepare} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function afterPosition(position: GlobalPosition | null): { fromPosition?: GlobalPosition } {
  return position ? { fromPosition: position } : {};
}

function expectStrictlyIncreasing(positions: GlobalPosition[]): void {
  for (let i = 1; i < positions.length; i++) {
    expect(comparePositions(positions[i - 1], positions[i])).toBe(-1);
  }
}

export function describeEventStoreContract(name: string, makeStore: () => Promise<StoreUnderTest>): void {
  describe(`${name} (event store contract)`, () => {
    let subject: StoreUnderTest;
    let store: EventStore;

    beforeAll(async () => {
      subject = await makeStore();
      store = subject.store;
    });

    afterAll(async () => {
      await subject?.dispose();
    });

    async function readTypes(streamId: string): Promise<string[]> {
      return (await collect(store.readStream(streamId))).map((event) => event.type);
    }

    async function expectConflict(append: Promise<unknown>, expected: Partial<WrongExpectedVersionError>): Promise<void> {
      const error = await append.then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject(expected);
    }

    describe('expected revision', () => {
      it('no_stream creates a stream and fails once the stream has events', async () => {
        const streamId = newStreamId('venue');
        const created = await store.appendToStream(streamId, [domainEvent('VenueRegistered')], {
          expectedRevision: 'no_stream',
        });
        expect(created.nextRevision).toBe(0n);

        await expectConflict(store.appendToStream(streamId, [domainEvent('VenueRegistered')], { expectedRevision: 'no_stream' }), { streamId, expected: 'no_stream', actual: 0n });
        expect(await readTypes(streamId)).toEqual(['VenueRegistered']);
      });

      it('an exact revision appends when it matches the last event and fails otherwise', async () => {
        const streamId = newStreamId('table');
        const first = await store.appendToStream(streamId, [domainEvent('TableAdded'), domainEvent('TableRenamed')], { expectedRevision: 'no_stream' });
        expect(first.nextRevision).toBe(1n);

        const second = await store.appendToStream(streamId, [domainEvent('TableBooked')], {
          expectedRevision: 1n,
        });
        expect(second.nextRevision).toBe(2n);

        await expectConflict(store.appendToStream(streamId, [domainEvent('TableBooked')], { expectedRevision: 1n }), { streamId, expected: 1n, actual: 2n });
        await expectConflict(store.appendToStream(streamId, [domainEvent('TableBooked')], { expectedRevision: 5n }), { streamId, expected: 5n, actual: 2n });
        expect(await readTypes(streamId)).toEqual(['TableAdded', 'TableRenamed', 'TableBooked']);
      });

      it('an exact revision on a missing stream fails with actual no_stream', async () => {
        const streamId = newStreamId('table');
        await expectConflict(store.appendToStream(streamId, [domainEvent('TableBooked')], { expectedRevision: 0n }), { streamId, expected: 0n, actual: 'no_stream' });
        expect(await readTypes(streamId)).toEqual([]);
      });

      it('any appends to a missing stream and to an existing one', async () => {
        const streamId = newStreamId('audit');
        const first = await store.appendToStream(streamId, [domainEvent('Noted')], { expectedRevision: 'any' });
        const second = await store.appendToStream(streamId, [domainEvent('Noted'), domainEvent('Noted')], {
          expectedRevision: 'any',
        });
        expect([first.nextRevision, second.nextRevision]).toEqual([0n, 2n]);
        expect(await readTypes(streamId)).toHaveLength(3);
      });

      it('stream_exists fails on a missing stream and appends to an existing one', async () => {
        const streamId = newStreamId('coupon');
        await expectConflict(store.appendToStream(streamId, [domainEvent('CouponRedeemed')], { expectedRevision: 'stream_exists' }), {
          streamId,
          expected: 'stream_exists',
          actual: 'no_stream',
        });
        await store.appendToStream(streamId, [domainEvent('CouponIssued')], { expectedRevision: 'no_stream' });
        const redeemed = await store.appendToStream(streamId, [domainEvent('CouponRedeemed')], {
          expectedRevision: 'stream_exists',
        });
        expect(redeemed.nextRevision).toBe(1n);
        expect(await readTypes(streamId)).toEqual(['CouponIssued', 'CouponRedeemed']);
      });

      it('an append of no events only checks the expected revision', async () => {
        const streamId = newStreamId('venue');
        expect((await store.appendToStream(streamId, [], { expectedRevision: 'no_stream' })).nextRevision).toBe(-1n);
        const created = await store.appendToStream(streamId, [domainEvent('VenueRegistered')], {
          expectedRevision: 'no_stream',
        });
        const checked = await store.appendToStream(streamId, [], { expectedRevision: 0n });
        expect(checked).toEqual(created);
        await expectConflict(store.appendToStream(streamId, [], { expectedRevision: 'no_stream' }), {
          streamId,
          actual: 0n,
        });
        expect(await readTypes(streamId)).toEqual(['VenueRegistered']);
      });

      it('of two concurrent appends expecting the same revision, exactly one wins', async () => {
        const streamId = newStreamId('reservation');
        await store.appendToStream(streamId, [domainEvent('ReservationRequested')], {
          expectedRevision: 'no_stream',
        });
        const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => store.appendToStream(streamId, [domainEvent('ReservationConfirmed')], { expectedRevision: 0n })));
        const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(won).toHaveLength(1);
        for (const outcome of lost) {
          expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
        }
        expect(await readTypes(streamId)).toEqual(['ReservationRequested', 'ReservationConfirmed']);
      });
    });

    describe('idempotency', () => {
      it('an identical retry stores the events once and returns the original result', async () => {
        const streamId = newStreamId('reservation');
        const events = [domainEvent('ReservationRequested'), domainEvent('ReservationConfirmed')];
        const original = await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });
        const retried = await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });

        expect(retried).toEqual(original);
        const stored = await collect(store.readStream(streamId));
        expect(stored.map((event) => event.metadata.eventId)).toEqual(events.map((e) => e.metadata.eventId));
      });

      it('a retried append at an exact revision is stored once', async () => {
        const streamId = newStreamId('reservation');
        await store.appendToStream(streamId, [domainEvent('ReservationRequested')], {
          expectedRevision: 'no_stream',
        });
        const cancelled = domainEvent('ReservationCancelled');
        const original = await store.appendToStream(streamId, [cancelled], { expectedRevision: 0n });
        const retried = await store.appendToStream(streamId, [cancelled], { expectedRevision: 0n });

        expect(retried).toEqual(original);
        expect(await readTypes(streamId)).toEqual(['ReservationRequested', 'ReservationCancelled']);
      });
    });

    describe('readStream', () => {
      let streamId: string;

      beforeAll(async () => {
        streamId = newStreamId('menu');
        const events = [0, 1, 2, 3, 4].map((n) => domainEvent(`MenuItem${n}`, { n }));
        await store.appendToStream(streamId, events, { expectedRevision: 'no_stream' });
      });

      const revisionsOf = async (options: Parameters<EventStore['readStream']>[1]) => (await collect(store.readStream(streamId, options))).map((event) => event.revision);

      it('reads forwards from the start by default', async () => {
        expect(await revisionsOf({})).toEqual([0n, 1n, 2n, 3n, 4n]);
        const events = await collect(store.readStream(streamId));
        expect(events.map((event) => event.type)).toEqual(['MenuItem0', 'MenuItem1', 'MenuItem2', 'MenuItem3', 'MenuItem4']);
        expect(events.every((event) => event.streamId === streamId)).toBe(true);
        expectStrictlyIncreasing(events.map((event) => event.position));
      });

      it('reads forwards from a revision, at most maxCount events', async () => {
        expect(await revisionsOf({ fromRevision: 2n, maxCount: 2 })).toEqual([2n, 3n]);
        expect(await revisionsOf({ fromRevision: 3n })).toEqual([3n, 4n]);
        expect(await revisionsOf({ fromRevision: 'start', maxCount: 1 })).toEqual([0n]);
      });

      it('reads backwards from the end by default, or from a revision', async () => {
        expect(await revisionsOf({ direction: 'backwards', maxCount: 2 })).toEqual([4n, 3n]);
        expect(await revisionsOf({ direction: 'backwards', fromRevision: 'end', maxCount: 1 })).toEqual([4n]);
        expect(await revisionsOf({ direction: 'backwards', fromRevision: 1n })).toEqual([1n, 0n]);
      });

      it('yields nothing for a missing stream', async () => {
        expect(await collect(store.readStream(newStreamId('menu')))).toEqual([]);
        expect(await collect(store.readStream(newStreamId('menu'), { direction: 'backwards' }))).toEqual([]);
      });

      it('pages through a stream longer than one read batch', async () => {
        const longStream = newStreamId('gallery');
        const events = Array.from({ length: 1200 }, (_, n) => domainEvent('ImageAdded', { n }));
        await store.appendToStream(longStream, events, { expectedRevision: 'no_stream' });

        const forwards = await collect(store.readStream(longStream));
        expect(forwards.map((event) => (event.data as { n: number }).n)).toEqual(events.map((_, n) => n));
        const backwards = await collect(store.readStream(longStream, { direction: 'backwards', maxCount: 700 }));
        expect(backwards.map((event) => event.revision)).toEqual(Array.from({ length: 700 }, (_, n) => BigInt(1199 - n)));
      });
    });

    describe('readAll', () => {
      it('returns the global feed in commit order across streams, each append ending at its position', async () => {
        const start = await store.headPosition();
        const orders = newStreamId('order');
        const payments = newStreamId('payment');
        const appends = [
          await store.appendToStream(orders, [domainEvent('A1')], { expectedRevision: 'no_stream' }),
          await store.appendToStream(payments, [domainEvent('B1')], { expectedRevision: 'no_stream' }),
          await store.appendToStream(orders, [domainEvent('A2'), domainEvent('A3')], { expectedRevision: 0n }),
          await store.appendToStream(payments, [domainEvent('B2')], { expectedRevision: 0n }),
        ];
        await feedReaches(store, appends[3].position);

        const ours = (await collect(store.readAll(afterPosition(start)))).filter((event) => [orders, payments].includes(event.streamId));
        expect(ours.map((event) => event.type)).toEqual(['A1', 'B1', 'A2', 'A3', 'B2']);
        expectStrictlyIncreasing(ours.map((event) => event.position));
        const lastOfEachAppend = [ours[0], ours[1], ours[3], ours[4]];
        expect(lastOfEachAppend.map((event) => event.position)).toEqual(appends.map((append) => append.position));
        if (start) expect(comparePositions(ours[0].position, start)).toBe(1);
      });

      it('resumes strictly after a given position and honours maxCount', async () => {
        const start = await store.headPosition();
        const streamId = newStreamId('night');
        const appended = await store.appendToStream(
          streamId,
          ['N1', 'N2', 'N3', 'N4'].map((type) => domainEvent(type)),
          {
            expectedRevision: 'no_stream',
          },
        );
        await feedReaches(store, appended.position);
        const feed = await collect(store.readAll(afterPosition(start)));
        const ours = feed.filter((event) => event.streamId === streamId);

        const resumed = await collect(store.readAll({ fromPosition: ours[1].position }));
        expect(resumed.filter((event) => event.streamId === streamId).map((event) => event.type)).toEqual(['N3', 'N4']);
        const firstTwo = await collect(store.readAll({ ...afterPosition(start), maxCount: 2 }));
        expect(firstTwo).toEqual(feed.slice(0, 2));
      });

      it('filters by event type and stream prefix', async () => {
        const start = await store.headPosition();
        const category = `club${randomUUID().replace(/-/g, '')}`;
        const first = `${category}-1`;
        const second = `${category}-2`;
        await store.appendToStream(first, [domainEvent('ClubOpened'), domainEvent('ClubClosed')], {
          expectedRevision: 'no_stream',
        });
        await store.appendToStream(second, [domainEvent('ClubOpened')], { expectedRevision: 'no_stream' });
        const last = await store.appendToStream(newStreamId('other'), [domainEvent('ClubOpened')], {
          expectedRevision: 'any',
        });
        await feedReaches(store, last.position);

        const opened = await collect(store.readAll({ ...afterPosition(start), filter: { eventTypes: ['ClubOpened'], streamPrefixes: [`${category}-`] } }));
        expect(opened.map((event) => event.streamId)).toEqual([first, second]);
        const inCategory = await collect(store.readAll({ ...afterPosition(start), filter: { streamPrefixes: [`${category}-`] } }));
        expect(inCategory.map((event) => event.type)).toEqual(['ClubOpened', 'ClubClosed', 'ClubOpened']);
      });
    });

    describe('metadata and data', () => {
      it('round-trip exactly, for a signed-in actor and for an anonymous one', async () => {
        const start = await store.headPosition();
        const streamId = newStreamId('reservation');
        const data = {
          guest: 'Đorđe Čolić',
          note: 'Sto pored šanka, rođendan 🎉',
          people: 6,
          deposit: 1500.5,
          vip: true,
          coupon: null,
          tables: [
            { id: 't-1', seats: 4 },
            { id: 't-2', seats: 2 },
          ],
          nested: { night: '2025-05-17', window: { from: '22:00', to: '04:00' } },
        };
        const byManager = domainEvent('ReservationRequested', data, MANAGER);
        const byGuest = domainEvent('ReservationRequested', { people: 2 }, 'anonymous');
        byGuest.metadata.schemaVersion = 3;
        const appended = await store.appendToStream(streamId, [byManager, byGuest], { expectedRevision: 'no_stream' });

        const fromStream = await collect(store.readStream(streamId));
        expect(fromStream.map(({ type, data: d, metadata }) => ({ type, data: d, metadata }))).toEqual([byManager, byGuest]);
        await feedReaches(store, appended.position);
        const fromFeed = await collect(store.readAll({ ...afterPosition(start), filter: { streamPrefixes: [streamId] } }));
        expect(fromFeed.map(({ type, data: d, metadata }) => ({ type, data: d, metadata }))).toEqual([byManager, byGuest]);
      });
    });

    describe('headPosition', () => {
      it('reaches the position of the latest append', async () => {
        const appended = await store.appendToStream(newStreamId('site'), [domainEvent('SiteUpdated')], {
          expectedRevision: 'any',
        });
        await feedReaches(store, appended.position);
        const head = await store.headPosition();
        expect(comparePositions(head as GlobalPosition, appended.position)).toBeGreaterThanOrEqual(0);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up, then delivers live events in order, until stopped', async () => {
        const start = await store.headPosition();
        const streamId = newStreamId('event');
        await store.appendToStream(streamId, [domainEvent('E1'), domainEvent('E2')], {
          expectedRevision: 'no_stream',
        });
        const subscription = store.subscribeToAll(afterPosition(start));
        const received: RecordedEvent[] = [];
        const consuming = (async () => {
          for await (const event of subscription) if (event.streamId === streamId) received.push(event);
        })();

        await eventually(() => received.length === 2, 'the caught-up events');
        await store.appendToStream(streamId, [domainEvent('E3')], { expectedRevision: 1n });
        await eventually(() => received.length === 3, 'the live event');

        const stoppedAt = Date.now();
        await subscription.stop();
        await consuming;
        expect(Date.now() - stoppedAt).toBeLessThan(2_000);
        expect(received.map((event) => event.type)).toEqual(['E1', 'E2', 'E3']);
        expectStrictlyIncreasing(received.map((event) => event.position));
      });

      it('starts strictly after the given position', async () => {
        const streamId = newStreamId('event');
        const first = await store.appendToStream(streamId, [domainEvent('E1')], { expectedRevision: 'no_stream' });
        await store.appendToStream(streamId, [domainEvent('E2')], { expectedRevision: 0n });

        const subscription = store.subscribeToAll({ fromPosition: first.position });
        const received: RecordedEvent[] = [];
        for await (const event of subscription) {
          if (event.streamId !== streamId) continue;
          received.push(event);
          break;
        }
        await subscription.stop();
        expect(received.map((event) => event.type)).toEqual(['E2']);
      });
    });
  });
}
