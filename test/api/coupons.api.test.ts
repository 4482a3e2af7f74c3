import { randomUUID } from 'node:crypto';
import { CouponKeeper } from '../../backend/src/modules/coupons/commands/coupon-keeper';
import { CouponRedemptions } from '../../backend/src/modules/coupons/commands/coupon-redemptions';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, demoAppPerSuite } from '../support/app';
import { waitForMail } from '../support/mailbox';
import { MANAGER_PASSWORD, bracketFields, createVenue, registerAccount, sendForm } from './venues-fixtures';

// Friday 30 October 2026, 21:00 in Belgrade: tonight is Friday's night.
const FRIDAY_EVENING = new Date('2026-10-30T20:00:00Z');

/** The night `days` after 30.10.2026, as the form writes it. */
const night = (days: number) => {
  const date = new Date(Date.UTC(2026, 9, 30 + days));
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
};

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('Coupons API', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string;
  let otherClubId: string;
  let managerToken: string;
  let otherManagerToken: string;
  let tables: Record<string, string>;

  const coupon = (overrides: Record<string, unknown> = {}) => ({
    name: 'Petak popust',
    code: `K${randomUUID().slice(0, 8)}`,
    limit: 5,
    discount: 10,
    startDate: '30.10.2026',
    endDate: '31.12.2026',
    ...overrides,
  });
  const createCoupon = async (overrides: Record<string, unknown> = {}, token = managerToken) => {
    const created = await api.post('/api/coupons', coupon(overrides), token);
    if (created.status !== 201) throw new Error(`coupon: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body;
  };
  const guest = (overrides: Record<string, unknown> = {}) => ({
    clubId,
    tableId: tables['Sto 1'],
    date: night(1),
    persons: 2,
    firstName: 'Mila',
    lastName: 'Kupić',
    phone: '+381 64 222 3344',
    email: 'mila@gost.test',
    ...overrides,
  });
  const place = (overrides: Record<string, unknown> = {}) => api.post('/api/reservations', guest(overrides));
  const used = async (couponId: string) => (await api.get(`/api/coupons/${couponId}`, managerToken)).body.used as number;
  const refusal = (response: { status: number; body: { message?: string; field?: string } }) => [response.status, response.body.field, response.body.message];

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => FRIDAY_EVENING);
    const venue = await createVenue(api, app.adminToken, 'Klub Kupon', { email: 'klub@kupon.test' });
    clubId = venue.id;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    tables = {};
    for (const name of ['Sto 1', 'Sto 2', 'Sto 3', 'Sto 4']) tables[name] = (await api.post('/api/club/table', { name, maxPersons: 6 }, managerToken)).body._id;
    const other = await createVenue(api, app.adminToken, 'Klub Drugi');
    otherClubId = other.id;
    otherManagerToken = await api.login(other.managerEmail, MANAGER_PASSWORD);
  });

  it("lets a manager add, list, search, change and delete their venue's coupons", async () => {
    const created = await api.post('/api/coupons', coupon({ name: 'Jesenji popust', code: 'Jesen10' }), managerToken);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      clubId,
      club: 'Klub Kupon',
      name: 'Jesenji popust',
      code: 'Jesen10',
      limit: 5,
      used: 0,
      discount: 10,
      startDate: '2026-10-30',
      endDate: '2026-12-31',
      status: true,
    });

    const listed = await api.get('/api/coupons?search=jesen', managerToken);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((c: { code: string }) => c.code)).toEqual(['Jesen10']);
    expect(listed.body.paginationData).toMatchObject({ total_records: 1, size: 11 });
    expect((await api.get('/api/coupons?search=nema-ga', managerToken)).body.paginationData.total_records).toBe(0);

    const changed = await api.put(`/api/coupons/${created.body._id}`, { status: false, limit: '8', discount: '15' }, managerToken);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: false, limit: 8, discount: 15, name: 'Jesenji popust' });

    const taken = await api.post('/api/coupons', coupon({ code: 'JESEN10' }), managerToken);
    expect(refusal(taken)).toEqual([409, 'code', 'Kupon sa ovim kodom već postoji u ovom objektu']);
    expect((await api.post('/api/coupons', coupon({ code: 'jesen10' }), otherManagerToken)).status).toBe(201);

    const renamed = await api.put(`/api/coupons/${created.body._id}`, { code: 'Jesen15' }, managerToken);
    expect(renamed.body.code).toBe('Jesen15');
    const reused = await api.post('/api/coupons', coupon({ code: 'jesen10' }), managerToken);
    expect(reused.status).toBe(201);
    expect(refusal(await api.put(`/api/coupons/${reused.body._id}`, { code: 'JESEN15' }, managerToken))).toEqual([409, 'code', 'Kupon sa ovim kodom već postoji u ovom objektu']);

    expect((await api.delete(`/api/coupons/${created.body._id}`, managerToken)).status).toBe(200);
    expect((await api.get(`/api/coupons/${created.body._id}`, managerToken)).status).toBe(404);
    expect((await api.post('/api/coupons', coupon({ code: 'jesen15' }), managerToken)).status).toBe(201);
    expect((await api.put(`/api/coupons/${created.body._id}`, { limit: 2 }, managerToken)).status).toBe(404);
  });

  it('gives a code to exactly one of 20 simultaneous creations, whatever their case', async () => {
    const codes = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'TRKAKOD' : 'trkakod'));
    const attempts = await Promise.all(codes.map((code, i) => api.post('/api/coupons', coupon({ code, name: `Trka ${i}` }), managerToken)));
    expect(attempts.filter((attempt) => attempt.status === 201)).toHaveLength(1);
    const refused = attempts.filter((attempt) => attempt.status !== 201);
    expect(new Set(refused.map(refusal).map(String))).toEqual(new Set([String([409, 'code', 'Kupon sa ovim kodom već postoji u ovom objektu'])]));
    const listed = await api.get('/api/coupons?search=trkakod&size=50', managerToken);
    expect(listed.body.paginationData.total_records).toBe(1);
  });

  it('lets admins manage any venue, managers only their own; users, staff and anonymous callers none', async () => {
    const mine = await createCoupon();
    await registerAccount(app, 'user', 'korisnik@kupon.test');
    await registerAccount(app, 'staff', 'osoblje@kupon.test', clubId);
    const userToken = await api.login('korisnik@kupon.test', 'lozinka123');
    const staffToken = await api.login('osoblje@kupon.test', 'lozinka123');

    for (const token of [undefined, userToken, staffToken]) {
      const expected = token ? 403 : 401;
      expect((await api.get('/api/coupons', token)).status).toBe(expected);
      expect((await api.get(`/api/coupons/${mine._id}`, token)).status).toBe(expected);
      expect((await api.post('/api/coupons', coupon(), token)).status).toBe(expected);
      expect((await api.put(`/api/coupons/${mine._id}`, { limit: 9 }, token)).status).toBe(expected);
      expect((await api.delete(`/api/coupons/${mine._id}`, token)).status).toBe(expected);
    }

    expect((await api.get(`/api/coupons?clubId=${clubId}`, otherManagerToken)).status).toBe(403);
    const theirs = (await api.get('/api/coupons?size=100', otherManagerToken)).body.data;
    expect(theirs.every((c: { clubId: string }) => c.clubId === otherClubId)).toBe(true);
    expect((await api.get(`/api/coupons/${mine._id}`, otherManagerToken)).status).toBe(404);
    expect((await api.put(`/api/coupons/${mine._id}`, { limit: 9 }, otherManagerToken)).status).toBe(403);
    expect((await api.delete(`/api/coupons/${mine._id}`, otherManagerToken)).status).toBe(403);
    expect((await api.post('/api/coupons', coupon({ clubId }), otherManagerToken)).status).toBe(403);
    expect(await used(mine._id)).toBe(0);

    const all = await api.get('/api/coupons?size=100', app.adminToken);
    expect(new Set(all.body.data.map((c: { clubId: string }) => c.clubId))).toEqual(new Set([clubId, otherClubId]));
    const filtered = await api.get(`/api/coupons?size=100&clubId=${otherClubId}`, app.adminToken);
    expect(filtered.body.data.every((c: { clubId: string }) => c.clubId === otherClubId)).toBe(true);
    expect(refusal(await api.post('/api/coupons', coupon(), app.adminToken))).toEqual([400, 'clubId', 'Objekat je obavezan (clubId)']);
    const byAdmin = await api.post('/api/coupons', coupon({ clubId }), app.adminToken);
    expect([byAdmin.status, byAdmin.body.clubId]).toEqual([201, clubId]);
    expect((await api.put(`/api/coupons/${byAdmin.body._id}`, { status: false }, app.adminToken)).body.status).toBe(false);
  });

  it('refuses bad input with a Serbian message on the field', async () => {
    const empty = await api.post('/api/coupons', {}, managerToken);
    expect(empty.status).toBe(400);
    expect(Object.fromEntries(empty.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]))).toEqual({
      name: 'Naziv kupona je obavezno polje',
      code: 'Kupon kod je obavezno polje',
      limit: 'Limit mora biti ceo broj od 1 do 100000',
      discount: 'Popust mora biti ceo broj od 1 do 100 (procenat)',
      startDate: 'Početni datum je obavezno polje',
      endDate: 'Završni datum je obavezno polje',
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ discount: 101 }, 'discount', 'Popust mora biti ceo broj od 1 do 100 (procenat)'],
      [{ discount: '0' }, 'discount', 'Popust mora biti ceo broj od 1 do 100 (procenat)'],
      [{ limit: -1 }, 'limit', 'Limit mora biti ceo broj od 1 do 100000'],
      [{ code: 'ima razmak' }, 'code', 'Kupon kod sme da sadrži samo slova, cifre, - i _ (najviše 40 znakova)'],
      [{ startDate: '31.02.2026' }, 'startDate', 'Početni datum nije ispravan (dd.MM.yyyy)'],
      [{ endDate: '29.10.2026' }, 'endDate', 'Završni datum ne može biti pre početnog'],
      [{ status: 'možda' }, 'status', 'Status mora biti true ili false'],
    ];
    for (const [overrides, field, message] of cases) {
      expect([overrides, ...refusal(await api.post('/api/coupons', coupon(overrides), managerToken))]).toEqual([overrides, 400, field, message]);
    }
    const existing = await createCoupon();
    expect(refusal(await api.put(`/api/coupons/${existing._id}`, { startDate: '01.01.2027' }, managerToken))).toEqual([400, 'endDate', 'Završni datum ne može biti pre početnog']);
    expect(refusal(await api.get('/api/coupons?size=1000', managerToken))).toEqual([400, 'size', 'Veličina stranice mora biti između 1 i 100']);
    expect(refusal(await place({ couponCode: 'ne valja!' }))).toEqual([400, 'couponCode', 'Kupon kod sme da sadrži samo slova, cifre, - i _ (najviše 40 znakova)']);
    expect(refusal(await place({ couponCode: 'ZERO\u200BWIDTH' }))[0]).toBe(400);
    expect((await api.put(`/api/coupons/${'x'.repeat(300)}`, { limit: 2 }, managerToken)).status).toBe(404);
    expect((await api.delete('/api/coupons/nema-ga', managerToken)).status).toBe(404);
    for (const raw of ['nije json', '[]', '42', 'null']) {
      expect([raw, (await api.request('POST', '/api/coupons', { raw, token: managerToken })).status]).toEqual([raw, 400]);
      expect([raw, (await api.request('PUT', `/api/coupons/${existing._id}`, { raw, token: managerToken })).status]).toEqual([raw, 400]);
    }
    expect((await api.post('/api/coupons', coupon({ name: 'x'.repeat(10_000) }), managerToken)).body.field).toBe('name');
    expect((await api.get('/api/coupons?page=abc', managerToken)).status).toBe(400);
    expect((await api.get(`/api/coupons?search=${'%'.repeat(50)}`, managerToken)).body.paginationData.total_records).toBe(0);
  });

  it('takes a code in any case on a reservation, records the discount, and mails the guest the discounted ticket price', async () => {
    const created = await createCoupon({ code: 'Subota20', discount: 20 });
    const placed = await place({ couponCode: 'subota20', email: 'popust@gost.test' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ couponCode: 'Subota20', discountPercent: 20, ticketPrice: null, discountedTicketPrice: null });
    expect(await used(created._id)).toBe(1);
    const detail = await api.get(`/api/reservations/${placed.body._id}`, managerToken);
    expect(detail.body).toMatchObject({ couponCode: 'Subota20', discountPercent: 20 });
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes('popust@gost.test') && m.subject.includes(placed.body.uniqueId));
    expect(mail.text).toContain('Kupon: Subota20 · popust 20%');

    const form = bracketFields({ title: 'Žurka sa kuponom', description: 'Do jutra', dateOfEvent: night(2), startTime: '23:00', type: 'Žurka', ticketPrice: '1500' });
    const event = await sendForm(app.baseUrl, 'POST', '/api/event', form, [], managerToken);
    expect(event.status).toBe(201);
    const atEvent = await place({ eventId: event.body._id, tableId: tables['Sto 2'], couponCode: 'SUBOTA20', email: 'dogadjaj@gost.test' });
    expect(atEvent.status).toBe(201);
    expect(atEvent.body).toMatchObject({ couponCode: 'Subota20', discountPercent: 20, ticketPrice: '1500', discountedTicketPrice: '1200' });
    const eventMail = await waitForMail(app.mailDir, (m) => m.to.includes('dogadjaj@gost.test') && m.subject.includes(atEvent.body.uniqueId));
    expect(eventMail.text).toContain('Cena ulaznice uz popust: 1200 RSD (umesto 1500 RSD)');
    const list = await api.get(`/api/reservations?all=true&size=100&search=${atEvent.body.uniqueId}`, managerToken);
    expect(list.body.data[0]).toMatchObject({ couponCode: 'Subota20', discountPercent: 20, discountedTicketPrice: '1200' });
    expect(await used(created._id)).toBe(2);
  });

  it('refuses a code, naming the reason, unless the guest chose to reserve without the discount', async () => {
    const off = await createCoupon({ code: 'Ugasen', status: false });
    await createCoupon({ code: 'Decembar', startDate: '01.12.2026', endDate: '31.12.2026' });
    await createCoupon({ code: 'Prosao', startDate: '01.10.2026', endDate: '30.10.2026' });
    await createCoupon({ code: 'Tudji' }, otherManagerToken);
    const cases: [string, number, string][] = [
      ['nepostoji', 400, 'Kupon sa ovim kodom ne postoji'],
      ['tudji', 400, 'Kupon ne važi u ovom objektu'],
      ['ugasen', 400, 'Kupon nije aktivan'],
      ['decembar', 400, 'Kupon važi tek od 01.12.2026'],
      ['prosao', 400, 'Kupon je istekao 30.10.2026'],
    ];
    for (const [couponCode, status, message] of cases) {
      expect([couponCode, ...refusal(await place({ couponCode, tableId: tables['Sto 3'] }))]).toEqual([couponCode, status, 'couponCode', message]);
    }
    expect((await api.get(`/api/reservations?all=true&size=100`, managerToken)).body.data.filter((r: { tableId: string }) => r.tableId === tables['Sto 3'])).toHaveLength(0);

    const without = await place({ couponCode: 'ugasen', couponOptional: true, tableId: tables['Sto 3'] });
    expect(without.status).toBe(201);
    expect(without.body).toMatchObject({ couponCode: null, discountPercent: null });
    expect(await used(off._id)).toBe(0);
  });

  it('gives exactly 3 of 50 simultaneous reservations the coupon with limit 3, and every read model counts 3', async () => {
    const limited = await createCoupon({ code: 'Trojica', limit: 3 });
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place({ tableId: tables['Sto 4'], date: night(3 + i), couponCode: 'TROJICA', couponOptional: i % 2 === 0, email: `gost${i}@gost.test` }),
      ),
    );
    const withCoupon = attempts.filter((a) => a.status === 201 && a.body.couponCode === 'Trojica');
    const withoutCoupon = attempts.filter((a) => a.status === 201 && a.body.couponCode === null);
    const refused = attempts.filter((a) => a.status !== 201);
    expect(withCoupon).toHaveLength(3);
    expect(withoutCoupon).toHaveLength(25 - withCoupon.filter((a) => attempts.indexOf(a) % 2 === 0).length);
    expect(refused).toHaveLength(50 - 3 - withoutCoupon.length);
    expect(new Set(refused.map(refusal).map(String))).toEqual(new Set([String([409, 'couponCode', 'Kupon je već iskorišćen do svog limita'])]));

    expect(await used(limited._id)).toBe(3);
    const listed = (await api.get('/api/coupons?search=trojica', managerToken)).body.data[0];
    expect(listed.used).toBe(3);
    const { rows } = await app.running.kernel.pool.query(
      `SELECT (SELECT count(*)::int FROM reservations WHERE coupon_id = $1 AND NOT deleted AND status IN ('Pending', 'Complete')) AS reservations,
              (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = $1 AND released_at IS NULL) AS redemptions`,
      [limited._id],
    );
    expect(rows[0]).toEqual({ reservations: 3, redemptions: 3 });
  });

  it('gives the use back when the table is taken meanwhile, and when a reservation is cancelled, rejected or deleted', async () => {
    const racing = await createCoupon({ code: 'Trka', limit: 10 });
    const sameTable = await Promise.all(Array.from({ length: 6 }, (_, i) => place({ tableId: tables['Sto 1'], date: night(45), couponCode: 'trka', email: `trka${i}@gost.test` })));
    expect(sameTable.filter((a) => a.status === 201)).toHaveLength(1);
    expect(
      await eventually(
        () => used(racing._id),
        (n) => n === 1,
      ),
    ).toBe(1);

    const giving = await createCoupon({ code: 'Vrati', limit: 3 });
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await place({ tableId: tables['Sto 2'], date: night(40 + i), couponCode: 'vrati' })).body);
    expect(refusal(await place({ tableId: tables['Sto 2'], date: night(43), couponCode: 'vrati' }))).toEqual([409, 'couponCode', 'Kupon je već iskorišćen do svog limita']);

    expect((await api.put(`/api/reservations/${placed[0]._id}`, { status: 'Cancelled' }, managerToken)).status).toBe(200);
    expect(
      await eventually(
        () => used(giving._id),
        (n) => n === 2,
      ),
    ).toBe(2);
    expect((await api.put(`/api/reservations/${placed[1]._id}`, { status: 'Rejected' }, managerToken)).status).toBe(200);
    expect(
      await eventually(
        () => used(giving._id),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect((await api.delete(`/api/reservations/${placed[2]._id}`, managerToken)).status).toBe(200);
    expect(
      await eventually(
        () => used(giving._id),
        (n) => n === 0,
      ),
    ).toBe(0);

    const again = await place({ tableId: tables['Sto 2'], date: night(43), couponCode: 'vrati' });
    expect([again.status, again.body.couponCode]).toEqual([201, 'Vrati']);
    expect(await used(giving._id)).toBe(1);
  });

  it('gives back a use whose reservation never appeared (the process died between the two writes)', async () => {
    const orphaned = await createCoupon({ code: 'Siroce', limit: 1 });
    const context = systemContext(randomUUID());
    const taken = await app.running.app.get(CouponRedemptions).redeem(clubId, 'siroce', { reservationId: randomUUID(), tableId: tables['Sto 3'], night: '2026-11-20' }, context);
    await app.running.kernel.projections.waitFor(taken.position!, 20_000);
    expect(await used(orphaned._id)).toBe(1);
    expect(refusal(await place({ tableId: tables['Sto 3'], date: '20.11.2026', couponCode: 'siroce' }))).toEqual([409, 'couponCode', 'Kupon je već iskorišćen do svog limita']);

    await app.running.kernel.pool.query("UPDATE coupon_redemptions SET redeemed_at = now() - interval '2 minutes' WHERE coupon_id = $1", [orphaned._id]);
    await app.running.app.get(CouponKeeper).sweep();
    expect(
      await eventually(
        () => used(orphaned._id),
        (n) => n === 0,
      ),
    ).toBe(0);
    expect((await place({ tableId: tables['Sto 3'], date: '20.11.2026', couponCode: 'siroce' })).body.couponCode).toBe('Siroce');
  });
});

describe('Demo data (SEED_DEMO): coupons of every demo venue, used by some reservations', () => {
  const app = demoAppPerSuite();
  const { api } = app;

  it("shows a manager their venue's coupons, on and off, and the reservations that used one", async () => {
    const manager = await api.login('menadzer.ponoc@izlazak.rs', 'izlazak-demo');
    const coupons = (await api.get('/api/coupons', manager)).body.data as { code: string; status: boolean; used: number }[];
    expect(coupons.map((c) => [c.code, c.status]).sort()).toEqual([
      ['DOBRODOSLI10', true],
      ['LETO25', false],
      ['VIKEND20', true],
    ]);
    const welcome = coupons.find((c) => c.code === 'DOBRODOSLI10')!;
    const reservations = (await api.get('/api/reservations?all=true&size=100', manager)).body.data as { couponCode: string | null; status: string }[];
    const holding = reservations.filter((r) => r.couponCode === 'DOBRODOSLI10' && ['Pending', 'Complete'].includes(r.status));
    expect(holding.length).toBeGreaterThan(0);
    expect(welcome.used).toBe(holding.length);
  });
});
