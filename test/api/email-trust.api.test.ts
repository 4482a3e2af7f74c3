import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { readMails, waitForMail } from '../support/mailbox';
import { addTablesByName, openEveryNight } from '../support/venues';
import { PASSWORD, registerMultipart, registration, tokenFromLink } from './accounts-support';
import { MANAGER_PASSWORD, createVenue } from './venues-fixtures';

const displayed = (night: string) => night.split('-').reverse().join('.');
const night = addDays(nightOf(new Date()), 4);

/**
 * An e-mail address counts only once its owner proved it: what Izlazak files under an address
 * (reservations, the venues' guest books, 'Moji podaci') never goes to an account that merely
 * typed it, by a profile change or by being made with it.
 */
describe('An e-mail address is proven before it counts', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  /** B books by e-mail without an account; venues keep tags and notes about her. */
  const bojana = { firstName: 'Bojana', lastName: 'Vuković', phone: '064 555 1212', email: 'bojana.vukovic@posta.test' };
  const note = 'Bojana voli separe do bine, beleška kluba';
  const venues: { clubId: string; managerToken: string; tables: Record<string, string>; guestId: string }[] = [];

  const exportOf = async (token: string) => {
    const response = await api.get('/api/privacy/me/export', token);
    expect(response.status).toBe(200);
    return response.body;
  };
  const hersIn = (data: unknown) => JSON.stringify(data).toLowerCase().includes(bojana.email) || JSON.stringify(data).includes(note);

  /** B's data at every venue, as the venues see it. */
  async function bojanaAtTheVenues() {
    await readModelsCaughtUp(app);
    return Promise.all(
      venues.map(async (venue) => {
        const guest = (await api.get(`/api/guests/${venue.guestId}`, venue.managerToken)).body;
        const reservations = (await api.get(`/api/reservations?clubId=${venue.clubId}&all=true&size=50`, venue.managerToken)).body;
        const list = (Array.isArray(reservations) ? reservations : reservations.data) as { email: string; firstName: string }[];
        return { guest: { firstName: guest.firstName, email: guest.email, note: guest.note, tags: guest.tags }, reservations: list.filter((r) => r.email === bojana.email).length };
      }),
    );
  }

  async function signedUp(name: string) {
    const registered = await registerMultipart(app.baseUrl, registration(name));
    expect(registered.status).toBe(201);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(`${name}@izlazak.test`) && /potvrdite/i.test(m.subject));
    expect((await api.post(`/api/auth/verify-email/${tokenFromLink(mail.text, '/auth/verify-email')}`, {})).status).toBe(200);
    return { id: registered.body.user._id as string, email: `${name}@izlazak.test`, token: await api.login(name, PASSWORD) };
  }

  beforeAll(async () => {
    for (const name of ['Klub Prvi', 'Klub Drugi']) {
      const venue = await createVenue(api, app.adminToken, name);
      const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
      await openEveryNight(api, managerToken);
      const tables = await addTablesByName(api, managerToken, [{ name: 'Sto 1', maxPersons: 6 }]);
      const placed = await api.post('/api/reservations', { clubId: venue.id, tableId: tables['Sto 1'], date: displayed(night), persons: 4, ...bojana });
      expect(placed.status).toBe(201);
      await readModelsCaughtUp(app);
      const [profile] = (await api.get(`/api/guests?clubId=${venue.id}&search=${encodeURIComponent(bojana.email)}`, managerToken)).body.data;
      expect((await api.put(`/api/guests/${profile._id}`, { tags: ['VIP'], note }, managerToken)).status).toBe(200);
      venues.push({ clubId: venue.id, managerToken, tables, guestId: profile._id });
    }
  });

  it("an account that changes its address to B's keeps its own until the link mailed to B is opened: its export and erasure reach nothing of B's, her data stays", async () => {
    const before = await bojanaAtTheVenues();
    expect(before).toEqual(venues.map(() => ({ guest: { firstName: bojana.firstName, email: bojana.email, note, tags: ['VIP'] }, reservations: 1 })));
    const ana = await signedUp('ana-preuzima');

    const changed = await api.put('/api/user/profile', { email: bojana.email, currentPassword: PASSWORD }, ana.token);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: ana.email, pendingEmail: bojana.email });
    expect((await api.get('/api/user/profile', ana.token)).body).toMatchObject({ email: ana.email, pendingEmail: bojana.email });
    // The link goes to B's mailbox, which A cannot open; the address in use hears of the request.
    const link = await waitForMail(app.mailDir, (m) => m.to.includes(bojana.email) && /novu email adresu/i.test(m.subject));
    expect(link.text).toContain('/auth/verify-email/');
    await waitForMail(app.mailDir, (m) => m.to.includes(ana.email) && /promena email adrese/i.test(m.subject));
    expect((await api.post('/api/auth/login', { email: bojana.email, password: PASSWORD })).status).toBe(401);

    const exported = await exportOf(ana.token);
    expect(exported).toMatchObject({ email: ana.email, reservations: [], venueNotes: [] });
    expect(hersIn(exported)).toBe(false);

    const erased = await api.post('/api/privacy/me/erase', {}, ana.token);
    expect(erased.status).toBe(202);
    // The erasure is a job: once it is done, everything of Bojana's is still there.
    for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if ((await api.get(`/api/admin/privacy/erasures/${erased.body.requestId}`, app.adminToken)).body.status === 'done') break;
    }
    expect((await api.get(`/api/admin/privacy/erasures/${erased.body.requestId}`, app.adminToken)).body.status).toBe('done');
    expect(await bojanaAtTheVenues()).toEqual(before);
    expect((await api.post('/api/auth/login', { email: ana.email, password: PASSWORD })).status).toBe(401);
  });

  it("a staff account a manager makes with B's address is unverified: it cannot sign in or reach B's data until the link mailed to B is opened", async () => {
    const venue = venues[0];
    const before = await bojanaAtTheVenues();
    // Not taken by A's unconfirmed change: an address is claimed only when its link is opened.
    const address = 'Bojana.Vukovic@posta.test';
    const created = await api.post(
      '/api/user',
      { firstName: 'Lažna', lastName: 'Bojana', mobilePhone: '0600000000', email: address, password: PASSWORD, confirmPassword: PASSWORD, role: 'staff' },
      venue.managerToken,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: 'staff', isVerified: false });
    const login = await api.post('/api/auth/login', { email: address, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Nalog nije verifikovan. Proverite email.');
    expect(await bojanaAtTheVenues()).toEqual(before);

    // The mail tells its owner someone made the account; opening it lets them in.
    const mail = await waitForMail(app.mailDir, (m) => m.to.toLowerCase().includes(address.toLowerCase()) && /potvrdite vašu email/i.test(m.subject));
    expect(mail.text).toContain('za vas je otvoren nalog');
    expect((await api.post(`/api/auth/verify-email/${tokenFromLink(mail.text, '/auth/verify-email')}`, {})).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: address, password: PASSWORD })).status).toBe(200);
  });

  it('an account an admin makes is unverified too until its owner opens the mailed link', async () => {
    const created = await api.post(
      '/api/user',
      { firstName: 'Bojana', lastName: 'Druga', mobilePhone: '0600000001', email: 'nova.gost@posta.test', password: PASSWORD, confirmPassword: PASSWORD, role: 'user' },
      app.adminToken,
    );
    expect(created.status).toBe(201);
    expect(created.body.isVerified).toBe(false);
    expect((await api.post('/api/auth/login', { email: created.body.email, password: PASSWORD })).status).toBe(403);
    await api.openVerificationLink('nova.gost@posta.test');
    expect((await api.post('/api/auth/login', { email: created.body.email, password: PASSWORD })).status).toBe(200);
  });

  it("a venue's manager the admin makes with C's address signs in, but reaches nothing filed under C until the link mailed to C is opened", async () => {
    const cica = { firstName: 'Cica', lastName: 'Cvetić', phone: '065 321 9876', email: 'cica.cvetic@posta.test' };
    const placed = await api.post('/api/reservations', { clubId: venues[0].clubId, tableId: venues[0].tables['Sto 1'], date: displayed(addDays(night, 1)), persons: 2, ...cica });
    expect(placed.status).toBe(201);
    const venue = await createVenue(api, app.adminToken, 'Klub Treći', {}, cica.email);
    const managerToken = await api.login(cica.email, MANAGER_PASSWORD);
    const refused = await api.get('/api/privacy/me/export', managerToken);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(placed.body.uniqueId);

    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(cica.email) && /potvrdite vašu email/i.test(m.subject));
    expect(mail.text).toContain('za vas je otvoren nalog');
    expect((await api.post(`/api/auth/verify-email/${tokenFromLink(mail.text, '/auth/verify-email')}`, {})).status).toBe(200);
    const exported = await exportOf(managerToken);
    expect(exported.account).toMatchObject({ email: cica.email, role: 'manager' });
    expect(exported.reservations).toEqual([expect.objectContaining({ reservationNumber: placed.body.uniqueId, email: cica.email })]);
    expect(venue.id).toBeTruthy();
  });

  it('opening the link mailed to the new address switches the account to it; until then the profile says it waits', async () => {
    const marko = await signedUp('marko-selidba');
    const newAddress = 'marko.nova@izlazak.test';
    const mailsBefore = (await readMails(app.mailDir)).length;
    const asked = await api.put('/api/user/profile', { email: newAddress, firstName: 'Marko', currentPassword: PASSWORD }, marko.token);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: marko.email, pendingEmail: newAddress });
    // Signing in with the new address does not work yet; the old one does.
    expect((await api.post('/api/auth/login', { email: newAddress, password: PASSWORD })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: marko.email, password: PASSWORD })).status).toBe(200);

    const link = await waitForMail(app.mailDir, (m) => m.to.includes(newAddress) && /novu email adresu/i.test(m.subject));
    expect((await readMails(app.mailDir)).length).toBeGreaterThan(mailsBefore);
    const opened = await api.post(`/api/auth/verify-email/${tokenFromLink(link.text, '/auth/verify-email')}`, {});
    expect(opened.status).toBe(200);
    expect((await api.get('/api/user/profile', marko.token)).body).toMatchObject({ email: newAddress, pendingEmail: null, isVerified: true });
    expect((await api.post('/api/auth/login', { email: newAddress, password: PASSWORD })).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: marko.email, password: PASSWORD })).status).toBe(401);
    // The link is single-use; the old address is free again.
    expect((await api.post(`/api/auth/verify-email/${tokenFromLink(link.text, '/auth/verify-email')}`, {})).status).toBe(400);
    expect((await registerMultipart(app.baseUrl, registration('marko-stari', { email: marko.email }))).status).toBe(201);
  });

  it('an address another account has is refused when asked for (409), and one taken before the link is opened is refused then', async () => {
    const first = await signedUp('prvi-trazi');
    const second = await signedUp('drugi-trazi');
    const taken = await api.put('/api/user/profile', { email: second.email, currentPassword: PASSWORD }, first.token);
    expect([taken.status, taken.body.field]).toEqual([409, 'email']);

    const wanted = 'sporna@izlazak.test';
    expect((await api.put('/api/user/profile', { email: wanted, currentPassword: PASSWORD }, first.token)).status).toBe(200);
    const link = await waitForMail(app.mailDir, (m) => m.to.includes(wanted) && /novu email adresu/i.test(m.subject));
    expect((await registerMultipart(app.baseUrl, registration('sporna', { email: wanted }))).status).toBe(201);
    const late = await api.post(`/api/auth/verify-email/${tokenFromLink(link.text, '/auth/verify-email')}`, {});
    expect([late.status, late.body.field]).toEqual([409, 'email']);
    expect((await api.get('/api/user/profile', first.token)).body).toMatchObject({ email: first.email });
  });
});
