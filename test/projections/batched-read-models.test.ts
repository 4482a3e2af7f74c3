import { randomUUID } from 'node:crypto';
import { guestPhoneKey } from '@izlazak/contracts';
import { inTransaction } from '../../backend/src/platform/database/pool';
import type { RecordedEvent } from '../../backend/src/platform/event-store/event-store.port';
import type { Projector } from '../../backend/src/platform/projections/projector';
import { guestBookProjector, guestProfileId } from '../../backend/src/modules/guests/projections/guest-book.projector';
import { reportsProjector } from '../../backend/src/modules/reports/projections/reports.projector';
import type { Reservation } from '../../backend/src/modules/reservations/domain/table-night';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const club = 'klub-batch';
const ana = { firstName: 'Ana', lastName: 'Ilić', phone: '060 111 2233', email: 'ana@gost.test' };
const anaId = guestProfileId(club, guestPhoneKey(ana.phone)!);
const ben = { firstName: 'Ben', lastName: 'Perić', phone: '', email: 'ben@gost.test' };
const benId = guestProfileId(club, 'mail:ben@gost.test');

const reservation = (id: string, version: number, overrides: Partial<Reservation> = {}): Reservation => ({
  reservationId: id,
  uniqueId: `U${id}`,
  clubId: club,
  club: 'Klub',
  tableId: 't1',
  tableName: 'Sto 1',
  night: '2026-12-31',
  eventId: null,
  eventTitle: '',
  ...ana,
  persons: 4,
  status: 'Pending',
  userId: null,
  placedAt: '2026-12-01T20:00:00.000Z',
  version,
  ...overrides,
});

/** The night's events as the feed gives them, several for the same guest, reservation, table and profile. */
function feed(): RecordedEvent[] {
  const facts: [type: string, data: unknown, streamRevision?: number][] = [
    ['TableAdded', { tableId: 't1', clubId: club, name: 'Sto 1', area: 'Bašta' }],
    ['TableAdded', { tableId: 't2', clubId: club, name: 'Separe', area: ' Separei ' }],
    ['ReservationPlaced', { reservation: reservation('r1', 1), venueEmail: 'klub@test.rs' }],
    // The table moves to another zone: the row written before keeps the zone it was written in.
    ['TableChanged', { tableId: 't1', clubId: club, name: 'Sto 1', area: 'Terasa' }],
    ['ReservationConfirmed', { reservation: reservation('r1', 2, { status: 'Complete' }) }],
    // Ana again, by phone written another way and a new e-mail: one profile, with the new contact.
    [
      'ReservationPlaced',
      { reservation: reservation('r2', 1, { tableId: 't2', tableName: 'Separe', phone: '+381 60 1112233', email: 'ana.nova@gost.test' }), venueEmail: 'klub@test.rs' },
    ],
    // A claim of a reservation not written yet marks nothing; a claim of a written one marks it.
    ['TableOfferHoldEnded', { offerId: 'o1', clubId: club, tableId: 't2', night: '2026-12-30', reason: 'claimed', reservationId: 'r3' }],
    ['ReservationPlaced', { reservation: reservation('r3', 1, { night: '2026-12-30', tableId: 't2', ...ben }), venueEmail: 'klub@test.rs' }],
    ['TableOfferHoldEnded', { offerId: 'o2', clubId: club, tableId: 't1', night: '2026-12-31', reason: 'claimed', reservationId: 'r1' }],
    ['WaitlistJoined', { clubId: club, night: '2026-12-29', entryId: 'w1', entry: { ...ben, persons: 2 } }],
    ['WaitlistJoined', { clubId: club, night: '2026-12-29', entryId: 'w1', entry: { ...ana, persons: 2 } }],
    ['GuestTagsSet', { guestId: anaId, clubId: club, byUserId: 'm', byName: 'Mira', tags: ['VIP'] }, 0],
    ['GuestNoteWritten', { guestId: anaId, clubId: club, byUserId: 'm', byName: 'Mira', note: 'Voli separe' }, 1],
    ['GuestTagsSet', { guestId: anaId, clubId: club, byUserId: 'm', byName: 'Mika', tags: ['VIP', 'Stalni gost'] }, 2],
    ['GuestMerged', { guestId: benId, clubId: club, byUserId: 'm', byName: 'Mira', into: anaId }],
    ['GuestSplit', { guestId: benId, clubId: club, byUserId: 'm', byName: 'Mira', from: anaId }],
    // A move writes on two streams: the newer version stays, whichever comes last.
    ['ReservationArrived', { reservation: reservation('r1', 4, { status: 'Arrived', arrival: { persons: 3, at: '2026-12-31T22:00:00.000Z', byUserId: 's', byName: 'Sava' } }) }],
    ['ReservationMovedIn', { reservation: reservation('r1', 3, { status: 'Complete', tableId: 't2', tableName: 'Separe' }), from: { tableId: 't1', night: '2026-12-31' } }],
    [
      'ReservationChanged',
      { reservation: reservation('r2', 2, { tableId: 't2', tableName: 'Separe', phone: '061 999 8877', email: 'ana.nova@gost.test', persons: 6 }), changed: ['phone', 'persons'] },
    ],
    ['ReservationCancelled', { reservation: reservation('r2', 3, { status: 'Cancelled', tableId: 't2', phone: '061 999 8877', email: 'ana.nova@gost.test' }), byGuest: true }],
    ['ReservationDeleted', { reservation: reservation('r3', 2, { status: 'Cancelled', night: '2026-12-30', tableId: 't2', ...ben }) }],
    // An erased guest's visit is a profile of its own.
    ['ReservationWalkedIn', { reservation: reservation('r4', 1, { firstName: 'Obrisan', lastName: 'gost', phone: '', email: '', walkIn: true, status: 'Arrived' }) }],
    ['ReservationNoShow', { reservation: reservation('r4', 2, { firstName: 'Obrisan', lastName: 'gost', phone: '', email: '', walkIn: true, status: 'NoShow' }) }],
  ];
  return facts.map(([type, data, streamRevision], i) => ({
    streamId: `s-${i}`,
    revision: BigInt(streamRevision ?? 0),
    position: { commit: BigInt(i + 1), prepare: BigInt(i + 1) },
    type,
    data,
    metadata: {
      eventId: randomUUID(),
      occurredAt: new Date(Date.UTC(2026, 11, 31, 20, i)).toISOString(),
      actor: 'anonymous' as never,
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schemaVersion: 1,
    },
  }));
}

