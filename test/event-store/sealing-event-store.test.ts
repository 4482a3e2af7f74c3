import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { runMigrations } from '../../backend/src/platform/database/migrations';
import type { RecordedEvent } from '../../backend/src/platform/event-store/event-store.port';
import { PostgresEventStore } from '../../backend/src/platform/event-store/postgres-event-store';
import { PERSONAL_DATA_KEYS_MIGRATION, PostgresKeyVault } from '../../backend/src/platform/privacy/key-vault';
import { READ_MODEL_VERSIONS_MIGRATION } from '../../backend/src/platform/projections/read-model-versions';
import { PersonalData } from '../../backend/src/platform/privacy/personal-data';
import { accountSubject, type PersonalFieldRegistry } from '../../backend/src/platform/privacy/personal-fields';
import { SealingEventStore } from '../../backend/src/platform/privacy/sealing-event-store';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { collect, describeEventStoreContract, domainEvent, feedReaches, newStreamId } from './event-store.contract';

jest.setTimeout(90_000);

const GUEST = { firstName: 'Milica', lastName: 'Petrović', phone: '+381 64 555 0101', email: 'Milica.Petrovic@gost.test' };
const REGISTRY: PersonalFieldRegistry = {
  GuestBooked: [{ at: ['guest'], fields: { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } }],
  AccountOpened: [{ at: [], accountIdIn: 'accountId', fields: { username: 'text', firstName: 'firstName', email: 'email' } }],
  AccountMoved: [{ at: [], accountIdIn: 'accountId', fields: { email: 'email', previousEmail: 'email' } }],
};

async function sealingStore(database: TestDatabase, options: { pollIntervalMs?: number } = {}) {
  await PostgresEventStore.ensureSchema(database.pool);
  await runMigrations(database.pool, [PERSONAL_DATA_KEYS_MIGRATION, READ_MODEL_VERSIONS_MIGRATION]);
  const personalData = new PersonalData(new PostgresKeyVault(database.pool), REGISTRY);
  return { store: new SealingEventStore(new PostgresEventStore(database.pool, options), personalData), personalData };
}

describeEventStoreContract('SealingEventStore over PostgreSQL', async () => {
  const database = await createTestDatabase();
  const { store } = await sealingStore(database);
  return {
    store,
    dispose: async () => {
      await store.close();
      await database.drop();
    },
  };
});

