import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite } from '../support/app';
import { signedInStaff, staffedVenue } from '../support/venues';
import { waitForMail } from '../support/mailbox';
import { createVenue } from './venues-fixtures';

// Friday 30 October 2026, 23:41 in Belgrade: tonight is Friday's night.
const FRIDAY_LATE = new Date('2026-10-30T22:41:00Z');

describe('The door: arrivals, no-shows and walk-ins', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  let otherStaffToken: string;
  let now = FRIDAY_LATE;

  const place = (tableName: string, overrides: Record<string, unknown> = {}) =>
    api.post('/api/reservations', {
      clubId,
      tableId: tables[tableName],
      date: '30.10.2026',
      persons: 4,
      firstName: 'Jovana',
      lastName: 'Marić',
      phone: '+381 64 111 2233',
      email: 'jovana@gost.test',
      ...overrides,
    });
  const confirmed = async (tableName: string, overrides: Record<string, unknown> = {}) => {
    const placed = await place(tableName, overrides);
    expect(placed.status).toBe(201);
    const confirm = await api.put(`/api/reservations/${placed.body._id}`, { status: 'Complete' }, managerToken);
    expect(confirm.status).toBe(200);
    return confirm.body;
  };
  const tableStates = async () => {
    const free = (await api.get(`/api/club/allTables/${clubId}?date=2026-10-30&size=100`)).body.data as { name: string; free: boolean }[];
    return Object.fromEntries(free.map((t) => [t.name, t.free ? 'free' : 'taken']));
  };

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => now);
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Ulaz',
      club: { email: 'klub@ulaz.test' },
      tables: [
        { name: 'Sto 1', maxPersons: 6 },
        { name: 'Sto 2', maxPersons: 6 },
        { name: 'Sto 3', maxPersons: 6 },
        { name: 'Sto 4', maxPersons: 6 },
        { name: 'Sto 5', maxPersons: 6 },
        { name: 'Separe', maxPersons: 10 },
      ],
      staffEmail: 'marko@ulaz.test',
    }));
    otherStaffToken = await signedInStaff(app, 'osoblje@drugi.test', (await createVenue(api, app.adminToken, 'Klub Drugi Ulaz')).id);
  });

  afterEach(() => {
    now = FRIDAY_LATE;
  });

  it("checks 3 of 4 guests in: 'Stigli' with who, when and how many; a second check-in is refused naming when and who", async () => {
    const reservation = await confirmed('Sto 1');
    const arrived = await api.post(`/api/reservations/${reservation._id}/arrival`, { persons: 3, men: 2, women: 1 }, staffToken);
    expect(arrived.status).toBe(200);
    expect(arrived.body).toMatchObject({ status: 'Arrived', arrivedPersons: 3, arrivedMen: 2, arrivedWomen: 1, arrivedBy: 'Test', persons: 4 });
    expect(arrived.body.arrivedAt).toBe(FRIDAY_LATE.toISOString());

    const again = await api.post(`/api/reservations/${reservation._id}/arrival`, { persons: 4 }, managerToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Jovana Marić, Sto 1: ušli u 23:41 (upisao: Test)');
    expect((await tableStates())['Sto 1']).toBe('taken');

    const list = (await api.get('/api/reservations?size=100', managerToken)).body.data as { _id: string; status: string; arrivedPersons: number }[];
    expect(list.find((r) => r._id === reservation._id)).toMatchObject({ status: 'Arrived', arrivedPersons: 3 });
  });

  it("refuses other venues' staff, guests, and bad numbers, changing nothing", async () => {
    const reservation = await confirmed('Sto 2');
    expect((await api.post(`/api/reservations/${reservation._id}/arrival`, { persons: 2 }, otherStaffToken)).status).toBe(403);
    expect((await api.post(`/api/reservations/${reservation._id}/arrival`, { persons: 2 })).status).toBe(401);
    const zero = await api.post(`/api/reservations/${reservation._id}/arrival`, { persons: 0 }, staffToken);
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('persons');
    const split = await api.post(`/api/reservations/${reservation._id}/arrival`, { persons: 2, men: 2, women: 1 }, staffToken);
    expect(split.status).toBe(400);
    expect(split.body.field).toBe('men');
    expect((await api.get(`/api/reservations/${reservation._id}`, managerToken)).body.status).toBe('Complete');
  });

  it('applies a door command replayed after the phone was offline once, and 20 phones checking in the same guest at once make one arrival', async () => {
    const replayed = await confirmed('Sto 3');
    const body = { persons: 4, commandId: 'door-7f3a9c1e' };
    const first = await api.post(`/api/reservations/${replayed._id}/arrival`, body, staffToken);
    const replay = await api.post(`/api/reservations/${replayed._id}/arrival`, body, staffToken);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.body.version).toBe(first.body.version);

    const raced = await confirmed('Sto 4');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post(`/api/reservations/${raced._id}/arrival`, { persons: 4, commandId: `door-phone-${i}-x` }, staffToken)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.message).toMatch(/^Jovana Marić, Sto 4: ušli u 23:41/);
    const { rows } = await app.running.kernel.pool.query("SELECT count(*)::int AS n FROM reservation_changes WHERE reservation_id = $1 AND type = 'ReservationArrived'", [
      raced._id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it("'Oslobodi sto' frees the table at once for the next guest, and a walk-in takes it, arrived", async () => {
    const reservation = await confirmed('Sto 5');
    const noShow = await api.post(`/api/reservations/${reservation._id}/no-show`, {}, staffToken);
    expect(noShow.status).toBe(200);
    expect(noShow.body.status).toBe('NoShow');
    expect((await tableStates())['Sto 5']).toBe('free');

    const walkIn = await api.post('/api/reservations', { walkIn: true, clubId, tableId: tables['Sto 5'], firstName: 'Gost sa ulaza', persons: 3 }, staffToken);
    expect(walkIn.status).toBe(201);
    expect(walkIn.body).toMatchObject({ status: 'Arrived', walkIn: true, arrivedPersons: 3, date: '2026-10-30', email: '', arrivedBy: 'Test' });
    expect((await tableStates())['Sto 5']).toBe('taken');

    const byGuest = await api.post('/api/reservations', { walkIn: true, clubId, tableId: tables['Separe'], firstName: 'Neko', persons: 2 });
    expect(byGuest.status).toBe(403);
    const arrivedNoShow = await api.post(`/api/reservations/${walkIn.body._id}/no-show`, {}, staffToken);
    expect(arrivedNoShow.status).toBe(409);
  });

  it("keeps a night that is over to the door's record: no edits or moves, but a late arrival is still written", async () => {
    const reservation = await confirmed('Separe', { email: 'kasno@gost.test' });
    now = new Date('2026-10-31T20:00:00Z'); // Saturday evening: Friday's night is over
    const edit = await api.put(`/api/reservations/${reservation._id}`, { persons: 2 }, managerToken);
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Ta noć je prošla: menja se samo evidencija sa ulaza (dolasci i nedolasci)');
    const cancel = await api.put(`/api/reservations/${reservation._id}`, { status: 'Cancelled' }, managerToken);
    expect(cancel.status).toBe(409);
    const noShow = await api.post(`/api/reservations/${reservation._id}/no-show`, {}, managerToken);
    expect(noShow.status).toBe(200);
    expect(noShow.body.status).toBe('NoShow');
    // A manual no-show mails nothing; only the hold's release does.
    await expect(waitForMail(app.mailDir, (mail) => mail.to.includes('kasno@gost.test') && mail.subject.includes('oslobođen'), 1_500)).rejects.toThrow();
  });

  it('shows the door statuses in the integrator feed and the change history', async () => {
    const key = (await api.post('/api/integrations/keys', { name: 'Blagajna', clubId }, managerToken)).body.key;
    const feed = await api.get('/api/integrations/feed?types=reservation.arrived,reservation.no-show&limit=100', key);
    expect(feed.status).toBe(200);
    const types = (feed.body.events as { type: string; data: { walkIn?: boolean } }[]).map((e) => `${e.type}${e.data.walkIn ? ' walk-in' : ''}`);
    expect(types).toEqual(expect.arrayContaining(['reservation.arrived', 'reservation.arrived walk-in', 'reservation.no-show']));

    const history = await api.get(`/api/history?clubId=${clubId}&size=100`, managerToken);
    expect(history.status).toBe(200);
    const actions = JSON.stringify(history.body);
    expect(actions).toContain('upisao dolazak gostiju');
    expect(actions).toContain('označio da gosti nisu došli');
    expect(actions).toContain('walk-in');
  });
});
