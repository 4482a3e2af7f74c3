import { randomUUID } from 'node:crypto';
import { say } from '@izlazak/contracts';
import type { CommandContext } from '../../backend/src/platform/commands/command-context';
import type { Decider, DomainEvent } from '../../backend/src/platform/commands/decider';
import { EventSourcedRepository, STALE_VERSION, StaleVersionError, withMetadata } from '../../backend/src/platform/commands/event-sourced-repository';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../backend/src/platform/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** A record with two fields, each edit replacing both: the shape that loses updates. */
type Note = { title: string; body: string };
type NoteSaved = DomainEvent<'NoteSaved', Note>;
type SaveNote = { type: 'SaveNote' } & Note;

const noteDecider: Decider<Note, SaveNote, NoteSaved> = {
  initialState: () => ({ title: '', body: '' }),
  evolve: (_state, event) => event.data,
  decide: ({ title, body }) => [{ type: 'NoteSaved', data: { title, body } }],
};

const context = (expectedRevision?: bigint): CommandContext => ({
  actor: 'anonymous',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  ...(expectedRevision === undefined ? {} : { expectedRevision }),
});

/** The real store, with another writer's save slipped in just before our next append. */
function withWriterInBetween(store: EventStore) {
  let pending: { streamId: string; note: Note } | null = null;
  let appends = 0;
  const racing: EventStore = Object.create(store);
  racing.appendToStream = async (streamId, events, options) => {
    appends++;
    if (pending?.streamId === streamId) {
      const { note } = pending;
      pending = null;
      await store.appendToStream(streamId, [withMetadata({ type: 'NoteSaved', data: note }, context())], { expectedRevision: 'any' });
    }
    return store.appendToStream(streamId, events, options);
  };
  return {
    store: racing,
    beforeNextAppend: (streamId: string, note: Note) => (pending = { streamId, note }),
    appends: () => appends,
  };
}

describe('EventSourcedRepository: an edit made from a version that is no longer current', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    await PostgresEventStore.ensureSchema(database.pool);
    store = new PostgresEventStore(database.pool);
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  async function noteAt(streamId: string) {
    return new EventSourcedRepository(store).load(streamId, noteDecider);
  }

  it('appends when the version is the current revision, and refuses an older one with 409 without writing', async () => {
    const repository = new EventSourcedRepository(store);
    const streamId = `note-${randomUUID()}`;
    await repository.decide(streamId, noteDecider, { type: 'SaveNote', title: 'Prvi', body: 'Tekst' }, context());

    await repository.decide(streamId, noteDecider, { type: 'SaveNote', title: 'Drugi', body: 'Tekst' }, context(0n));
    const refusal = repository.decide(streamId, noteDecider, { type: 'SaveNote', title: 'Prvi', body: 'Novi tekst' }, context(0n));

    await expect(refusal).rejects.toBeInstanceOf(StaleVersionError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 409, message: say(STALE_VERSION) });
    expect(await noteAt(streamId)).toEqual({ state: { title: 'Drugi', body: 'Tekst' }, revision: 1n });
  });

  it('refuses at once, without the retries, when another save lands between loading and appending', async () => {
    const racing = withWriterInBetween(store);
    const repository = new EventSourcedRepository(racing.store);
    const streamId = `note-${randomUUID()}`;
    await repository.decide(streamId, noteDecider, { type: 'SaveNote', title: 'Prvi', body: 'Tekst' }, context());

    racing.beforeNextAppend(streamId, { title: 'Tuđi naslov', body: 'Tekst' });
    const appendsBefore = racing.appends();
    const refusal = repository.decide(streamId, noteDecider, { type: 'SaveNote', title: 'Prvi', body: 'Moj tekst' }, context(0n));

    await expect(refusal).rejects.toBeInstanceOf(StaleVersionError);
    expect(racing.appends() - appendsBefore).toBe(1);
    expect((await noteAt(streamId)).state).toEqual({ title: 'Tuđi naslov', body: 'Tekst' });
  });

  it('retries the same race as before when the edit names no version', async () => {
    const racing = withWriterInBetween(store);
    const repository = new EventSourcedRepository(racing.store);
    const streamId = `note-${randomUUID()}`;
    await repository.decide(streamId, noteDecider, { type: 'SaveNote', title: 'Prvi', body: 'Tekst' }, context());

    racing.beforeNextAppend(streamId, { title: 'Tuđi naslov', body: 'Tekst' });
    await repository.decide(streamId, noteDecider, { type: 'SaveNote', title: 'Prvi', body: 'Moj tekst' }, context());

    expect(await noteAt(streamId)).toEqual({ state: { title: 'Prvi', body: 'Moj tekst' }, revision: 2n });
  });
});