describe('SealingEventStore', () => {
  let database: TestDatabase;
  let store: SealingEventStore;
  let personalData: PersonalData;
  const projected: RecordedEvent[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ store, personalData } = await sealingStore(database, { pollIntervalMs: 50 }));
    store.projectInline([{ name: 'guests_seen', handlers: { GuestBooked: async (event) => void projected.push(event) } }]);
  });

  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  const booked = (guest = GUEST) => domainEvent('GuestBooked', { table: 'Separe 3', persons: 4, guest });

  async function storedText(pool: pg.Pool, streamId: string): Promise<string> {
    const { rows } = await pool.query<{ text: string }>('SELECT data::text AS text FROM events WHERE stream_id = $1', [streamId]);
    return rows.map((row) => row.text).join('\n');
  }

  it('stores no personal field in clear, and every read sees it in clear', async () => {
    const streamId = newStreamId('table-night');
    const appended = await store.appendToStream(streamId, [booked()], { expectedRevision: 'no_stream' });

    const stored = await storedText(database.pool, streamId);
    for (const value of [...Object.values(GUEST), 'Milica', 'Petrovi', '5550101', 'gost.test']) expect(stored).not.toContain(value);
    expect(stored).toContain('Separe 3');

    const expected = { table: 'Separe 3', persons: 4, guest: GUEST };
    await feedReaches(store, appended.position, 60_000);
    expect((await collect(store.readStream(streamId)))[0].data).toEqual(expected);
    expect((await collect(store.readAll({ filter: { streamPrefixes: [streamId] } })))[0].data).toEqual(expected);
    expect(projected.find((event) => event.streamId === streamId)?.data).toEqual(expected);

    const subscription = store.subscribeToAll();
    for await (const event of subscription) {
      if (event.streamId !== streamId) continue;
      expect(event.data).toEqual(expected);
      expect(event.position).toEqual(appended.position);
      break;
    }
    await subscription.stop();
  });

  it('after erasure names read "Obrisan gost", contact details are blank, the rest stays', async () => {
    const other = { ...GUEST, firstName: 'Jovan', email: 'jovan@gost.test' };
    const streamId = newStreamId('table-night');
    await store.appendToStream(streamId, [booked(), booked(other)], { expectedRevision: 'no_stream' });

    expect(await personalData.erase('email:milica.petrovic@gost.test')).toBe(true);
    expect(await personalData.erase('email:milica.petrovic@gost.test')).toBe(false);

    const read = (await collect(store.readStream(streamId))).map((event) => event.data);
    expect(read).toEqual([
      { table: 'Separe 3', persons: 4, guest: { firstName: 'Obrisan', lastName: 'gost', phone: '', email: '' } },
      { table: 'Separe 3', persons: 4, guest: other },
    ]);
    // Another process's store, with no key in its cache, reads the same.
    const fresh = new SealingEventStore(new PostgresEventStore(database.pool), new PersonalData(new PostgresKeyVault(database.pool), REGISTRY));
    expect((await collect(fresh.readStream(streamId))).map((event) => event.data)).toEqual(read);
    await fresh.close();
  });

  it("seals an account's fields with the account's key: erasing it blanks every address and name it ever had, and nobody else's", async () => {
    const accountId = randomUUID();
    const streamId = `user-${accountId}`;
    await store.appendToStream(
      streamId,
      [
        domainEvent('AccountOpened', { accountId, username: 'milica92', firstName: 'Milica', email: 'milica@staro.test' }),
        domainEvent('AccountMoved', { accountId, email: 'milica@novo.test', previousEmail: 'milica@staro.test' }),
      ],
      { expectedRevision: 'no_stream' },
    );
    const stored = await storedText(database.pool, streamId);
    for (const value of ['milica92', 'Milica', 'staro.test', 'novo.test']) expect(stored).not.toContain(value);
    const keyIds = new Set([...stored.matchAll(/sealed:v1:([0-9a-f-]{36}):/g)].map((match) => match[1]));
    expect(keyIds.size).toBe(1);
    const guestStream = newStreamId('table-night');
    await store.appendToStream(guestStream, [booked({ ...GUEST, email: 'milica@novo.test' })], { expectedRevision: 'no_stream' });

    expect(await personalData.erase(accountSubject(accountId))).toBe(true);
    expect((await collect(store.readStream(streamId))).map((event) => event.data)).toEqual([
      { accountId, username: '', firstName: 'Obrisan', email: '' },
      { accountId, email: '', previousEmail: '' },
    ]);
    // The same address's reservations are the guest's, under the address's key: not the account's to erase.
    expect((await collect(store.readStream(guestStream)))[0].data).toMatchObject({ guest: { firstName: 'Milica', email: 'milica@novo.test' } });
  });

  it('one key per person, however their e-mail is spelt, even when made concurrently', async () => {
    const spellings = ['ana@gost.test', 'ANA@gost.test', ' Ana@Gost.Test '];
    const streams = spellings.map(() => newStreamId('table-night'));
    await Promise.all(streams.map((streamId, i) => store.appendToStream(streamId, [booked({ ...GUEST, email: spellings[i] })], { expectedRevision: 'no_stream' })));
    const { rows } = await database.pool.query<{ ids: string }>(
      `SELECT count(DISTINCT split_part(data->'guest'->>'email', ':', 3))::text AS ids FROM events WHERE stream_id = ANY($1)`,
      [streams],
    );
    expect(rows[0].ids).toBe('1');
    await personalData.erase('email:ana@gost.test');
    for (const streamId of streams) expect((await collect(store.readStream(streamId)))[0].data).toMatchObject({ guest: { email: '' } });
  });
});
