import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { waitForMail } from '../support/mailbox';
import { addTablesByName, openEveryNight } from '../support/venues';
import { MANAGER_PASSWORD, createVenue } from './venues-fixtures';

const displayed = (night: string) => night.split('-').reverse().join('.');
const night = addDays(nightOf(new Date()), 3);

/** The guest's own data: sealed in the domain events with a key of their own. */
describe('Personal data', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  const guest = { firstName: 'Dragana', lastName: 'Milosavljević', phone: '063 777 4321', email: 'dragana.m@privatno.test' };
  let clubId: string;
  let managerToken: string;
  let tables: Record<string, string>;
  let reservationId: string;

  beforeAll(async () => {
    const venue = await createVenue(api, app.adminToken, 'Klub Tajna', { email: 'klub@tajna.test' });
    clubId = venue.id;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    await openEveryNight(api, managerToken);
    tables = await addTablesByName(api, managerToken, [{ name: 'Sto 1', maxPersons: 4 }]);
  });

  /** Every text the events table holds, as one string. */
  async function storedEvents(): Promise<string> {
    const { rows } = await app.running.kernel.pool.query<{ text: string }>('SELECT string_agg(data::text, E\'\\n\') AS text FROM events');
    return rows[0].text;
  }

  it("stores a reservation's, a waitlist entry's and a contact message's personal fields sealed, and everything reads and mails them in clear", async () => {
    const placed = await api.post('/api/reservations', { clubId, tableId: tables['Sto 1'], date: displayed(night), persons: 3, ...guest });
    expect(placed.status).toBe(201);
    reservationId = placed.body._id;
    const joined = await api.post('/api/waitlist', { clubId, night: displayed(night), persons: 2, ...guest });
    expect(joined.status).toBe(201);
    const sent = await api.post('/api/site/sendMessage', { name: 'Dragana Milosavljević', email: guest.email, phone: guest.phone, message: 'Tajna poruka o rođendanu', clubId });
    expect(sent.status).toBe(201);

    const stored = await storedEvents();
    // The phone's digits as a run: four digits alone turn up now and then in the ciphertexts' base64.
    for (const value of [guest.firstName, guest.lastName, guest.phone, '7774321', guest.email, 'privatno.test', 'Tajna poruka']) expect(stored).not.toContain(value);
    expect(stored).toContain('Sto 1');

    await readModelsCaughtUp(app);
    const row = await api.get(`/api/reservations/${placed.body._id}`, managerToken);
    expect(row.status).toBe(200);
    expect(row.body).toMatchObject({ ...guest, persons: 3 });
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(guest.email));
    expect(mail.text).toContain(guest.firstName);
  });

  it('erases the guest: no table holds their name, phone or e-mail; the reservation still holds the table, by "Obrisan gost"', async () => {
    const before = (await api.get(`/api/reservations/${reservationId}`, managerToken)).body;
    expect((await api.post('/api/admin/privacy/erase', { email: 'nije-email' }, app.adminToken)).status).toBe(400);
    expect((await api.post('/api/admin/privacy/erase', { email: guest.email }, managerToken)).status).toBe(403);

    const erased = await api.post('/api/admin/privacy/erase', { email: guest.email.toUpperCase() }, app.adminToken);
    expect(erased.status).toBe(200);

    const everything = await everyRowAsText();
    for (const value of [guest.firstName, guest.lastName, guest.phone, '7774321', guest.email, 'Tajna poruka']) {
      expect(everything.filter((row) => row.includes(value))).toEqual([]);
    }
    const taken = await api.post('/api/reservations', { clubId, tableId: tables['Sto 1'], date: displayed(night), persons: 2, ...guest, email: 'drugi@gost.test' });
    expect(taken.status).toBe(409);
    const after = await api.get(`/api/reservations/${reservationId}`, managerToken);
    expect(after.body).toMatchObject({ firstName: 'Obrisan', lastName: 'gost', persons: 3, status: before.status, tableId: tables['Sto 1'] });
    expect(after.body.email || '').toBe('');

    const replayed = await api.get(`/api/history/night/${clubId}?at=${encodeURIComponent(new Date().toISOString())}&night=${night}`, managerToken);
    expect(replayed.status).toBe(200);
    const held = (replayed.body.tables as { tableId: string; reservation: { name: string; persons: number } | null }[]).find((table) => table.tableId === tables['Sto 1']);
    expect(held?.reservation).toMatchObject({ name: 'Obrisan gost', persons: 3 });
  });

  /** Every row of every table of the database, each as text ('<table>: (col, col, ...)'). */
  async function everyRowAsText(): Promise<string[]> {
    const { pool } = app.running.kernel;
    const { rows: tables } = await pool.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'");
    const rows: string[] = [];
    for (const { name } of tables) {
      const { rows: found } = await pool.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
      rows.push(...found.map((each) => `${name}: ${each.row}`));
    }
    return rows;
  }
});
