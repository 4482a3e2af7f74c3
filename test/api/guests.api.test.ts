import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { check } from '@izlazak/contracts';
import { ROUTE_ANSWERS, answerStruct } from '../../backend/src/platform/http/openapi-answers';
import { reservationCancelToken } from '../../backend/src/modules/reservations/domain/reservation-cancel-link';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { addTablesByName, openEveryNight, staffedVenue, venueWithManager } from '../support/venues';

// A late cancellation is told by when it was recorded, so these nights are the real ones.
const TONIGHT = nightOf(new Date());
const form = (night: string) => night.split('-').reverse().join('.');
const tonight = form(TONIGHT);
const tomorrow = form(addDays(TONIGHT, 1));
const later = form(addDays(TONIGHT, 2));

/** The guest book follows the feed: a placement answers before the book has it. */
async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The answer is the one the OpenAPI document promises for the route. */
const asDocumented = (route: string, body: unknown) => expect(check(body, answerStruct(ROUTE_ANSWERS[route].success)!).errors).toBeNull();

interface GuestRow {
  _id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  visits: number;
  listVisits: number;
  reservations: number;
  noShows: number;
  lateCancellations: number;
  personsBrought: number;
  lastVisit: string | null;
  favouriteZone: string | null;
  tags: string[];
  note: string;
}

