import type { GuestListEntryView, GuestListView, PromoterMeView, UserView } from '@izlazak/contracts';
import { check } from '@izlazak/contracts';
import { ROUTE_ANSWERS, answerStruct } from '../../backend/src/platform/http/openapi-answers';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite } from '../support/app';
import { staffedVenue, venueWithManager } from '../support/venues';

const nightAfter = (days: number) => addDays(nightOf(new Date()), days);
const PASSWORD = 'lozinka123';
const asDocumented = (route: string, body: unknown) => expect(check(body, answerStruct(ROUTE_ANSWERS[route].success)!).errors).toBeNull();

/** A venue's promoters against the real stack: made by its manager, one login for several venues, their code on lists. */
describe('Promoters', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  let otherClubId: string, otherManagerToken: string;
  let marko: { id: string; token: string; me: PromoterMeView };
  let jelena: { id: string; token: string; me: PromoterMeView };

  const promoterForm = (name: string, extra: Record<string, unknown> = {}) => ({
    firstName: name,
    lastName: 'Promoterović',
    mobilePhone: '0611111111',
    email: `${name.toLowerCase()}@promoter.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: 'promoter',
    ...extra,
  });

  async function promoter(name: string, token = managerToken, extra: Record<string, unknown> = {}) {
    const created = await api.post<UserView>('/api/user', promoterForm(name, extra), token);
    expect(created.status).toBe(201);
    await api.openVerificationLink(`${name.toLowerCase()}@promoter.test`);
    const login = await api.post<{ token: string; user: UserView }>('/api/auth/login', { email: `${name.toLowerCase()}@promoter.test`, password: PASSWORD });
    expect(login.status).toBe(200);
    const me = await api.get<PromoterMeView>('/api/promoters/me', login.body.token);
    expect(me.status).toBe(200);
    return { id: created.body._id, token: login.body.token, me: me.body, created: created.body };
  }

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Promo',
      openEveryNight: true,
      tables: [{ name: 'Sto 1', maxPersons: 4 }],
      staffEmail: 'vrata@promo.test',
    }));
    ({ clubId: otherClubId, managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Drugi'));
    marko = await promoter('Marko');
    jelena = await promoter('Jelena', app.adminToken, { clubId });
  });

  const LIST = { name: 'Lista — besplatan ulaz do 00:30', benefit: 'Besplatan ulaz', price: 0, capacity: 50, maxPlusOnes: 2, closesAt: '00:30', public: true };
  const openList = async (night: string, changes: Record<string, unknown> = {}) => {
    const opened = await api.post<GuestListView>(`/api/club/${clubId}/guest-lists`, { night, ...LIST, ...changes }, managerToken);
    expect(opened.status).toBe(201);
    return opened.body;
  };
  const signUp = (listId: string, phone: string, changes: Record<string, unknown> = {}, token?: string) =>
    api.post(`/api/guest-lists/${listId}/entries`, { firstName: 'Ana', lastName: 'Ilić', phone, plusOnes: 0, ...changes }, token);

  it('makes a promoter of the venue with a short code, a link and the venue; their login answers like any other', async () => {
    expect(marko.me.code).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    expect(marko.me.link).toMatch(new RegExp(`/l/${marko.me.code}$`));
    expect(marko.me.venues).toEqual([{ _id: clubId, name: 'Klub Promo' }]);
    expect(jelena.me.code).not.toBe(marko.me.code);
    asDocumented('GET /api/promoters/me', marko.me);
    const me = await api.get<UserView>('/api/auth/me', marko.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'promoter', clubId });
  });

  it("refuses another venue's manager, an admin's promoter without a venue, and /me for anyone but a promoter", async () => {
    const foreign = await api.post('/api/user', promoterForm('Tudji', { clubId }), otherManagerToken);
    expect(foreign.status).toBe(403);
    const nowhere = await api.post('/api/user', promoterForm('Niciji'), app.adminToken);
    expect([nowhere.status, nowhere.body.field]).toEqual([400, 'clubId']);
    expect((await api.get('/api/promoters/me', managerToken)).status).toBe(403);
    expect((await api.get('/api/promoters/me', staffToken)).status).toBe(403);
    expect((await api.get('/api/promoters/me')).status).toBe(401);
  });

  it("adds a second venue to the same login when that venue's manager adds the promoter's e-mail", async () => {
    const again = await api.post<UserView>('/api/user', promoterForm('Jelena'), otherManagerToken);
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(jelena.id);
    const me = await api.get<PromoterMeView>('/api/promoters/me', jelena.token);
    expect(me.body).toEqual({
      ...jelena.me,
      venues: [
        { _id: clubId, name: 'Klub Promo' },
        { _id: otherClubId, name: 'Klub Drugi' },
      ],
    });
  });

  it("gives a code and the venue to staff made a promoter in 'Osoblje', whose link stops when they are staff again", async () => {
    const form = { ...promoterForm('Vesna'), role: 'staff' };
    const made = await api.post<UserView>('/api/user', form, managerToken);
    expect(made.status).toBe(201);
    await api.openVerificationLink(form.email);
    const signIn = async () => (await api.post<{ token: string }>('/api/auth/login', { email: form.email, password: PASSWORD })).body.token;
    expect((await api.get('/api/promoters/me', await signIn())).status).toBe(403);

    expect((await api.put(`/api/user/${made.body._id}`, { role: 'promoter' }, managerToken)).status).toBe(200);
    const me = await api.get<PromoterMeView>('/api/promoters/me', await signIn());
    expect(me.status).toBe(200);
    expect(me.body.code).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    expect(me.body.venues).toEqual([{ _id: clubId, name: 'Klub Promo' }]);
    const link = (code: string) => fetch(`${app.baseUrl}/l/${code}`, { redirect: 'manual' });
    expect((await link(me.body.code)).status).toBe(302);

    expect((await api.put(`/api/user/${made.body._id}`, { role: 'staff' }, managerToken)).status).toBe(200);
    expect((await link(me.body.code)).status).toBe(404);
  });

  it("reaches nothing of the venue's dashboard: door, reservations, guests, users, reports, history", async () => {
    const { token } = marko;
    const refused = await Promise.all([
      api.post('/api/door/scan', { code: 'AAAAAAAAAAAAAAAAAAAAAAAA' }, token),
      api.get('/api/door/tonight', token),
      api.get('/api/guests', token),
      api.get('/api/user', token),
      api.get(`/api/reports?clubId=${clubId}`, token),
      api.get('/api/waitlist', token),
      api.get('/api/history', token),
      api.post(`/api/club/${clubId}/guest-lists`, { night: nightAfter(3), ...LIST }, token),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 403));
  });

  it("redirects the promoter's link to the venue's page with the code, and answers 404 for an unknown code", async () => {
    const link = await fetch(`${app.baseUrl}/l/${marko.me.code.toLowerCase()}`, { redirect: 'manual' });
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toMatch(new RegExp(`/club/${clubId}\\?promoter=${marko.me.code}$`));
    expect((await fetch(`${app.baseUrl}/l/ZZZZ999`, { redirect: 'manual' })).status).toBe(404);
  });

  it("draws the link's QR picture for the promoter's screen, and answers 404 for an unknown code", async () => {
    const picture = await fetch(`${app.baseUrl}/api/promoters/link/${marko.me.code}/qr.png`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await fetch(`${app.baseUrl}/api/promoters/link/ZZZZ999/qr.png`)).status).toBe(404);
  });

  it('carries the promoter on a sign-up by code or by the promoter signed in; an unknown code is a 400 naming promoterCode', async () => {
    const list = await openList(nightAfter(4));
    const byCode = await signUp(list._id, '060 500 0001', { promoterCode: marko.me.code.toLowerCase() });
    expect(byCode.status).toBe(201);
    expect(byCode.body.promoter).toEqual({ _id: marko.id, name: 'Marko Promoterović' });
    asDocumented('POST /api/guest-lists/{listId}/entries', byCode.body);
    const byHand = await signUp(list._id, '060 500 0002', { firstName: 'Iva' }, jelena.token);
    expect(byHand.status).toBe(201);
    expect(byHand.body.promoter).toEqual({ _id: jelena.id, name: 'Jelena Promoterović' });
    const unknown = await signUp(list._id, '060 500 0003', { promoterCode: 'QQQQ777' });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'promoterCode']);
    const plain = await signUp(list._id, '060 500 0004');
    expect([plain.status, plain.body.promoter]).toEqual([201, null]);
  });

  it("shows the venue every name and a promoter only their own; another venue's promoter nothing", async () => {
    const list = await openList(nightAfter(5));
    await signUp(list._id, '060 600 0001', { firstName: 'Markov', promoterCode: marko.me.code });
    await signUp(list._id, '060 600 0002', { firstName: 'Jelenin', promoterCode: jelena.me.code });
    await signUp(list._id, '060 600 0003', { firstName: 'Sam' });
    const names = async (token: string) => (await api.get<GuestListEntryView[]>(`/api/guest-lists/${list._id}/entries`, token)).body.map((entry) => entry.firstName).sort();
    expect(await names(managerToken)).toEqual(['Jelenin', 'Markov', 'Sam']);
    expect(await names(marko.token)).toEqual(['Markov']);
    expect(await names(jelena.token)).toEqual(['Jelenin']);

    const outsider = await promoter('Stranac', otherManagerToken);
    expect((await api.get(`/api/guest-lists/${list._id}/entries`, outsider.token)).status).toBe(403);
    const foreignCode = await signUp(list._id, '060 600 0004', { promoterCode: outsider.me.code });
    expect([foreignCode.status, foreignCode.body.field]).toEqual([400, 'promoterCode']);
  });

  it('takes names on a private list only through a promoter', async () => {
    const list = await openList(nightAfter(6), { public: false });
    const alone = await signUp(list._id, '060 700 0001');
    expect([alone.status, alone.body.message]).toEqual([403, 'Na ovu listu se upisuje samo preko promotera']);
    expect((await signUp(list._id, '060 700 0002', { promoterCode: marko.me.code })).status).toBe(201);
  });

  it("holds each promoter's share under 100 simultaneous sign-ups: 10 places each, the rest told the promoter's places are taken", async () => {
    const list = await openList(nightAfter(7), { capacity: 100, perPromoterCapacity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signUp(list._id, `063 ${String(i).padStart(7, '0')}`, { promoterCode: (i % 2 === 0 ? marko : jelena).me.code })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(new Set(answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.body.message}`))).toEqual(
      new Set(['409 Mesta ovog promotera na listi su popunjena']),
    );
    expect((await api.get<GuestListEntryView[]>(`/api/guest-lists/${list._id}/entries`, marko.token)).body).toHaveLength(10);
    expect((await api.get<GuestListView>(`/api/guest-lists/${list._id}`)).body.signedUp).toBe(20);
  });

  it("carries the promoter on a table booked through their code: in the answer, the venue's read and the list; an unknown code is a 400", async () => {
    const booking = {
      clubId,
      tableId: tables['Sto 1'],
      date: nightAfter(8),
      persons: 4,
      firstName: 'Jovana',
      lastName: 'Marić',
      phone: '+381 64 111 2233',
      email: 'jovana@gost.test',
    };
    const unknown = await api.post('/api/reservations', { ...booking, promoterCode: 'QQQQ777' });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'promoterCode']);
    const placed = await api.post('/api/reservations', { ...booking, promoterCode: marko.me.code });
    expect(placed.status).toBe(201);
    const promoter = { _id: marko.id, name: 'Marko Promoterović' };
    expect(placed.body.promoter).toEqual(promoter);
    asDocumented('POST /api/reservations', placed.body);
    const read = await api.get(`/api/reservations/${placed.body._id}`, managerToken);
    expect(read.body.promoter).toEqual(promoter);
    asDocumented('GET /api/reservations/{id}', read.body);
    const listed = await api.get(`/api/reservations?all=true&clubId=${clubId}`, managerToken);
    expect(listed.body.data.find((r: { _id: string }) => r._id === placed.body._id).promoter).toEqual(promoter);
    // The promoter is no member of the venue's staff: the venue's reservations stay out of their sight.
    expect((await api.get('/api/reservations?all=true', marko.token)).body.data).toEqual([]);
  });
});
