import { systemContext } from '../../backend/src/platform/commands/command-context';
import { privacyLinkToken } from '../../backend/src/modules/privacy/domain/privacy-link';
import { privacyRequestDecider, privacyRequestStream } from '../../backend/src/modules/privacy/domain/privacy-request.decider';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { rowsHolding } from '../support/database-dump';
import { readMails, waitForMail, type ReceivedMail } from '../support/mailbox';
import { addTablesByName, openEveryNight } from '../support/venues';
import { PASSWORD, registerMultipart, registration, tokenFromLink } from './accounts-support';
import { MANAGER_PASSWORD, createVenue } from './venues-fixtures';

const displayed = (night: string) => night.split('-').reverse().join('.');
const night = addDays(nightOf(new Date()), 2);
const SAME_ANSWER = { message: 'Ako imamo podatke za ovu adresu, poslali smo vam link.' };

/** A guest asks for their own data, or its erasure, by a link mailed to the address they give, or from their profile. */
describe('The guest’s own data', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  const guest = { firstName: 'Katarina', lastName: 'Vukadinović', phone: '064 222 9876', email: 'katarina.v@privatno.test' };
  const other = { firstName: 'Bogdan', lastName: 'Stanković', phone: '065 333 1111', email: 'bogdan.s@drugi.test' };
  let clubId: string;
  let managerToken: string;
  let tables: Record<string, string>;

  beforeAll(async () => {
    const venue = await createVenue(api, app.adminToken, 'Klub Ogledalo', { email: 'klub@ogledalo.test' });
    clubId = venue.id;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    await openEveryNight(api, managerToken);
    tables = await addTablesByName(api, managerToken, [
      { name: 'Sto 1', maxPersons: 4 },
      { name: 'Sto 2', maxPersons: 4 },
      { name: 'Sto 3', maxPersons: 4 },
    ]);
    expect((await api.post('/api/reservations', { clubId, tableId: tables['Sto 1'], date: displayed(night), persons: 3, ...guest })).status).toBe(201);
    expect((await api.post('/api/reservations', { clubId, tableId: tables['Sto 2'], date: displayed(night), persons: 2, ...other })).status).toBe(201);
    expect((await api.post('/api/waitlist', { clubId, night: displayed(night), persons: 2, ...guest })).status).toBe(201);
    expect((await api.post('/api/site/sendMessage', { name: 'Katarina Vukadinović', email: guest.email, phone: guest.phone, message: 'Slavim rođendan', clubId })).status).toBe(
      201,
    );
    await readModelsCaughtUp(app);
    const [profile] = (await api.get(`/api/guests?clubId=${clubId}&search=${encodeURIComponent(guest.email)}`, managerToken)).body.data;
    expect((await api.put(`/api/guests/${profile._id}`, { tags: ['VIP'], note: 'Voli separe kod bine' }, managerToken)).status).toBe(200);
  });

  const mailsTo = async (address: string) => (await readMails(app.mailDir)).filter((mail) => mail.to.includes(address));
  /** The token at the end of a mailed privacy link: the request's id, a dot, the signature. */
  const linkIn = (mail: ReceivedMail, path: string) => {
    const token = new RegExp(`${path.replace(/[/-]/g, '\\$&')}/([0-9a-f-]{36}\\.[A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
    if (!token) throw new Error(`No ${path} link in: ${mail.text}`);
    return token;
  };
  /** Polls an erasure's status until it is done (or 60 s pass: the machine may be loaded). */
  const erasureDone = async (statusUrl: string, token?: string) => {
    for (const until = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const answer = await api.get(statusUrl, token);
      if (answer.body.status === 'done' || Date.now() > until) return answer.body as { status: string; message: string };
    }
  };
  const guestRow = async () => {
    await readModelsCaughtUp(app);
    const rows = (await api.get('/api/reservations?all=true&size=100', managerToken)).body.data as {
      tableId: string;
      firstName: string;
      lastName: string;
      persons: number;
      email: string;
    }[];
    return { ours: rows.find((row) => row.tableId === tables['Sto 1']), theirs: rows.find((row) => row.tableId === tables['Sto 2']) };
  };

  it('answers a known and an unknown address alike, and mails only the known one; a bad address is a 400 naming the field', async () => {
    const bad = await api.post('/api/privacy/export', { email: 'nije-adresa' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[Ee]mail/);

    const known = await api.post('/api/privacy/export', { email: ` ${guest.email.toUpperCase()} ` });
    const unknown = await api.post('/api/privacy/export', { email: 'niko.nepoznat@nigde.test' });
    expect([known.status, known.body]).toEqual([202, SAME_ANSWER]);
    expect([unknown.status, unknown.body]).toEqual([202, SAME_ANSWER]);

    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(guest.email) && m.subject === 'Vaši podaci na Izlasku');
    expect(mail.text).toContain(`${app.baseUrl}/api/privacy/export/`);
    expect(await mailsTo('niko.nepoznat@nigde.test')).toEqual([]);
  });

  it('downloads, by the mailed link, all Izlazak holds about the guest and nothing about anybody else', async () => {
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(guest.email) && m.subject === 'Vaši podaci na Izlasku');
    const response = await api.get(`/api/privacy/export/${linkIn(mail, '/api/privacy/export')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const data = response.body;
    expect(data).toMatchObject({
      email: guest.email,
      account: null,
      reservations: [{ venue: 'Klub Ogledalo', table: 'Sto 1', night, persons: 3, firstName: guest.firstName, phone: guest.phone, email: guest.email }],
      waitlistEntries: [{ venue: 'Klub Ogledalo', night, persons: 2, lastName: guest.lastName }],
      contactMessages: [{ venue: 'Klub Ogledalo', message: 'Slavim rođendan' }],
      newsletter: null,
      venueNotes: [{ venue: 'Klub Ogledalo', tags: ['VIP'], note: 'Voli separe kod bine' }],
    });
    const text = JSON.stringify(data);
    for (const theirs of [other.firstName, other.lastName, other.email, other.phone, 'Sto 2']) expect(text).not.toContain(theirs);
  });

  it('refuses a forged, mangled, other-kind or expired link with a 400', async () => {
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(guest.email) && m.subject === 'Vaši podaci na Izlasku');
    const token = linkIn(mail, '/api/privacy/export');
    const [requestId, signature] = token.split('.');
    const forged = `${requestId}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const refused of [forged, 'nije-token', `${requestId}`]) {
      const answer = await api.get(`/api/privacy/export/${encodeURIComponent(refused)}`);
      expect([answer.status, answer.body.message]).toEqual([400, 'Link nije ispravan ili je istekao. Zatražite novi.']);
    }
    // The export link's token does not erase.
    expect((await api.post(`/api/privacy/erase/${token}`, {})).status).toBe(400);

    const { kernel } = app.running;
    const expiredId = '00000000-0000-4000-8000-000000000001';
    const request = { requestId: expiredId, kind: 'export' as const, channel: 'mail' as const, email: guest.email, expiresAt: new Date(Date.now() - 60_000).toISOString() };
    await kernel.repository.decide(privacyRequestStream(expiredId), privacyRequestDecider, { type: 'RequestPersonalData', request }, systemContext('test-expired'));
    const expired = await api.get(`/api/privacy/export/${privacyLinkToken(kernel.config.jwtSecret, 'export', expiredId)}`);
    expect(expired.status).toBe(400);
  });

  it("opens the erasure link without erasing anything (a GET never erases); the confirming POST erases, and the venue's list shows 'Obrisan gost'", async () => {
    expect((await api.post('/api/privacy/erase', { email: guest.email })).body).toEqual(SAME_ANSWER);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(guest.email) && m.subject === 'Brisanje vaših podataka na Izlasku');
    expect(mail.text).toContain(`${app.baseUrl}/privacy/erase/`);
    const token = linkIn(mail, '/privacy/erase');

    const page = await fetch(`${app.baseUrl}/privacy/erase/${token}`);
    expect(page.status).toBe(200);
    const checked = await api.get(`/api/privacy/erase/${token}`);
    expect(checked.status).toBe(200);
    expect((await guestRow()).ours).toMatchObject({ firstName: guest.firstName, lastName: guest.lastName, email: guest.email });

    const erased = await api.post(`/api/privacy/erase/${token}`, {});
    expect([erased.status, erased.body.status, erased.body.statusUrl]).toEqual([202, 'pending', `/api/privacy/erase/${token}/status`]);
    expect(await erasureDone(erased.body.statusUrl)).toEqual({ status: 'done', message: 'Vaši lični podaci su obrisani.' });
    const { ours, theirs } = await guestRow();
    expect(ours).toMatchObject({ firstName: 'Obrisan', lastName: 'gost', persons: 3, email: '' });
    expect(theirs).toMatchObject({ firstName: other.firstName, email: other.email });

    expect((await api.post(`/api/privacy/erase/${token}`, {})).status).toBe(400);
    const exportLink = linkIn(await waitForMail(app.mailDir, (m) => m.to.includes(guest.email) && m.subject === 'Vaši podaci na Izlasku'), '/api/privacy/export');
    expect((await api.get(`/api/privacy/export/${exportLink}`)).status).toBe(400);
  });

  it('keeps both requests in the change history, who asked, when and when done, without the erased address', async () => {
    await readModelsCaughtUp(app, 20_000, ['history']);
    const history = await api.get('/api/history?entityType=privacy-request&size=100', app.adminToken);
    expect(history.status).toBe(200);
    const entries = history.body.data as {
      type: string;
      entityLabel: string;
      actor: { kind: string; name: string };
      occurredAt: string;
      changes: { field: string; after: string | null }[];
    }[];
    const types = entries.map((entry) => `${entry.type} ${entry.entityLabel} ${entry.actor.name}`);
    expect(types).toEqual(
      expect.arrayContaining([
        'PersonalDataRequested Preuzimanje podataka Gost',
        'PersonalDataExported Preuzimanje podataka Gost',
        'PersonalDataRequested Brisanje podataka Gost',
        'PersonalDataErased Brisanje podataka Gost',
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain(guest.email);
    // A manager does not read who asked for what.
    expect((await api.get('/api/history?entityType=privacy-request&size=100', managerToken)).body.data).toEqual([]);
  });

  it('limits the requests per address: the fourth within the window is a 429 in Serbian', async () => {
    for (let i = 0; i < 3; i++) expect((await api.post('/api/privacy/erase', { email: 'uporni@gost.test' })).status).toBe(202);
    const refused = await api.post('/api/privacy/erase', { email: 'UPORNI@gost.test' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Previše zahteva za ovu adresu\. Pokušajte ponovo za \d+ minut/);
  });

  it('holds the per-address limit under twenty requests at once: three answered 202, the rest 429, none 5xx', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/privacy/export', { email: 'navala@gost.test' })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(3).fill(202), ...Array(17).fill(429)]);
  });

  it('lets a signed-in guest download their data at once and erase it with their account; staff may not erase themselves this way', async () => {
    const account = registration('milica.profil', { firstName: 'Milica', lastName: 'Profilović', email: 'milica.profil@privatno.test' });
    expect((await registerMultipart(app.baseUrl, account)).status).toBe(201);
    const verify = await waitForMail(app.mailDir, (m) => m.to.includes(account.email));
    expect((await api.post(`/api/auth/verify-email/${tokenFromLink(verify.text, '/auth/verify-email')}`, {})).status).toBe(200);
    const token = await api.login(account.email, PASSWORD);
    expect(
      (
        await api.post(
          '/api/reservations',
          {
            clubId,
            tableId: tables['Sto 3'],
            date: displayed(addDays(night, 1)),
            persons: 2,
            firstName: 'Milica',
            lastName: 'Profilović',
            phone: '066 444 5555',
            email: account.email,
          },
          token,
        )
      ).status,
    ).toBe(201);
    await readModelsCaughtUp(app);

    expect((await api.get('/api/privacy/me/export')).status).toBe(401);
    const own = await api.get('/api/privacy/me/export', token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email: account.email, account: { username: 'milica.profil', firstName: 'Milica' }, reservations: [{ table: 'Sto 3', persons: 2 }] });
    expect(own.body.reservations).toHaveLength(1);

    expect((await api.post('/api/privacy/me/erase', {}, managerToken)).status).toBe(403);
    const erased = await api.post('/api/privacy/me/erase', {}, token);
    expect(erased.status).toBe(202);
    expect((await erasureDone(`/api/admin/privacy/erasures/${erased.body.requestId}`, app.adminToken)).status).toBe('done');
    expect((await api.get('/api/auth/me', token)).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: account.email, password: PASSWORD })).status).toBe(401);
    await readModelsCaughtUp(app);
    const rows = (await api.get('/api/reservations?all=true&size=100', managerToken)).body.data as { tableId: string; firstName: string; lastName: string }[];
    expect(rows.find((row) => row.tableId === tables['Sto 3'])).toMatchObject({ firstName: 'Obrisan', lastName: 'gost' });
    // Her account's names, address and username with it, in the events as in every other table.
    expect(await rowsHolding(app.running.kernel.pool, ['Profilović', 'milica.profil', '0601234567'])).toEqual([]);
  });
});
