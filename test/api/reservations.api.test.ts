import { NightClock } from '../../backend/src/platform/time/night-clock';
import { randomUUID } from 'node:crypto';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { ReservationKeeper } from '../../backend/src/modules/reservations/commands/reservation-keeper';
import { ReservationStreams } from '../../backend/src/modules/reservations/commands/reservation-streams';
import { reservationCancelToken } from '../../backend/src/modules/reservations/domain/reservation-cancel-link';
import { appPerSuite } from '../support/app';
import { addTablesByName } from '../support/venues';
import { readMails, waitForMail } from '../support/mailbox';
import { MANAGER_PASSWORD, bracketFields, createVenue, registerAccount, sendForm } from './venues-fixtures';

// Friday 30 October 2026, 21:00 in Belgrade: tonight is Friday's night (2026-10-30).
const FRIDAY_EVENING = new Date('2026-10-30T20:00:00Z');
const TONIGHT = '2026-10-30';
const SATURDAY = '2026-10-31';
const MONDAY = '2026-11-02';

describe('Reservations API', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string;
  let managerToken: string;
  let otherManagerToken: string;
  let tables: Record<string, string>;
  let otherTable: string;
  let now = FRIDAY_EVENING;

  const guest = (overrides: Record<string, unknown> = {}) => ({
    clubId,
    tableId: tables['Sto 1'],
    date: '30.10.2026',
    persons: 4,
    firstName: 'Jovana',
    lastName: 'Marić',
    phone: '+381 64 111 2233',
    email: 'jovana@gost.test',
    ...overrides,
  });
  const place = (overrides: Record<string, unknown> = {}, token?: string) => api.post('/api/reservations', guest(overrides), token);
  const tonightsList = async (token: string, query = '') => (await api.get(`/api/reservations?size=100${query}`, token)).body;

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => now);
    const venue = await createVenue(api, app.adminToken, 'Klub Rezervacija', { email: 'klub@rezervacija.test' });
    clubId = venue.id;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    const hours = await api.put(
      '/api/club/updateWorkingHours',
      {
        workingHours: [
          { day: 'Petak', from: '22:00', to: '05:00' },
          { day: 'Subota', from: '22:00', to: '05:00' },
          { day: 'Ponedeljak', closed: true },
        ],
      },
      managerToken,
    );
    expect(hours.status).toBe(200);
    tables = await addTablesByName(api, managerToken, [
      { name: 'Sto 1', maxPersons: 6 },
      { name: 'Sto 2', maxPersons: 4 },
      { name: 'Separe', maxPersons: 10 },
    ]);
    const other = await createVenue(api, app.adminToken, 'Klub Drugi');
    otherManagerToken = await api.login(other.managerEmail, MANAGER_PASSWORD);
    otherTable = (await api.post('/api/club/table', { name: 'Njihov sto', maxPersons: 4 }, otherManagerToken)).body._id;
  });

  it('places a reservation for anyone, shows it to the venue tonight, and mails the guest and the venue', async () => {
    const placed = await place();
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ clubId, tableName: 'Sto 1', date: TONIGHT, persons: 4, status: 'Pending', version: 1, userId: null });
    expect(placed.body.uniqueId).toMatch(/^[A-Z2-9]{8}$/);

    const list = await tonightsList(managerToken);
    expect(list.data.map((r: { _id: string }) => r._id)).toContain(placed.body._id);
    expect(list.paginationData.total_records).toBeGreaterThanOrEqual(1);

    const toGuest = await waitForMail(app.mailDir, (mail) => mail.to.includes('jovana@gost.test') && mail.subject.includes(placed.body.uniqueId));
    expect(toGuest.text).toContain('30.10.2026');
    expect(toGuest.text).toContain('Sto: Sto 1');
    expect(toGuest.text).toContain('Na čekanju');
    expect(toGuest.text).toContain('/reservation/cancel?token=');
    const toVenue = await waitForMail(app.mailDir, (mail) => mail.to.includes('klub@rezervacija.test') && mail.subject.includes(placed.body.uniqueId));
    expect(toVenue.text).toContain('Jovana Marić');

    const detail = await api.get(`/api/reservations/${placed.body._id}`, managerToken);
    expect(detail.status).toBe(200);
    expect(detail.body.mails.map((mail: { to: string }) => mail.to).sort()).toEqual(['jovana@gost.test', 'klub@rezervacija.test']);
  });

  it('gives one table and night to exactly one of 50 simultaneous guests', async () => {
    const attempts = await Promise.all(Array.from({ length: 50 }, (_, i) => place({ tableId: tables['Sto 2'], persons: 2, email: `gost${i}@gost.test` })));
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(attempts.find((attempt) => attempt.status === 409)!.body.message).toBe('Sto je već rezervisan za tu noć');

    const { rows } = await app.running.kernel.pool.query("SELECT count(*)::int AS n FROM reservations WHERE table_id = $1 AND night = $2 AND status IN ('Pending', 'Complete')", [
      tables['Sto 2'],
      TONIGHT,
    ]);
    expect(rows[0].n).toBe(1);
    const free = await api.get(`/api/club/allTables/${clubId}?date=${TONIGHT}&size=100`);
    const byName = Object.fromEntries(free.body.data.map((t: { name: string; free: boolean }) => [t.name, t.free]));
    expect(byName).toEqual({ 'Sto 1': false, 'Sto 2': false, Separe: true });
  });

  it('refuses, with the reason, what a venue cannot take', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ date: '29.10.2026' }, 400, 'Ta noć je već prošla, rezervacija nije moguća'],
      [{ date: MONDAY }, 400, 'Objekat ne radi te noći'],
      [{ tableId: tables.Separe, persons: 11 }, 400, 'Za ovaj sto najviše 10 osoba'],
      [{ tableId: otherTable }, 400, 'Sto ne pripada ovom objektu'],
      [{ persons: 0 }, 400, 'Broj osoba mora biti ceo broj od 1 do 999'],
      [{ email: 'nije-adresa' }, 400, 'Email nije validan'],
      [{ tableId: 'nema-ga' }, 404, 'Sto nije pronađen'],
      [{ clubId: 'nema-ga' }, 404, 'Objekat nije pronađen'],
    ];
    for (const [overrides, status, message] of cases) {
      const refused = await place({ tableId: tables.Separe, ...overrides });
      expect([overrides, refused.status, refused.body.message ?? refused.body.errors?.[0]?.message]).toEqual([overrides, status, expect.stringContaining(message)]);
    }
    expect((await tonightsList(managerToken)).data.filter((r: { tableId: string }) => r.tableId === tables.Separe)).toHaveLength(0);
  });

  it('takes a booking by phone from the venue with a name and a phone, no e-mail; a guest booking online still needs one', async () => {
    const byGuest = await place({ tableId: tables['Sto 2'], date: SATURDAY, email: '' });
    expect([byGuest.status, byGuest.body.field, byGuest.body.message]).toEqual([400, 'email', 'Email je obavezno polje']);
    const otherVenue = await place({ tableId: tables['Sto 2'], date: SATURDAY, email: '' }, otherManagerToken);
    expect([otherVenue.status, otherVenue.body.field]).toEqual([400, 'email']);

    const byPhone = await place({ tableId: tables['Sto 2'], date: SATURDAY, firstName: 'Telefonski', lastName: 'Gost', phone: '064 987 6543', email: '' }, managerToken);
    expect(byPhone.status).toBe(201);
    expect(byPhone.body).toMatchObject({ firstName: 'Telefonski', phone: '064 987 6543', email: '', status: 'Pending' });
    const listed = (await tonightsList(managerToken, `&all=true&search=Telefonski`)).data.find((row: { _id: string }) => row._id === byPhone.body._id);
    expect(listed).toMatchObject({ firstName: 'Telefonski', email: '' });
    // Nobody is mailed on the guest's behalf; the venue still gets its notice.
    await waitForMail(app.mailDir, (mail) => mail.to.includes('klub@rezervacija.test') && mail.text.includes(byPhone.body.uniqueId));
    expect((await readMails(app.mailDir)).filter((mail) => mail.to.trim() === '' || mail.to.includes('undefined'))).toEqual([]);
  });

  it('lets an event fix the night', async () => {
    const form = bracketFields({ title: 'Subotnja žurka', description: 'Do jutra', dateOfEvent: '31.10.2026', startTime: '23:00', type: 'Žurka', ticketPrice: '500' });
    const event = await sendForm(app.baseUrl, 'POST', '/api/event', form, [], managerToken);
    expect(event.status).toBe(201);
    const placed = await place({ eventId: event.body._id, date: '30.10.2026', tableId: tables.Separe });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ date: SATURDAY, eventId: event.body._id, eventTitle: 'Subotnja žurka', name: 'Subotnja žurka' });
    const taken = await api.get(`/api/club/allTables/${clubId}?eventId=${event.body._id}&size=100`);
    expect(taken.body.data.find((t: { name: string }) => t.name === 'Separe').free).toBe(false);
  });

  it('runs the status flow: the venue confirms or rejects, the guest cancels, and a freed table can be booked again', async () => {
    const placed = (await place({ tableId: tables['Sto 1'], date: SATURDAY })).body;
    const confirmed = await api.put(`/api/reservations/${placed._id}`, { status: 'Complete', version: placed.version }, managerToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'Complete', version: 2 });
    await waitForMail(app.mailDir, (mail) => mail.subject === `Rezervacija ${placed.uniqueId} je potvrđena`);

    expect((await api.put(`/api/reservations/${placed._id}`, { status: 'Complete' }, otherManagerToken)).status).toBe(403);
    const stale = await api.put(`/api/reservations/${placed._id}`, { persons: 5, version: 1 }, managerToken);
    expect([stale.status, stale.body.message]).toEqual([409, 'Podaci su u međuvremenu izmenjeni, osvežite stranicu']);

    const token = reservationCancelToken('test-secret', placed._id, placed.email);
    expect((await api.get(`/api/reservations/by-token?token=${encodeURIComponent(token)}`)).body).toMatchObject({ uniqueId: placed.uniqueId, status: 'Complete' });
    expect((await api.post('/api/reservations/cancel', { token: `${placed._id}.${'x'.repeat(43)}` })).status).toBe(400);
    const cancelled = await api.post('/api/reservations/cancel', { token });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'Cancelled']);
    const reopen = await api.put(`/api/reservations/${placed._id}`, { status: 'Complete' }, managerToken);
    expect([reopen.status, reopen.body.message]).toEqual([409, 'Ova promena statusa nije moguća']);

    const again = await place({ tableId: tables['Sto 1'], date: SATURDAY, email: 'drugi@gost.test' });
    expect(again.status).toBe(201);
    const rejected = await api.put(`/api/reservations/${again.body._id}`, { status: 'Rejected' }, managerToken);
    expect(rejected.body.status).toBe('Rejected');
    expect((await place({ tableId: tables['Sto 1'], date: SATURDAY, email: 'treci@gost.test' })).status).toBe(201);
  });

  it('moves a reservation to another table without ever holding both or neither, and refuses a taken one', async () => {
    const placed = (await place({ tableId: tables['Sto 1'], date: '06.11.2026', persons: 2 })).body;
    const blocker = (await place({ tableId: tables['Sto 2'], date: '06.11.2026', persons: 2, email: 'blok@gost.test' })).body;

    const refused = await api.put(`/api/reservations/${placed._id}`, { tableId: tables['Sto 2'] }, managerToken);
    expect([refused.status, refused.body.message]).toEqual([409, 'Sto je već rezervisan za tu noć']);
    const unchanged = (await api.get(`/api/reservations/${placed._id}`, managerToken)).body;
    expect(unchanged).toMatchObject({ tableId: tables['Sto 1'], status: 'Pending' });

    const moved = await api.put(`/api/reservations/${placed._id}`, { tableId: tables.Separe, persons: 8, version: unchanged.version }, managerToken);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ tableId: tables.Separe, tableName: 'Separe', persons: 8 });
    const free = await api.get(`/api/club/allTables/${clubId}?date=2026-11-06&size=100`);
    expect(Object.fromEntries(free.body.data.map((t: { name: string; free: boolean }) => [t.name, t.free]))).toEqual({ 'Sto 1': true, 'Sto 2': false, Separe: false });
    expect((await place({ tableId: tables['Sto 1'], date: '06.11.2026', email: 'novi@gost.test' })).status).toBe(201);

    const toSaturday = await api.put(`/api/reservations/${placed._id}`, { date: '07.11.2026' }, managerToken);
    expect(toSaturday.body).toMatchObject({ date: '2026-11-07', tableId: tables.Separe });
    expect((await api.delete(`/api/reservations/${blocker._id}`, managerToken)).status).toBe(200);
    expect((await api.get(`/api/reservations/${blocker._id}`, managerToken)).status).toBe(404);
    expect((await place({ tableId: tables['Sto 2'], date: '06.11.2026', email: 'posle@gost.test' })).status).toBe(201);
  });

  it('finishes a move whose process died between its steps, so the reservation ends on exactly one table', async () => {
    const placed = (await place({ tableId: tables['Sto 1'], date: '27.11.2026', persons: 2 })).body;
    const from = { tableId: tables['Sto 1'], night: '2026-11-27' };
    const to = { tableId: tables['Sto 2'], night: '2026-11-27' };
    // The first step only, as a process that died right after it would leave it.
    const context = systemContext(randomUUID());
    const started = await app.running.app
      .get(ReservationStreams)
      .decideAt(from, { type: 'StartMove', actor: context.actor, reservationId: placed._id, to, changes: { tableName: 'Sto 2' } }, context);
    await app.running.kernel.projections.waitFor(started.position!, 20_000);
    const freeBefore = (await api.get(`/api/club/allTables/${clubId}?date=2026-11-27&size=100`)).body.data;
    expect(freeBefore.filter((t: { free: boolean }) => !t.free).map((t: { name: string }) => t.name)).toEqual(['Sto 1']);

    await app.running.kernel.pool.query("UPDATE reservations SET updated_at = now() - interval '1 minute' WHERE id = $1", [placed._id]);
    await app.running.app.get(ReservationKeeper).sweep();
    const after = await api.get(`/api/reservations/${placed._id}`, managerToken);
    expect(after.body).toMatchObject({ tableId: tables['Sto 2'], tableName: 'Sto 2', status: 'Pending' });
    const freeAfter = (await api.get(`/api/club/allTables/${clubId}?date=2026-11-27&size=100`)).body.data;
    expect(freeAfter.filter((t: { free: boolean }) => !t.free).map((t: { name: string }) => t.name)).toEqual(['Sto 2']);
  });

  it('shows each viewer only what they may see', async () => {
    await registerAccount(app, 'user', 'korisnik@gost.test');
    const userToken = await api.login('korisnik@gost.test', 'lozinka123');
    const mine = (await place({ tableId: tables.Separe, date: '13.11.2026', email: 'korisnik@gost.test' }, userToken)).body;
    expect(mine.userId).not.toBeNull();

    const own = await api.get('/api/reservations?all=true&sort=date&order=desc', userToken);
    expect(own.body.data.map((r: { _id: string }) => r._id)).toEqual([mine._id]);
    expect((await api.get('/api/reservations')).status).toBe(401);
    expect((await api.get(`/api/reservations/${mine._id}`, otherManagerToken)).status).toBe(404);
    expect((await tonightsList(otherManagerToken, '&all=true')).data).toHaveLength(0);

    const admin = await api.get(`/api/reservations?all=true&search=${mine.uniqueId}`, app.adminToken);
    expect(admin.body.data.map((r: { _id: string }) => r._id)).toEqual([mine._id]);
    const users = await api.get('/api/user?size=100', app.adminToken);
    const row = (users.body.data ?? []).find((u: { email: string }) => u.email === 'korisnik@gost.test');
    expect(row?.numberOfReservations).toBe(1);

    const cancelled = await api.put(`/api/reservations/${mine._id}`, { status: 'Cancelled' }, userToken);
    expect(cancelled.body.status).toBe('Cancelled');
    expect((await api.put(`/api/reservations/${mine._id}`, { persons: 2 }, userToken)).status).toBe(403);
  });

  it('sorts and searches the list, and pages it under paginationData', async () => {
    const all = await tonightsList(managerToken, '&all=true&sort=firstName&order=asc');
    expect(all.data.length).toBeGreaterThan(3);
    const found = await tonightsList(managerToken, '&all=true&search=blok@gost');
    expect(found.data.map((r: { email: string }) => r.email)).toEqual([]);
    const byPhone = await tonightsList(managerToken, '&all=true&search=111 2233');
    expect(byPhone.paginationData.total_records).toBe(byPhone.data.length);
    expect(byPhone.data.length).toBeGreaterThan(0);
    const paged = await api.get('/api/reservations?all=true&page=1&size=2&sort=date&order=desc', managerToken);
    expect(paged.body.data).toHaveLength(2);
    expect(paged.body.data[0].date >= paged.body.data[1].date).toBe(true);
    for (const order of ['asc', 'desc'] as const) {
      const byStatus: { status: string; date: string }[] = (await tonightsList(managerToken, `&all=true&sort=status&order=${order}`)).data;
      expect(new Set(byStatus.map((r) => r.status)).size).toBeGreaterThan(1);
      const expected = [...byStatus].sort((a, b) => (a.status === b.status ? b.date.localeCompare(a.date) : a.status.localeCompare(b.status) * (order === 'asc' ? 1 : -1)));
      expect(byStatus.map((r) => [r.status, r.date])).toEqual(expected.map((r) => [r.status, r.date]));
    }
    const bad = await api.get('/api/reservations?sort=price', managerToken);
    expect(bad.status).toBe(400);
  });

  it('rejects the coming reservations of a removed table, with a mail to the guest', async () => {
    const terrace = (await api.post('/api/club/table', { name: 'Terasa', maxPersons: 4 }, managerToken)).body._id;
    const placed = (await place({ tableId: terrace, date: '21.11.2026', persons: 2, email: 'terasa@gost.test' })).body;
    expect((await api.delete(`/api/club/table/${terrace}`, managerToken)).status).toBe(200);
    await waitForMail(app.mailDir, (mail) => mail.subject === `Rezervacija ${placed.uniqueId} je odbijena`, 20_000);
    expect((await api.get(`/api/reservations/${placed._id}`, managerToken)).body.status).toBe('Rejected');
  });

  it("resends the last mail, and rejects a deleted venue's coming reservations with a mail to each guest", async () => {
    const placed = (await place({ tableId: tables['Sto 2'], date: '20.11.2026', email: 'resend@gost.test' })).body;
    expect((await api.post(`/api/reservations/${placed._id}/resend-mail`, {}, managerToken)).status).toBe(202);
    await waitForMail(app.mailDir, (mail) => mail.to.includes('resend@gost.test') && mail.subject.startsWith(`Rezervacija ${placed.uniqueId}: Na čekanju`));

    expect((await api.delete(`/api/club/${clubId}`, app.adminToken)).status).toBe(200);
    await waitForMail(app.mailDir, (mail) => mail.subject === `Rezervacija ${placed.uniqueId} je odbijena`, 20_000);
    const after = (await api.get(`/api/reservations/${placed._id}`, app.adminToken)).body;
    expect(after.status).toBe('Rejected');
    const mails = await readMails(app.mailDir);
    expect(mails.filter((mail) => mail.subject === `Rezervacija ${placed.uniqueId} je odbijena`)).toHaveLength(1);
  });
});

describe('Reservations API: anonymous placements per address', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '1' } });
  const { api } = app;
  let clubId: string;
  let table: string;
  let manager: string;

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => FRIDAY_EVENING);
    const venue = await createVenue(api, app.adminToken, 'Klub Limit');
    clubId = venue.id;
    manager = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    table = (await api.post('/api/club/table', { name: 'Sto', maxPersons: 4 }, manager)).body._id;
  });

  it('allows ten times the other anonymous writes, then 429; a signed-in guest is not counted', async () => {
    const night = (i: number) => `${String(1 + i).padStart(2, '0')}.12.2026`;
    const body = (i: number) => ({ clubId, tableId: table, date: night(i), persons: 2, firstName: 'A', lastName: 'B', phone: '060 123456', email: 'a@b.test' });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await api.post('/api/reservations', body(i))).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await api.post('/api/reservations', body(12), manager)).status).toBe(201);
  });
});
