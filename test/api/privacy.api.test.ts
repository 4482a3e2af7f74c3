import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { rowsHolding } from '../support/database-dump';
import { waitForMail } from '../support/mailbox';
import { addTablesByName, openEveryNight } from '../support/venues';
import { PASSWORD, registerMultipart, registration, tokenFromLink } from './accounts-support';
import { importStatement } from '../support/bank-statements';
import { MANAGER_PASSWORD, createVenue } from './venues-fixtures';

const displayed = (night: string) => night.split('-').reverse().join('.');
const night = addDays(nightOf(new Date()), 3);
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Tajna d.o.o.', payeePlace: 'Beograd' };
const BOOTH = { zone: 'Separei', minimumSpend: 20000, package: 'Flaša', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' };
const STATEMENT_MAPPING = { date: 'Datum valute', amount: 'Uplata', reference: 'Poziv na broj', payer: 'Naziv nalogodavca', purpose: 'Svrha plaćanja' };

/** The guest's own data: sealed in the domain events with a key of their own. */
describe('Personal data', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  const guest = { firstName: 'Dragana', lastName: 'Milosavljević', phone: '063 777 4321', email: 'dragana.m@privatno.test' };
  let clubId: string;
  let managerToken: string;
  let tables: Record<string, string>;
  let reservationId: string;
  let guestId: string;
  const note = 'Dragana Milosavljević slavi rođendan u decembru, beleška kluba';
  /** Her account as she opened it, before she changed her name, phone and address to the ones she books with. */
  const opened = { username: 'gagica92', firstName: 'Dragica', lastName: 'Stanojlović', mobilePhone: '0649998877', email: 'dragica.stanojlovic@staro.test' };
  const everyValueOfHers = [guest.firstName, guest.lastName, guest.phone, '7774321', guest.email, 'privatno.test', ...Object.values(opened), '9998877', 'staro.test'];
  let accountId: string;
  let accountToken: string;

  beforeAll(async () => {
    const venue = await createVenue(api, app.adminToken, 'Klub Tajna', { email: 'klub@tajna.test' });
    clubId = venue.id;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    await openEveryNight(api, managerToken);
    tables = await addTablesByName(api, managerToken, [
      { name: 'Sto 1', maxPersons: 4 },
      { name: 'Separe 1', maxPersons: 8, area: 'Separei' },
    ]);
    expect((await api.put(`/api/club/${clubId}/terms`, { ...PAYEE, rules: [BOOTH] }, managerToken)).status).toBe(200);
  });

  /** Her deposit paid by bank transfer, the statement naming her as the payer. */
  async function depositPaidByStatement(reference: string) {
    const statement = ['Datum valute;Naziv nalogodavca;Svrha plaćanja;Poziv na broj;Isplata;Uplata', `27.11.2026;Dragana Milosavljević;Depozit;${reference};;10.000,00`].join(
      '\r\n',
    );
    const file = { field: 'file', content: Buffer.from(statement), filename: 'izvod.csv', type: 'text/csv' };
    const imported = await importStatement(app, clubId, {
      content: file.content,
      filename: file.filename,
      fields: { mapping: JSON.stringify(STATEMENT_MAPPING) },
      token: managerToken,
    });
    expect([imported.status, imported.body.matched]).toEqual([202, 1]);
    return imported.body.lines[0] as { lineId: string; payer: string };
  }

  /** Every text the events table holds, as one string. */
  async function storedEvents(): Promise<string> {
    const { rows } = await app.running.kernel.pool.query<{ text: string }>("SELECT string_agg(data::text, E'\\n') AS text FROM events");
    return rows[0].text;
  }

  it('stores her account sealed: the names, phone, addresses and username it ever had; she signs in, changes them and is mailed by name', async () => {
    const registered = await registerMultipart(app.baseUrl, registration(opened.username, opened));
    expect(registered.status).toBe(201);
    accountId = registered.body.user._id;
    const verification = await waitForMail(app.mailDir, (m) => m.to.includes(opened.email) && /potvrdite/i.test(m.subject));
    expect(verification.text).toContain(`Zdravo ${opened.firstName}`);
    expect((await api.post(`/api/auth/verify-email/${tokenFromLink(verification.text, '/auth/verify-email')}`, {})).status).toBe(200);
    accountToken = await api.login(opened.username.toUpperCase(), PASSWORD);
    const changed = await api.put(
      '/api/user/profile',
      { firstName: guest.firstName, lastName: guest.lastName, mobilePhone: guest.phone, email: guest.email, currentPassword: PASSWORD },
      accountToken,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      username: opened.username,
      firstName: guest.firstName,
      lastName: guest.lastName,
      mobilePhone: guest.phone,
      email: opened.email,
      pendingEmail: guest.email,
    });
    await api.openEmailChangeLink(guest.email);
    expect((await api.get('/api/user/profile', accountToken)).body).toMatchObject({ email: guest.email, pendingEmail: null });
    expect((await api.post('/api/auth/change-password', { email: guest.email })).status).toBe(200);
    const reset = await waitForMail(app.mailDir, (m) => m.to.includes(guest.email) && /lozink/i.test(m.subject));
    expect(reset.text).toContain(`Zdravo ${guest.firstName}`);
    expect((await api.post('/api/auth/login', { email: opened.email, password: PASSWORD })).status).toBe(401);
    accountToken = await api.login(guest.email, PASSWORD);

    const stored = await storedEvents();
    for (const value of everyValueOfHers) expect(stored).not.toContain(value);
    const streams = (await app.running.kernel.pool.query<{ id: string }>('SELECT DISTINCT stream_id AS id FROM events')).rows.map((row) => row.id);
    expect(streams.filter((id) => ['privatno', 'staro', 'gagica'].some((part) => id.includes(part)))).toEqual([]);
    await readModelsCaughtUp(app);
    const listed = await api.get(`/api/user?role=user&search=${encodeURIComponent(guest.email)}`, app.adminToken);
    expect(listed.body.data).toEqual([expect.objectContaining({ _id: accountId, username: opened.username, firstName: guest.firstName, email: guest.email })]);
  });

  it("stores a reservation's, a waitlist entry's, a contact message's, a guest-book note's, a paying statement line's and a subscription's personal fields sealed, and everything reads and mails them in clear", async () => {
    const placed = await api.post('/api/reservations', { clubId, tableId: tables['Sto 1'], date: displayed(night), persons: 3, ...guest }, accountToken);
    expect(placed.status).toBe(201);
    reservationId = placed.body._id;
    // Booked before she waits: a free table may be offered to the waitlist.
    const booth = await api.post('/api/reservations', { clubId, tableId: tables['Separe 1'], date: displayed(night), persons: 6, ...guest });
    expect(booth.status).toBe(201);
    const joined = await api.post('/api/waitlist', { clubId, night: displayed(night), persons: 2, ...guest });
    expect(joined.status).toBe(201);
    const sent = await api.post('/api/site/sendMessage', { name: 'Dragana Milosavljević', email: guest.email, phone: guest.phone, message: 'Tajna poruka o rođendanu', clubId });
    expect(sent.status).toBe(201);
    expect((await api.post('/api/site/subscribe', { email: guest.email })).status).toBe(201);
    await readModelsCaughtUp(app);
    expect((await depositPaidByStatement(booth.body.payment.reference)).payer).toBe('Dragana Milosavljević');
    const [profile] = (await api.get(`/api/guests?clubId=${clubId}&search=${encodeURIComponent(guest.email)}`, managerToken)).body.data;
    guestId = profile._id;
    expect((await api.put(`/api/guests/${guestId}`, { tags: ['VIP'], note }, managerToken)).status).toBe(200);

    const stored = await storedEvents();
    // The phone's digits as a run: four digits alone turn up now and then in the ciphertexts' base64.
    for (const value of [...everyValueOfHers, 'Tajna poruka', 'beleška kluba']) expect(stored).not.toContain(value);
    const streams = (await app.running.kernel.pool.query<{ id: string }>('SELECT DISTINCT stream_id AS id FROM events')).rows.map((row) => row.id);
    expect(streams.filter((id) => id.includes('privatno'))).toEqual([]);
    expect(stored).toContain('Sto 1');

    await readModelsCaughtUp(app);
    const row = await api.get(`/api/reservations/${placed.body._id}`, managerToken);
    expect(row.status).toBe(200);
    expect(row.body).toMatchObject({ ...guest, persons: 3 });
    // The reservation's mail greets her by name (the newsletter's confirmation to her does not).
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(guest.email) && m.subject.includes(placed.body.uniqueId));
    expect(mail.text).toContain(guest.firstName);
    await readModelsCaughtUp(app);
    expect((await api.get(`/api/guests/${guestId}`, managerToken)).body).toMatchObject({ firstName: guest.firstName, note });
    expect((await api.get(`/api/club/${clubId}/bank-statements/unmatched`, managerToken)).status).toBe(200);
  });

  it('erases the guest: no table holds their name, phone or e-mail; the reservation still holds the table, by "Obrisan gost"', async () => {
    const before = (await api.get(`/api/reservations/${reservationId}`, managerToken)).body;
    expect((await api.post('/api/admin/privacy/erase', { email: 'nije-email' }, app.adminToken)).status).toBe(400);
    expect((await api.post('/api/admin/privacy/erase', { email: guest.email }, managerToken)).status).toBe(403);

    const erased = await api.post('/api/admin/privacy/erase', { email: guest.email.toUpperCase() }, app.adminToken);
    expect([erased.status, erased.body.status]).toEqual([202, 'pending']);
    for (const until = Date.now() + 60_000; (await api.get(erased.body.statusUrl, app.adminToken)).body.status !== 'done' && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await api.get(erased.body.statusUrl, app.adminToken)).body.status).toBe('done');
    expect((await api.get(erased.body.statusUrl, managerToken)).status).toBe(403);
    expect((await api.get('/api/admin/privacy/erasures/nije-id', app.adminToken)).body).toEqual({ statusCode: 404, message: 'Zahtev za brisanje nije pronađen.' });
    await readModelsCaughtUp(app);

    expect(await rowsHolding(app.running.kernel.pool, [...everyValueOfHers, 'Tajna poruka', 'beleška kluba'])).toEqual([]);
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

  it("closes her account: it signs in no more, the lists omit it, its row and its history read 'Obrisan gost'; her username and addresses are free", async () => {
    expect((await api.get('/api/auth/me', accountToken)).status).toBe(401);
    for (const login of [guest.email, opened.email, opened.username]) expect((await api.post('/api/auth/login', { email: login, password: PASSWORD })).status).toBe(401);
    await readModelsCaughtUp(app);
    const everyone = await api.get('/api/user?size=100', app.adminToken);
    expect((everyone.body.data as { _id: string }[]).map((user) => user._id)).not.toContain(accountId);
    const { rows } = await app.running.kernel.pool.query('SELECT username, email, first_name, last_name, mobile_phone, deleted FROM users WHERE id = $1', [accountId]);
    expect(rows).toEqual([{ username: '', email: '', first_name: 'Obrisan', last_name: 'gost', mobile_phone: '', deleted: true }]);
    const history = await api.get(`/api/history?entityType=user&entityId=${accountId}`, app.adminToken);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain('Obrisan gost');

    const again = await registerMultipart(app.baseUrl, registration(opened.username, { ...opened, email: guest.email }));
    expect(again.status).toBe(201);
  });

  it("keeps her visits in the guest book by 'Obrisan gost', without contact or note; her paid deposit by 'Obrisan gost'; the mailing list without her", async () => {
    await readModelsCaughtUp(app);
    const book = await api.get(`/api/guests?clubId=${clubId}&size=100`, managerToken);
    expect(book.status).toBe(200);
    const profiles = book.body.data as { firstName: string; lastName: string; phone: string; email: string; note: string; reservations: number; waitlisted: number }[];
    // Her two reservations and her wait still count, each by a profile of its own: nothing tells they were one guest.
    const total = (figure: 'reservations' | 'waitlisted') => profiles.reduce((sum, profile) => sum + profile[figure], 0);
    expect([total('reservations'), total('waitlisted')]).toEqual([2, 1]);
    for (const profile of profiles) expect(profile).toMatchObject({ firstName: 'Obrisan', lastName: 'gost', phone: '', email: '', note: '' });
    expect((await api.get(`/api/guests/${guestId}`, managerToken)).status).toBe(404);

    const { rows: lines } = await app.running.kernel.pool.query<{ payer: string; amount: string; status: string }>(
      'SELECT payer, amount::text, status FROM statement_lines WHERE club_id = $1',
      [clubId],
    );
    expect(lines).toEqual([{ payer: 'Obrisan gost', amount: '10000.00', status: 'matched' }]);
    const { rows: subscribers } = await app.running.kernel.pool.query('SELECT * FROM subscribers');
    expect(subscribers).toEqual([]);
  });
});
