import { apiErrorView, check, doorCodeView, doorNightView, guestDoorCodeView, reservationScanView, type Struct } from '@izlazak/contracts';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite } from '../support/app';
import { waitForMailTo } from '../support/mailbox';
import { decodeQrPng, qrInMail } from '../support/qr';
import { signedInStaff, staffedVenue } from '../support/venues';
import { createVenue, registerAccount } from './venues-fixtures';

// Friday 30 October 2026, 23:41 in Belgrade: tonight is Friday's night.
const FRIDAY_LATE = new Date('2026-10-30T22:41:00Z');

describe('The door: QR codes in the mails, scanning them, and tonight’s list', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  let otherClubId: string, otherStaffToken: string;
  let guestToken: string;
  let now = FRIDAY_LATE;

  const place = async (tableName: string, email: string, overrides: Record<string, unknown> = {}, token?: string) => {
    const placed = await api.post(
      '/api/reservations',
      { clubId, tableId: tables[tableName], date: '30.10.2026', persons: 4, firstName: 'Jovana', lastName: 'Marić', phone: '+381 64 111 2233', email, ...overrides },
      token,
    );
    expect(placed.status).toBe(201);
    return placed.body as { _id: string; uniqueId: string; version: number };
  };
  const confirm = async (id: string) => {
    const confirmed = await api.put(`/api/reservations/${id}`, { status: 'Complete' }, managerToken);
    expect(confirmed.status).toBe(200);
    return confirmed.body;
  };
  const mailTo = (email: string, subject: string) => waitForMailTo(app.mailDir, email, subject);
  /** The answer has the shape the OpenAPI document gives it (contracts/src/views.ts). */
  const documented = (body: unknown, struct: Struct<any, any>) => expect(check(body, struct).errors ?? 'as documented').toBe('as documented');
  const scan = (code: unknown, token = staffToken) => api.post('/api/door/scan', { code }, token);
  const codeOf = async (id: string) => (await api.get(`/api/reservations/${id}/door-code`, managerToken)).body as { token: string; url: string; qr: string };

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => now);
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Kapija',
      tables: [
        { name: 'Sto 10', maxPersons: 6 },
        { name: 'Sto 2', maxPersons: 6 },
        { name: 'Sto 1', maxPersons: 6 },
        { name: 'Sto 3', maxPersons: 6 },
        { name: 'Sto 4', maxPersons: 6 },
        { name: 'Separe', maxPersons: 10 },
      ],
      staffEmail: 'marko@kapija.test',
    }));
    otherClubId = (await createVenue(api, app.adminToken, 'Klub Druga Kapija')).id;
    otherStaffToken = await signedInStaff(app, 'osoblje@druga-kapija.test', otherClubId);
    const guest = await registerAccount(app, 'user', 'gost@kapija.test');
    guestToken = await api.login(guest.email, guest.password);
  });

  afterEach(() => {
    now = FRIDAY_LATE;
  });

  it("mails a QR code of APP_URL/r/<token> with the placement and the confirmation; the door lets it in, and after 'Stigli' names when and who", async () => {
    const { _id } = await place('Sto 1', 'jovana@gost.test');
    const placedMail = await mailTo('jovana@gost.test', 'primljena');
    const url = qrInMail(placedMail)!;
    expect(url).toMatch(new RegExp(`^${app.baseUrl.replace(/[.]/g, '\\.')}/r/[A-Za-z0-9_-]{38}$`));
    expect(placedMail.text).toContain(`Kod za ulaz: ${url}`);
    expect(placedMail.html).toContain('alt="QR kod za ulaz');
    // The code's address is a link, and the mail says when the night starts.
    expect(placedMail.html).toContain(`<a href="${url}">${url}</a>`);
    expect(placedMail.text).toMatch(/Početak: \d\d:\d\d/);

    await confirm(_id);
    expect(qrInMail(await mailTo('jovana@gost.test', 'potvrđena'))).toBe(url);
    expect((await codeOf(_id)).url).toBe(url);

    const scanned = await scan(url);
    expect(scanned.status).toBe(200);
    expect(scanned.body).toMatchObject({ _id, status: 'Complete', tableName: 'Sto 1', date: '2026-10-30', persons: 4, arrivedAt: null });
    documented(scanned.body, reservationScanView);
    const token = url.slice(url.lastIndexOf('/') + 1);
    expect((await scan(` ${token} `)).body._id).toBe(_id);
    // Scanning changes nothing: the door taps 'Stigli' next.
    expect((await api.get(`/api/reservations/${_id}`, managerToken)).body.version).toBe(scanned.body.version);

    expect((await api.post(`/api/reservations/${_id}/arrival`, { persons: 3 }, staffToken)).status).toBe(200);
    const again = await scan(url);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409, message: 'Jovana Marić, Sto 1: ušli u 23:41 (upisao: Test)', field: 'code' });
    expect(again.body.reservation).toMatchObject({ _id, status: 'Arrived', arrivedPersons: 3, arrivedBy: 'Test' });
    documented(again.body, apiErrorView);
  });

  it("refuses another venue's code (403), a code that is not one (404), and a body without a code (400), for the door's people only", async () => {
    const { _id } = await place('Sto 2', 'petar@gost.test');
    const { url } = await codeOf(_id);

    const otherVenue = await scan(url, otherStaffToken);
    expect(otherVenue.status).toBe(403);
    expect(otherVenue.body.message).toBe('Ovaj kod je za drugi objekat');
    expect(otherVenue.body.reservation).toBeUndefined();

    const cancelLink = /Otkaži rezervaciju: (\S+)/.exec((await mailTo('petar@gost.test', 'primljena')).text)![1];
    const forged = url.slice(0, -2) + (url.endsWith('AA') ? 'BB' : 'AA');
    for (const garbage of ['https://example.test/r/nije-kod', 'HELLO WORLD', cancelLink, forged, url.replace('/r/', '/x/')]) {
      const answer = await scan(garbage);
      expect([garbage, answer.status, answer.body.message]).toEqual([garbage, 404, 'Kod nije prepoznat']);
    }

    for (const body of [{}, { code: '' }, { code: '   ' }, { code: 42 }, { code: 'x'.repeat(2001) }]) {
      const answer = await api.post('/api/door/scan', body, staffToken);
      expect([JSON.stringify(body).slice(0, 30), answer.status, answer.body.field]).toEqual([JSON.stringify(body).slice(0, 30), 400, 'code']);
    }
    expect((await scan(url, guestToken)).status).toBe(403);
    expect((await api.post('/api/door/scan', { code: url })).status).toBe(401);
    expect((await scan(url, app.adminToken)).status).toBe(200);
  });

  it('refuses a code of another night naming the night, and a cancelled reservation; past midnight it is still tonight', async () => {
    const tomorrow = await place('Separe', 'sutra@gost.test', { date: '31.10.2026' });
    const later = await scan((await codeOf(tomorrow._id)).url);
    expect(later.status).toBe(409);
    expect(later.body.message).toBe('Rezervacija nije za večeras, već za 31.10.2026');
    expect(later.body.reservation).toMatchObject({ _id: tomorrow._id, date: '2026-10-31' });

    const cancelled = await place('Sto 3', 'otkaz@gost.test');
    expect((await api.put(`/api/reservations/${cancelled._id}`, { status: 'Cancelled' }, managerToken)).status).toBe(200);
    const refused = await scan((await codeOf(cancelled._id)).url);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Rezervacija je otkazana');

    const tonight = await place('Sto 4', 'kasno@gost.test');
    const { url } = await codeOf(tonight._id);
    now = new Date('2026-10-31T01:30:00Z'); // 02:30 on Saturday in Belgrade: still Friday's night
    expect((await scan(url)).status).toBe(200);
    now = new Date('2026-10-31T20:00:00Z'); // Saturday evening: Friday's night is over
    const earlier = await scan(url);
    expect(earlier.status).toBe(409);
    expect(earlier.body.message).toBe('Rezervacija je bila za 30.10.2026, ne za večeras');
  });

  it('shows the guest who scans their own code their reservation, its QR picture, and the code in their profile', async () => {
    const own = await place('Sto 10', 'gost@kapija.test', {}, guestToken);
    const mail = await mailTo('gost@kapija.test', 'primljena');
    const url = qrInMail(mail)!;
    const token = url.slice(url.lastIndexOf('/') + 1);

    const page = await api.get(`/api/door/code/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ _id: own._id, uniqueId: own.uniqueId, club: 'Klub Kapija', tableName: 'Sto 10', date: '2026-10-30', status: 'Pending', depositDue: null });
    documented(page.body, guestDoorCodeView);
    // Whoever sees the QR code can open this: nothing of the guest's contact, account or money is in it.
    const shown = JSON.stringify(page.body);
    for (const personal of ['gost@kapija.test', '+381 64 111 2233', 'Jovana', 'Marić']) expect(shown).not.toContain(personal);
    for (const field of ['email', 'phone', 'firstName', 'lastName', 'userId', 'spend', 'deposit', 'guest', 'arrivedBy']) expect(page.body).not.toHaveProperty(field);
    expect((await api.get('/api/door/code/nije-kod')).body).toMatchObject({ statusCode: 404, message: 'Kod nije prepoznat' });

    const picture = await fetch(`${app.baseUrl}/api/door/code/${token}/qr.png`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(decodeQrPng(Buffer.from(await picture.arrayBuffer()))).toBe(url);

    const mine = await api.get(`/api/reservations/${own._id}/door-code`, guestToken);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ _id: own._id, token, url, qr: `/api/door/code/${token}/qr.png` });
    documented(mine.body, doorCodeView);

    // 'Pošalji ponovo' and a move mail the same code again.
    expect((await api.post(`/api/reservations/${own._id}/resend-mail`, {}, staffToken)).status).toBe(202);
    expect(qrInMail(await mailTo('gost@kapija.test', 'Na čekanju'))).toBe(url);
    expect((await api.put(`/api/reservations/${own._id}`, { tableId: tables['Sto 3'] }, managerToken)).status).toBe(200);
    expect(qrInMail(await mailTo('gost@kapija.test', 'izmenjena'))).toBe(url);
    expect((await api.put(`/api/reservations/${own._id}`, { tableId: tables['Sto 10'] }, managerToken)).status).toBe(200);
    expect((await api.get(`/api/reservations/${own._id}/door-code`, staffToken)).body.url).toBe(url);
    expect((await api.get(`/api/reservations/${own._id}/door-code`, otherStaffToken)).status).toBe(404);
    expect((await api.get(`/api/reservations/${own._id}/door-code`)).status).toBe(401);
  });

  it("lists tonight's reservations only, by table, with the tokens the codes carry, and tonight's free tables", async () => {
    const list = await api.get('/api/door/tonight', staffToken);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ clubId, club: 'Klub Kapija', night: '2026-10-30', asOf: FRIDAY_LATE.toISOString() });
    documented(list.body, doorNightView);
    const rows = list.body.reservations as { _id: string; tableName: string; status: string; doorToken: string; arrivedBy: string | null; phone: string }[];
    // Sto 3's reservation was cancelled and the Separe's is tomorrow's.
    expect(rows.map((r) => `${r.tableName} ${r.status}`)).toEqual(['Sto 1 Arrived', 'Sto 2 Pending', 'Sto 4 Pending', 'Sto 10 Pending']);
    expect(rows[0]).toMatchObject({ arrivedPersons: 3, arrivedBy: 'Test', phone: '+381 64 111 2233' });
    for (const row of rows) {
      const scanned = (await scan(row.doorToken)).body;
      expect(scanned._id ?? scanned.reservation._id).toBe(row._id);
    }
    expect((list.body.freeTables as { name: string; maxPersons: number }[]).map((t) => `${t.name} ${t.maxPersons}`)).toEqual(['Separe 10', 'Sto 3 6']);

    const noShow = rows.find((r) => r.tableName === 'Sto 4')!;
    expect((await api.post(`/api/reservations/${noShow._id}/no-show`, {}, staffToken)).status).toBe(200);
    const after = (await api.get('/api/door/tonight', managerToken)).body;
    expect(after.reservations.find((r: { _id: string }) => r._id === noShow._id).status).toBe('NoShow');
    expect(after.freeTables.map((t: { name: string }) => t.name)).toEqual(['Separe', 'Sto 3', 'Sto 4']);

    const admin = await api.get('/api/door/tonight', app.adminToken);
    expect([admin.status, admin.body.field]).toEqual([400, 'clubId']);
    expect((await api.get(`/api/door/tonight?clubId=${clubId}`, app.adminToken)).body.reservations).toHaveLength(4);
    expect((await api.get(`/api/door/tonight?clubId=${clubId}`, otherStaffToken)).status).toBe(403);
    expect((await api.get('/api/door/tonight', otherStaffToken)).body).toMatchObject({ clubId: otherClubId, reservations: [] });
    expect((await api.get('/api/door/tonight', guestToken)).status).toBe(403);
  });

  it("lists tonight's guests whose deposit is still due, with its amount, and takes it at the door ('Plaćeno na ulazu') before 'Stigli'", async () => {
    const venue = await staffedVenue(app, {
      name: 'Klub Depozit',
      tables: [
        { name: 'Separe 1', maxPersons: 8 },
        { name: 'Sto 5', maxPersons: 4 },
      ],
      staffEmail: 'vrata@depozit.test',
    });
    const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Depozit d.o.o.', payeePlace: 'Beograd' };
    const rule = { tableId: venue.tables['Separe 1'], minimumSpend: 20000, deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' };
    expect((await api.put(`/api/club/${venue.clubId}/terms`, { ...PAYEE, rules: [rule] }, venue.managerToken)).status).toBe(200);
    const placed = await api.post('/api/reservations', {
      clubId: venue.clubId,
      tableId: venue.tables['Separe 1'],
      date: '30.10.2026',
      persons: 6,
      firstName: 'Marko',
      lastName: 'Petrović',
      phone: '+381 63 555 1234',
      email: 'marko@depozit.test',
    });
    expect([placed.status, placed.body.status]).toEqual([201, 'AwaitingPayment']);

    const door = async () => (await api.get('/api/door/tonight', venue.staffToken)).body;
    const listed = await door();
    documented(listed, doorNightView);
    const due = listed.reservations.find((r: { _id: string }) => r._id === placed.body._id);
    expect(due).toMatchObject({ lastName: 'Petrović', tableName: 'Separe 1', status: 'AwaitingPayment', depositDue: { amount: 10000, dueAt: placed.body.deposit.dueAt } });
    // A table held for money is not free for a walk-in.
    expect(listed.freeTables.map((t: { name: string }) => t.name)).toEqual(['Sto 5']);

    const wrongWay = await api.post(`/api/reservations/${placed.body._id}/payment`, { method: 'ček' }, venue.staffToken);
    expect([wrongWay.status, wrongWay.body.field]).toEqual([400, 'method']);
    expect((await door()).reservations[0].status).toBe('AwaitingPayment');

    const paid = await api.post(`/api/reservations/${placed.body._id}/payment`, { method: 'cash', commandId: 'door-pay-00000001' }, venue.staffToken);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'Complete', deposit: { state: 'paid', paidAmount: 10000 } });
    const again = await api.post(`/api/reservations/${placed.body._id}/payment`, { method: 'cash', commandId: 'door-pay-00000001' }, venue.staffToken);
    expect([again.status, again.body.deposit.state]).toEqual([200, 'paid']);
    expect((await door()).reservations[0]).toMatchObject({ status: 'Complete', depositDue: null });

    expect((await api.post(`/api/reservations/${placed.body._id}/arrival`, { persons: 6 }, venue.staffToken)).status).toBe(200);
    const history = await api.get(`/api/history?entityType=reservation&entityId=${placed.body._id}`, venue.managerToken);
    const summaries = history.body.data.map((entry: { summary: string }) => entry.summary);
    expect(summaries.filter((summary: string) => summary.includes('naplatio depozit na ulazu (gotovina na ulazu)'))).toHaveLength(1);
  });
});