describe('read models written a batch at a time', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases.splice(0)) await database.drop();
  });

  /** A fresh database with the read model's tables, given the feed in batches of `size`. */
  async function applied(projector: Projector, events: RecordedEvent[], size: number) {
    const database = await createTestDatabase();
    databases.push(database);
    for (const migration of projector.migrations) await database.pool.query(migration.sql);
    const handled = events.filter((event) => projector.handlers[event.type]);
    for (let i = 0; i < handled.length; i += size) {
      const batch = handled.slice(i, i + size);
      await inTransaction(database.pool, (tx) => (size === 1 ? projector.handlers[batch[0].type](batch[0], tx) : projector.handleBatch!(batch, tx)));
    }
    return Object.fromEntries(await Promise.all(projector.tables.map(async (table) => [table, (await database.pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows])));
  }

  it('gives the guest book the rows of the events applied one by one, whatever the batches', async () => {
    const events = feed();
    const oneByOne = await applied(guestBookProjector, events, 1);
    expect(await applied(guestBookProjector, events, events.length)).toEqual(oneByOne);
    expect(await applied(guestBookProjector, events, 4)).toEqual(oneByOne);

    const profiles = Object.fromEntries(oneByOne.guest_profiles.map((row: { id: string }) => [row.id, row]));
    expect(profiles[anaId]).toMatchObject({ phone: '061 999 8877', email: 'ana.nova@gost.test', tags: ['VIP', 'Stalni gost'], tags_by: 'Mika', note: 'Voli separe', version: 3 });
    expect(profiles[anaId].search_text).toContain('381619998877');
    expect(profiles[benId]).toMatchObject({ merged_into: null, email: 'ben@gost.test' });
    expect(oneByOne.guest_profiles).toHaveLength(3);
    type Visit = { reservation_id: string; status: string; late_cancel: boolean; deleted: boolean };
    expect(oneByOne.guest_visits.map((row: Visit) => [row.reservation_id, row.status, row.late_cancel, row.deleted])).toEqual([
      ['r1', 'Arrived', false, false],
      ['r2', 'Cancelled', true, false],
      ['r3', 'Cancelled', false, true],
      ['r4', 'NoShow', false, false],
    ]);
    expect(oneByOne.guest_waits).toEqual([expect.objectContaining({ entry_id: 'w1', guest_id: benId })]);
  });

  it('gives the reports the rows of the events applied one by one, whatever the batches', async () => {
    const events = feed();
    const oneByOne = await applied(reportsProjector, events, 1);
    expect(await applied(reportsProjector, events, events.length)).toEqual(oneByOne);
    expect(await applied(reportsProjector, events, 4)).toEqual(oneByOne);

    expect(
      oneByOne.report_reservations.map((row: { id: string; zone: string; source: string; status: string; version: number }) => [
        row.id,
        row.zone,
        row.source,
        row.status,
        row.version,
      ]),
    ).toEqual([
      ['r1', 'Terasa', 'waitlist', 'Arrived', 4],
      ['r2', 'Separei', 'online', 'Cancelled', 3],
      ['r3', 'Separei', 'online', 'Cancelled', 2],
      ['r4', 'Terasa', 'door', 'NoShow', 2],
    ]);
    expect(oneByOne.report_tables.map((row: { table_id: string; zone: string }) => [row.table_id, row.zone])).toEqual([
      ['t1', 'Terasa'],
      ['t2', 'Separei'],
    ]);
  });
});