describe('The guest book', () => {
  jest.setTimeout(120_000);
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  let otherClubId: string, otherManagerToken: string, otherTables: Record<string, string>;

  const jovana = { firstName: 'Jovana', lastName: 'Marić', phone: '+381 64 111 2233', email: 'jovana@gost.test' };
  const place = (tableName: string, date: string, guest: Record<string, unknown> = jovana, club = clubId, tableIds = tables) =>
    api.post('/api/reservations', { clubId: club, tableId: tableIds[tableName], date, persons: 4, ...guest });
  const confirmed = async (tableName: string, date: string, guest: Record<string, unknown> = jovana) => {
    const placed = await place(tableName, date, guest);
    expect([placed.status, placed.body.message]).toEqual([201, undefined]);
    expect((await api.put(`/api/reservations/${placed.body._id}`, { status: 'Complete' }, managerToken)).status).toBe(200);
    return placed.body as { _id: string; email: string };
  };
  const guests = async (query: string, token = managerToken) => api.get(`/api/guests?${query}`, token);
  const profileOf = async (search: string, token = managerToken, until = (row: GuestRow) => row !== undefined): Promise<GuestRow> => {
    const found = await eventually(
      () => guests(`search=${encodeURIComponent(search)}`, token),
      (answer) => answer.body.data?.length === 1 && until(answer.body.data[0]),
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    return found.body.data[0];
  };

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Gosti',
      club: { email: 'klub@gosti.test' },
      openEveryNight: true,
      tables: [
        { name: 'Sto 1', maxPersons: 6, area: 'Bašta' },
        { name: 'Sto 2', maxPersons: 6, area: 'Bašta' },
        { name: 'Separe', maxPersons: 10, area: 'Separei' },
        { name: 'Sto 3', maxPersons: 6, area: 'Bašta' },
        { name: 'Sto 4', maxPersons: 6 },
      ],
      staffEmail: 'marko@gosti.test',
    }));
    ({ clubId: otherClubId, managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Drugi Gosti'));
    await openEveryNight(api, otherManagerToken);
    otherTables = await addTablesByName(api, otherManagerToken, [{ name: 'Sto A', maxPersons: 6 }]);
  });

  it('keeps one profile per guest, matched by phone written any way and e-mail in any case, with visits, no-shows, late cancellations, persons, last visit and favourite zone', async () => {
    const first = await confirmed('Sto 1', tonight);
    expect((await api.post(`/api/reservations/${first._id}/arrival`, { persons: 3 }, staffToken)).status).toBe(200);
    const booth = await confirmed('Separe', tonight, { ...jovana, phone: '064/111-2233', email: 'JOVANA@gost.test ' });
    expect((await api.post(`/api/reservations/${booth._id}/arrival`, { persons: 5 }, staffToken)).status).toBe(200);
    const third = await confirmed('Sto 2', tonight, { ...jovana, phone: '0641112233' });
    expect((await api.post(`/api/reservations/${third._id}/arrival`, { persons: 2 }, staffToken)).status).toBe(200);
    const missed = await confirmed('Sto 3', tonight, { ...jovana, email: 'druga.adresa@gost.test' });
    expect((await api.post(`/api/reservations/${missed._id}/no-show`, {}, staffToken)).status).toBe(200);
    const cancelledTonight = await confirmed('Sto 1', tomorrow, { ...jovana, phone: '+381 69 000 0000', email: 'druga.adresa@gost.test' });
    // Cancelled by the guest a night before: not late.
    expect((await api.post('/api/reservations/cancel', { token: reservationCancelToken('test-secret', cancelledTonight._id, cancelledTonight.email) })).status).toBe(200);
    await place('Sto 4', tonight, { firstName: 'Petar', lastName: 'Ilić', phone: '+381 65 999 0000', email: 'petar@gost.test' });

    const list = await eventually(
      () => guests('page=1&size=10'),
      (answer) => answer.body.paginationData?.total_records === 2,
    );
    expect(list.status).toBe(200);
    expect(list.body.paginationData).toEqual({ page: 1, size: 10, total_records: 2, total_pages: 1 });
    asDocumented('GET /api/guests', list.body);
    const profile = await profileOf('064 111 2233', managerToken, (row) => row.noShows === 1);
    expect(profile).toMatchObject({
      firstName: 'Jovana',
      lastName: 'Marić',
      visits: 3,
      noShows: 1,
      lateCancellations: 0,
      personsBrought: 10,
      lastVisit: TONIGHT,
      favouriteZone: 'Bašta',
      tags: [],
      note: '',
    });
    expect((await profileOf('DRUGA.adresa@gost'))._id).toBe(profile._id);
    expect((await profileOf('petar')).visits).toBe(0);
    expect((await guests('search=nikoga')).body.data).toEqual([]);
  });

  it('counts a cancellation by the guest on the night itself as late', async () => {
    const guest = { firstName: 'Lena', lastName: 'Kasni', phone: '+381 63 555 1212', email: 'lena@gost.test' };
    const placed = (await place('Sto 3', tonight, guest)).body;
    expect((await api.post('/api/reservations/cancel', { token: reservationCancelToken('test-secret', placed._id, placed.email) })).status).toBe(200);
    expect((await profileOf('Kasni', managerToken, (row) => row.lateCancellations > 0)).lateCancellations).toBe(1);
  });

  it('lets the manager tag and note a guest with who and when; staff read them but may not write; bad input names the field', async () => {
    const { _id } = await profileOf('Marić');
    const tagged = await api.put(`/api/guests/${_id}`, { tags: ['VIP', 'Stalni gost', 'VIP', ' Ljubitelj džeza '], note: 'Voli separe kod bine' }, managerToken);
    expect(tagged.status).toBe(200);
    expect(tagged.body).toMatchObject({
      tags: ['VIP', 'Stalni gost', 'Ljubitelj džeza'],
      note: 'Voli separe kod bine',
      tagsChanged: { byName: expect.any(String) },
      noteChanged: { at: expect.any(String) },
    });
    expect(tagged.headers.get('etag')).toBe('"2"');
    asDocumented('PUT /api/guests/{guestId}', tagged.body);

    const asStaff = await api.get(`/api/guests/${_id}`, staffToken);
    expect([asStaff.status, asStaff.body.tags, asStaff.body.note]).toEqual([200, ['VIP', 'Stalni gost', 'Ljubitelj džeza'], 'Voli separe kod bine']);
    expect((await api.put(`/api/guests/${_id}`, { note: 'Osoblje piše' }, staffToken)).status).toBe(403);

    const stale = await api.request('PUT', `/api/guests/${_id}`, { body: { note: 'Stara verzija' }, token: managerToken, headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(412);
    // Another venue's manager learns nothing from a precondition: a wrong version and the right one both answer 404 (not theirs).
    for (const tag of ['"1"', '"2"']) {
      const foreign = await api.request('PUT', `/api/guests/${_id}`, { body: { note: 'Tuđi' }, token: otherManagerToken, headers: { 'if-match': tag } });
      expect(foreign.status).toBe(404);
    }
    const tooLong = await api.put(`/api/guests/${_id}`, { tags: ['x'.repeat(31)] }, managerToken);
    expect([tooLong.status, tooLong.body.field, tooLong.body.message]).toEqual([400, 'tags', 'Oznaka mora imati od 1 do 30 znakova']);
    const notList = await api.put(`/api/guests/${_id}`, { tags: 'VIP' }, managerToken);
    expect([notList.status, notList.body.field]).toEqual([400, 'tags']);
    // A list of anything but text is the same 400, not a crash on the first tag that is no string.
    for (const tags of [['VIP', 1], [null], [{}], [['VIP']], ['VIP', true]]) {
      const notText = await api.put(`/api/guests/${_id}`, { tags }, managerToken);
      expect([JSON.stringify(tags), notText.status, notText.body.field, notText.body.message]).toEqual([JSON.stringify(tags), 400, 'tags', 'Oznaka mora imati od 1 do 30 znakova']);
    }
    expect((await api.get(`/api/guests/${_id}`, managerToken)).body.note).toBe('Voli separe kod bine');
  });

  it("shows the guest's tags where they matter: the reservation row, the door's list, the floor plan's table", async () => {
    const { _id } = await profileOf('Marić', managerToken, (row) => row.tags.includes('VIP'));
    const badge = { guestId: _id, tags: ['VIP', 'Stalni gost', 'Ljubitelj džeza'], visits: 3, note: 'Voli separe kod bine' };
    const rows = (await api.get('/api/reservations?size=100', managerToken)).body.data as { firstName: string; lastName: string; tableName: string; guest?: unknown }[];
    const hers = rows.filter((row) => row.lastName === 'Marić');
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.every((row) => JSON.stringify(row.guest) === JSON.stringify(badge))).toBe(true);
    expect(rows.find((row) => row.lastName === 'Ilić')?.guest).toMatchObject({ tags: [], visits: 0 });

    const door = await api.get('/api/door/tonight', staffToken);
    expect(door.body.reservations.find((row: { lastName: string }) => row.lastName === 'Marić').guest).toEqual(badge);
    const floor = await api.get(`/api/club/${clubId}/floor?night=${TONIGHT}`, managerToken);
    const booth = floor.body.tables.find((table: { name: string }) => table.name === 'Separe');
    expect(booth.reservation).toMatchObject({ lastName: 'Marić', tags: ['VIP', 'Stalni gost', 'Ljubitelj džeza'] });
    const asVisitor = await api.get(`/api/club/${clubId}/floor?night=${TONIGHT}`);
    expect(JSON.stringify(asVisitor.body)).not.toContain('VIP');
  });

  it("never shows a venue's guest to another venue: list, profile, edit and merge", async () => {
    const { _id } = await profileOf('Marić');
    const theirs = await place('Sto A', tonight, jovana, otherClubId, otherTables);
    expect(theirs.status).toBe(201);
    const otherList = await eventually(
      () => guests('size=50', otherManagerToken),
      (answer) => answer.body.data?.length > 0,
    );
    expect(otherList.body.data.map((row: GuestRow) => row._id)).not.toContain(_id);
    expect(otherList.body.data).toHaveLength(1);
    expect(otherList.body.data[0]).toMatchObject({ tags: [], note: '', visits: 0 });
    expect((await api.get(`/api/guests/${_id}`, otherManagerToken)).status).toBe(404);
    expect((await api.put(`/api/guests/${_id}`, { tags: [] }, otherManagerToken)).status).toBe(404);
    expect((await api.post(`/api/guests/${otherList.body.data[0]._id}/merge`, { otherId: _id }, otherManagerToken)).status).toBe(404);
    expect((await guests(`clubId=${clubId}`, otherManagerToken)).status).toBe(403);
    expect((await api.get('/api/guests')).status).toBe(401);

    const asAdmin = await guests(`clubId=${otherClubId}`, app.adminToken);
    expect(asAdmin.body.data).toHaveLength(1);
    expect((await api.get(`/api/guests/${_id}`, app.adminToken)).body.tags).toContain('VIP');
  });

  it('merges two profiles of one guest and splits a wrong merge back', async () => {
    const first = await profileOf('Marić');
    const other = await place('Sto 3', tomorrow, { firstName: 'Jovana', lastName: 'M.', phone: '+381 60 123 4567', email: 'jm@drugi.test' });
    expect(other.status).toBe(201);
    const second = await profileOf('jm@drugi');
    const merged = await api.post(`/api/guests/${first._id}/merge`, { otherId: second._id }, managerToken);
    expect(merged.status).toBe(200);
    expect(merged.body.merged).toEqual([expect.objectContaining({ _id: second._id, phone: '+381 60 123 4567' })]);
    expect(merged.body.visits).toBe(3);
    asDocumented('POST /api/guests/{guestId}/merge', merged.body);
    expect((await guests('search=jm@drugi')).body.data.map((row: GuestRow) => row._id)).toEqual([first._id]);
    // A new booking with the merged profile's phone counts for the guest.
    expect((await place('Sto 2', tomorrow, { firstName: 'Jovana', lastName: 'M.', phone: '060 123 4567', email: 'nova@gost.test' })).status).toBe(201);
    const withNew = await eventually(
      () => api.get(`/api/guests/${first._id}`, managerToken),
      (answer) => answer.body.reservations === merged.body.reservations + 1,
    );
    expect(withNew.body.merged).toHaveLength(1);
    // The merged profile's bookings show the guest's badge, counting the visits of both profiles.
    const listed = (await api.get('/api/reservations?size=100&all=true', managerToken)).body.data as { lastName: string; guest?: { guestId: string; visits: number } }[];
    const jovanas = listed.filter((row) => row.lastName === 'M.');
    expect(jovanas.length).toBe(2);
    expect(jovanas.map((row) => [row.guest?.guestId, row.guest?.visits])).toEqual([
      [first._id, merged.body.visits],
      [first._id, merged.body.visits],
    ]);
    expect((await api.post(`/api/guests/${first._id}/merge`, { otherId: first._id }, managerToken)).status).toBe(400);
    expect((await api.post(`/api/guests/${first._id}/merge`, {}, managerToken)).body.field).toBe('otherId');
    expect((await api.post(`/api/guests/${first._id}/merge`, { otherId: second._id }, staffToken)).status).toBe(403);

    const split = await api.post(`/api/guests/${first._id}/split`, { otherId: second._id }, managerToken);
    expect([split.status, split.body.merged]).toEqual([200, []]);
    expect((await profileOf('jm@drugi'))._id).toBe(second._id);
    expect((await api.post(`/api/guests/${first._id}/split`, { otherId: second._id }, managerToken)).status).toBe(409);
  });

  it('merges once under many simultaneous requests', async () => {
    const a = await place('Sto 1', later, { firstName: 'Ana', lastName: 'Jedan', phone: '+381 61 100 0001', email: 'ana1@gost.test' });
    const b = await place('Sto 2', later, { firstName: 'Ana', lastName: 'Dva', phone: '+381 61 100 0002', email: 'ana2@gost.test' });
    expect([a.status, b.status]).toEqual([201, 201]);
    const [one, two] = [await profileOf('Jedan'), await profileOf('Dva')];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.post(`/api/guests/${i % 2 ? one._id : two._id}/merge`, { otherId: i % 2 ? two._id : one._id }, managerToken)),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    // Whichever merge won, both searches find the one profile left, with both reservations.
    const [byOne, byTwo] = await Promise.all([guests('search=ana1@gost'), guests('search=ana2@gost')]);
    expect(byOne.body.data).toEqual([expect.objectContaining({ reservations: 2, merged: [] })]);
    expect(byTwo.body.data.map((row: GuestRow) => row._id)).toEqual([byOne.body.data[0]._id]);
    expect((await api.get(`/api/guests/${byOne.body.data[0]._id}`, managerToken)).body.merged).toHaveLength(1);
  });

  it('counts a guest let in from a guest list as a visit, marked as from the list, on the profile their phone or e-mail names', async () => {
    const opened = await api.post(
      `/api/club/${clubId}/guest-lists`,
      { night: TONIGHT, name: 'Lista — besplatan ulaz do 00:30', benefit: 'Besplatan ulaz', price: 0, capacity: 50, maxPlusOnes: 2, closesAt: '05:59', public: true },
      managerToken,
    );
    expect(opened.status).toBe(201);
    const signUp = async (guest: Record<string, unknown>) => {
      const entry = await api.post(`/api/guest-lists/${opened.body._id}/entries`, { plusOnes: 2, ...guest });
      expect(entry.status).toBe(201);
      return entry.body as { _id: string };
    };
    const dara = { firstName: 'Dara', lastName: 'Rezervisala', phone: '+381 66 700 1000', email: 'dara@gost.test' };
    await place('Sto 4', tomorrow, dara);
    const known = await profileOf('dara@gost.test');
    // The phone written another way, without the e-mail: still Dara, and the book keeps her e-mail.
    const daraOnList = await signUp({ firstName: 'Dara', lastName: 'Sa Liste', phone: '066 700 1000' });
    const newcomer = await signUp({ firstName: 'Nevena', lastName: 'Novajlija', phone: '+381 66 700 2000', email: 'nevena@gost.test' });
    await signUp({ firstName: 'Nikola', lastName: 'Nijedošao', phone: '+381 66 700 3000' });
    for (const [entry, persons] of [
      [daraOnList, 3],
      [newcomer, 2],
    ] as const) {
      expect((await api.post(`/api/guest-list-entries/${entry._id}/arrival`, { persons }, staffToken)).status).toBe(200);
    }

    const daraNow = await profileOf('dara@gost.test', managerToken, (row) => row.visits === 1);
    expect(daraNow).toMatchObject({
      _id: known._id,
      firstName: 'Dara',
      lastName: 'Rezervisala',
      email: 'dara@gost.test',
      visits: 1,
      listVisits: 1,
      reservations: 1,
      personsBrought: 3,
      lastVisit: TONIGHT,
    });
    expect(await profileOf('nevena', managerToken, (row) => row.visits === 1)).toMatchObject({
      lastName: 'Novajlija',
      visits: 1,
      listVisits: 1,
      reservations: 0,
      personsBrought: 2,
      favouriteZone: null,
    });
    // Signed up but never came: no guest of the venue.
    expect((await guests('search=nijedo%C5%A1ao')).body.data).toEqual([]);
    asDocumented('GET /api/guests/{guestId}', (await api.get(`/api/guests/${known._id}`, managerToken)).body);
  });

  it('equals a replay of the events: the rebuilt guest book holds the same profiles, keys, visits and notes, row for row', async () => {
    expect(await readModelsCaughtUp(app, 20_000, ['guests'])).toBe(true);
    const { pool } = app.running.kernel;
    const book = async () => ({
      list: (await guests('size=50')).body,
      profiles: (await pool.query('SELECT * FROM guest_profiles ORDER BY id')).rows,
      keys: (await pool.query('SELECT * FROM guest_keys ORDER BY club_id, key')).rows,
      visits: (await pool.query('SELECT * FROM guest_visits ORDER BY reservation_id')).rows,
      waits: (await pool.query('SELECT * FROM guest_waits ORDER BY entry_id')).rows,
    });
    const live = await book();
    expect(live.profiles.filter((profile) => profile.merged_into === null && profile.tags.includes('VIP'))).toHaveLength(1);
    expect(live.visits.length).toBeGreaterThanOrEqual(10);

    // The live guest book took the events a few at a time; the rebuild takes them all in one batch.
    const script = path.resolve(__dirname, '../../backend/dist/projections-rebuild.js');
    const { stdout } = await promisify(execFile)('node', [script, 'guests'], { env: { ...process.env, DATABASE_URL: app.running.kernel.config.databaseUrl } });
    expect(stdout).toContain('Projekcija guests je ponovo izgrađena');
    expect(await book()).toEqual(live);
  });
});
