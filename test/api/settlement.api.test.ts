import type {
  GuestListEntryView,
  GuestListView,
  PromoterCommissionRulesListView,
  PromoterCommissionRulesView,
  PromoterMeView,
  SettlementPaymentsView,
  SettlementRowView,
  SettlementView,
  UserView,
} from '@izlazak/contracts';
import { check } from '@izlazak/contracts';
import { ROUTE_ANSWERS, answerStruct } from '../../backend/src/platform/http/openapi-answers';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { staffedVenue, venueWithManager } from '../support/venues';

const NIGHT = addDays(nightOf(new Date()), 2);
/** 23:00 in Belgrade on the night: the lists are open, the door works. */
const LATE = new Date(`${NIGHT}T22:00:00Z`);
const PASSWORD = 'lozinka123';
const asDocumented = (route: string, body: unknown) => expect(check(body, answerStruct(ROUTE_ANSWERS[route].success)!).errors).toBeNull();

/** The promoters' commission rules and settlement against the real stack: rules × what really happened at the door. */
describe('Promoters: commission rules and settlement', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>, otherManagerToken: string;
  let marko: { id: string; token: string; me: PromoterMeView };
  let jelena: { id: string; token: string; me: PromoterMeView };
  let reservationId: string;

  async function promoter(name: string) {
    const email = `${name.toLowerCase()}@obracun.test`;
    const form = { firstName: name, lastName: 'Promoterović', mobilePhone: '0611111111', email, password: PASSWORD, confirmPassword: PASSWORD, role: 'promoter' };
    const created = await api.post<UserView>('/api/user', form, managerToken);
    expect(created.status).toBe(201);
    await api.openVerificationLink(email);
    const login = await api.post<{ token: string }>('/api/auth/login', { email, password: PASSWORD });
    const me = await api.get<PromoterMeView>('/api/promoters/me', login.body.token);
    return { id: created.body._id, token: login.body.token, me: me.body };
  }

  const settlement = (query: string, token = managerToken, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}/api/club/${clubId}/promoters/settlement?${query}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => LATE);
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Obračun',
      openEveryNight: true,
      tables: [{ name: 'Sto 1', maxPersons: 6 }],
      staffEmail: 'vrata@obracun.test',
    }));
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Drugi Obračun'));
    marko = await promoter('Marko');
    jelena = await promoter('Jelena');
  });

  it('sets the rules (manager or admin), answers zeros before, refuses bad input naming the field and another venue', async () => {
    const before = await api.get(`/api/club/${clubId}/commission-rules`, managerToken);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ clubId, perListGuest: 0, perTable: 0, spendPercent: 0 });
    const bad = await api.put(`/api/club/${clubId}/commission-rules`, { perListGuest: 300, perTable: 2000, spendPercent: 101 }, managerToken);
    expect([bad.status, bad.body.field]).toEqual([400, 'spendPercent']);
    const negative = await api.put(`/api/club/${clubId}/commission-rules`, { perListGuest: -1, perTable: 2000, spendPercent: 5 }, managerToken);
    expect([negative.status, negative.body.field]).toEqual([400, 'perListGuest']);
    expect((await api.put(`/api/club/${clubId}/commission-rules`, { perListGuest: 1, perTable: 1, spendPercent: 1 }, otherManagerToken)).status).toBe(403);
    expect((await api.put(`/api/club/${clubId}/commission-rules`, { perListGuest: 1, perTable: 1, spendPercent: 1 }, marko.token)).status).toBe(403);
    expect((await api.put('/api/club/nepostojeci/commission-rules', { perListGuest: 1, perTable: 1, spendPercent: 1 }, app.adminToken)).status).toBe(404);
    expect((await api.get(`/api/club/${clubId}/commission-rules`, otherManagerToken)).status).toBe(403);

    const set = await api.put(`/api/club/${clubId}/commission-rules`, { perListGuest: 300, perTable: 2000, spendPercent: 5 }, managerToken);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ clubId, perListGuest: 300, perTable: 2000, spendPercent: 5 });
    asDocumented('PUT /api/club/{clubId}/commission-rules', set.body);
    expect((await api.get(`/api/club/${clubId}/commission-rules`, managerToken)).body).toEqual(set.body);
    // The same rules again are no change: the venue's stream keeps one event.
    expect((await api.put(`/api/club/${clubId}/commission-rules`, { perListGuest: '300', perTable: 2000, spendPercent: 5 }, app.adminToken)).status).toBe(200);
    const { rows } = await app.running.kernel.pool.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1', [`commission-rules-${clubId}`]);
    expect(rows.map((row) => row.type)).toEqual(['CommissionRulesSet']);

    // The change history tells who set which rules.
    expect(await readModelsCaughtUp(app, 20_000, ['history'])).toBe(true);
    const history = await api.get(`/api/history?clubId=${clubId}&entityType=venue&size=100`, managerToken);
    const changes = (history.body.data as { type: string; summary: string; changes: { field: string; after: string | null }[] }[]).filter(
      (entry) => entry.type === 'CommissionRulesSet',
    );
    expect(changes).toHaveLength(1);
    expect(changes[0].summary).toContain('promenio provizije promotera objekta');
    expect(changes[0].changes.map(({ field, after }) => [field, after])).toEqual(
      expect.arrayContaining([
        ['perListGuest', '300'],
        ['perTable', '2000'],
        ['spendPercent', '5'],
      ]),
    );
  });

  it('settles each promoter by the rules × who signed up, who came in and the tables that arrived with their spend, the same as CSV', async () => {
    const opened = await api.post<GuestListView>(
      `/api/club/${clubId}/guest-lists`,
      { night: NIGHT, name: 'Lista — besplatan ulaz do 01:00', benefit: 'Besplatan ulaz', price: 0, capacity: 50, maxPlusOnes: 3, closesAt: '05:59', public: true },
      managerToken,
    );
    expect(opened.status).toBe(201);
    const signUp = async (phone: string, plusOnes: number, code: string) => {
      const entry = await api.post<GuestListEntryView>(`/api/guest-lists/${opened.body._id}/entries`, {
        firstName: 'Gost',
        lastName: 'Gostić',
        phone,
        plusOnes,
        promoterCode: code,
      });
      expect(entry.status).toBe(201);
      return entry.body;
    };
    const admit = async (entryId: string, persons: number) => expect((await api.post(`/api/guest-list-entries/${entryId}/arrival`, { persons }, staffToken)).status).toBe(200);
    // Marko: 3 + 2 + 1 = 6 names signed up; 2 of 3 and 2 of 2 came in (4). Jelena: 1 + 4 = 5; 3 of 4 came in.
    const [m1, m2] = [await signUp('060 900 0001', 2, marko.me.code), await signUp('060 900 0002', 1, marko.me.code)];
    await signUp('060 900 0003', 0, marko.me.code);
    const [j1] = [await signUp('060 900 0004', 3, jelena.me.code)];
    await signUp('060 900 0005', 0, jelena.me.code);
    await admit(m1._id, 2);
    await admit(m2._id, 2);
    await admit(j1._id, 3);

    const booking = { clubId, tableId: tables['Sto 1'], date: NIGHT, persons: 4, firstName: 'Jovana', lastName: 'Marić', phone: '+381 64 111 2233', email: 'jovana@gost.test' };
    const placed = await api.post<{ _id: string }>('/api/reservations', { ...booking, promoterCode: jelena.me.code });
    expect(placed.status).toBe(201);
    expect((await api.post(`/api/reservations/${placed.body._id}/arrival`, { persons: 4 }, staffToken)).status).toBe(200);
    expect((await api.put(`/api/reservations/${placed.body._id}/spend`, { amount: 24990 }, staffToken)).status).toBe(200);

    const answer = await settlement(`from=${NIGHT}&to=${NIGHT}`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as SettlementView;
    asDocumented('GET /api/club/{clubId}/promoters/settlement', body);
    const unpaid = { leaderId: null, leaderShare: 0, correction: 0, paid: null };
    expect(body.rows).toEqual([
      // 300 × 3 + 2000 × 1 + round(5% × 24 990 = 1249.5) = 900 + 2000 + 1250
      { promoterId: jelena.id, name: 'Jelena Promoterović', signedUp: 5, arrivedGuests: 3, tables: 1, spend: 24990, commission: 4150, total: 4150, ...unpaid },
      { promoterId: marko.id, name: 'Marko Promoterović', signedUp: 6, arrivedGuests: 4, tables: 0, spend: 0, commission: 1200, total: 1200, ...unpaid },
    ]);
    reservationId = placed.body._id;
    // Another range of nights: nobody earned anything.
    const [d, m, y] = [NIGHT.slice(8, 10), NIGHT.slice(5, 7), NIGHT.slice(0, 4)];
    const later = (await (await settlement(`from=${addDays(NIGHT, 1)}&to=${addDays(NIGHT, 7)}`)).json()) as SettlementView;
    expect(later.rows.map(({ commission, signedUp }) => [commission, signedUp])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const dotted = (await (await settlement(`from=${d}.${m}.${y}`)).json()) as SettlementView;
    expect(dotted).toEqual(body);

    const csv = await settlement(`from=${NIGHT}&to=${NIGHT}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      'Promoter,Upisano,Ušlo gostiju,Stolovi,Potrošnja (RSD),Provizija (RSD),Udeo vođe tima (RSD),Korekcija (RSD),Ukupno (RSD),Plaćeno',
      'Jelena Promoterović,5,3,1,24990,4150,0,0,4150,',
      'Marko Promoterović,6,4,0,0,1200,0,0,1200,',
      '',
    ]);
    const english = await settlement(`from=${NIGHT}&format=csv`, managerToken, { 'accept-language': 'en' });
    expect((await english.text()).split('\r\n')[0]).toBe(
      "Promoter,Signed up,Guests arrived,Tables,Spend (RSD),Commission (RSD),Team leader's share (RSD),Correction (RSD),Total (RSD),Paid",
    );
  });

  it("a promoter's own rules override the venue's where set, and a team's leader earns their share of the team's commission", async () => {
    const rulesOf = (promoterId: string, body: Record<string, unknown>, token = managerToken) =>
      api.put<PromoterCommissionRulesView & { field?: string }>(`/api/club/${clubId}/promoters/${promoterId}/commission-rules`, body, token);
    const before = await api.get<PromoterCommissionRulesListView>(`/api/club/${clubId}/promoters/commission-rules`, managerToken);
    expect(before.status).toBe(200);
    const venueRules = { perListGuest: null, perTable: null, spendPercent: null, leaderId: null, leaderSharePercent: null };
    expect(before.body.rows).toEqual([
      { promoterId: jelena.id, name: 'Jelena Promoterović', ...venueRules },
      { promoterId: marko.id, name: 'Marko Promoterović', ...venueRules },
    ]);
    expect((await api.get(`/api/club/${clubId}/promoters/commission-rules`, otherManagerToken)).status).toBe(403);

    const self = await rulesOf(marko.id, { leaderId: marko.id });
    expect([self.status, self.body.field]).toEqual([400, 'leaderId']);
    const stranger = await rulesOf(marko.id, { leaderId: 'nepostojeci' });
    expect([stranger.status, stranger.body.field]).toEqual([400, 'leaderId']);
    const share = await rulesOf(jelena.id, { leaderSharePercent: 150 });
    expect([share.status, share.body.field]).toEqual([400, 'leaderSharePercent']);
    expect((await rulesOf('nepostojeci', { perListGuest: 1 })).status).toBe(404);
    expect((await rulesOf(marko.id, { perListGuest: 1 }, otherManagerToken)).status).toBe(403);
    expect((await rulesOf(marko.id, { perListGuest: 1 }, marko.token)).status).toBe(403);

    // Jelena leads a team with 10 %; Marko is in it and earns 500 RSD a guest instead of the venue's 300.
    const leader = await rulesOf(jelena.id, { leaderSharePercent: 10 });
    expect(leader.status).toBe(200);
    expect(leader.body).toEqual({ promoterId: jelena.id, name: 'Jelena Promoterović', ...venueRules, leaderSharePercent: 10 });
    const member = await rulesOf(marko.id, { perListGuest: 500, leaderId: jelena.id });
    expect(member.status).toBe(200);
    asDocumented('PUT /api/club/{clubId}/promoters/{promoterId}/commission-rules', member.body);
    expect(member.body).toMatchObject({ perListGuest: 500, perTable: null, leaderId: jelena.id });
    // Teams are one level: the leader cannot join Marko's team, nor Marko lead one inside Jelena's.
    const circle = await rulesOf(jelena.id, { leaderSharePercent: 10, leaderId: marko.id });
    expect([circle.status, circle.body.field]).toEqual([400, 'leaderId']);
    // The venue-wide body of the contract still works exactly and leaves the promoters' own rules.
    expect((await api.put(`/api/club/${clubId}/commission-rules`, { perListGuest: 300, perTable: 2000, spendPercent: 5 }, managerToken)).body).toEqual({
      clubId,
      perListGuest: 300,
      perTable: 2000,
      spendPercent: 5,
    });

    const body = (await (await settlement(`from=${NIGHT}`)).json()) as SettlementView;
    asDocumented('GET /api/club/{clubId}/promoters/settlement', body);
    expect(body.rows.map(({ name, commission, leaderId, leaderShare, total }) => ({ name, commission, leaderId, leaderShare, total }))).toEqual([
      // Her own 4150 and 10 % of Marko's 2000.
      { name: 'Jelena Promoterović', commission: 4150, leaderId: null, leaderShare: 200, total: 4350 },
      // 500 × 4 guests.
      { name: 'Marko Promoterović', commission: 2000, leaderId: jelena.id, leaderShare: 0, total: 2000 },
    ]);

    expect(await readModelsCaughtUp(app, 20_000, ['history'])).toBe(true);
    const history = await api.get(`/api/history?clubId=${clubId}&entityType=venue&size=100`, managerToken);
    const summaries = (history.body.data as { type: string; summary: string }[]).filter((entry) => entry.type === 'PromoterCommissionRulesSet').map((entry) => entry.summary);
    expect(summaries.some((summary) => summary.includes('promenio provizije promotera Marko Promoterović'))).toBe(true);
  });

  it('marks a settlement paid once (in the history, paid at and by); a later correction shows in the next settlement, not in the paid one', async () => {
    const pay = (promoterId: string, body: Record<string, unknown>, token = managerToken) =>
      api.post<SettlementRowView & { field?: string; message?: string }>(`/api/club/${clubId}/promoters/${promoterId}/settlement/paid`, body, token);
    expect((await pay(jelena.id, { from: NIGHT }, otherManagerToken)).status).toBe(403);
    expect((await pay(jelena.id, { from: NIGHT }, marko.token)).status).toBe(403);
    expect((await pay('nepostojeci', { from: NIGHT })).status).toBe(404);
    const bad = await pay(jelena.id, { from: '32.12.2026' });
    expect([bad.status, bad.body.field]).toEqual([400, 'from']);

    const paid = await pay(jelena.id, { from: NIGHT });
    expect(paid.status).toBe(200);
    asDocumented('POST /api/club/{clubId}/promoters/{promoterId}/settlement/paid', paid.body);
    expect(paid.body).toMatchObject({ promoterId: jelena.id, commission: 4150, leaderShare: 200, total: 4350, correction: 0 });
    expect(paid.body.paid?.by.name).toBeTruthy();
    expect(Date.now() - Date.parse(paid.body.paid!.at)).toBeLessThan(60_000);

    // Ten managers' taps at once on Marko's: one is recorded, the others are told it is paid already.
    const taps = await Promise.all(Array.from({ length: 10 }, () => pay(marko.id, { from: NIGHT, to: NIGHT })));
    expect(taps.map((tap) => tap.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const { rows } = await app.running.kernel.pool.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1', [`promoter-settlement-${clubId}-${marko.id}`]);
    expect(rows).toHaveLength(1);
    // A range that takes in a paid night is refused too.
    const overlapping = await pay(jelena.id, { from: addDays(NIGHT, -1), to: addDays(NIGHT, 1) });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toContain('je već označen kao plaćen');

    // The spend of Jelena's table is corrected after she was paid: 24 990 → 14 990 RSD (her 5 % is 500 RSD less).
    expect((await api.put(`/api/reservations/${reservationId}/spend`, { amount: 14990 }, staffToken)).status).toBe(200);
    const settled = (await (await settlement(`from=${NIGHT}`)).json()) as SettlementView;
    expect(settled.rows.find((row) => row.promoterId === jelena.id)).toMatchObject({ spend: 24990, commission: 4150, total: 4350, paid: paid.body.paid });
    const next = (await (await settlement(`from=${addDays(NIGHT, 1)}&to=${addDays(NIGHT, 30)}`)).json()) as SettlementView;
    expect(next.rows.map(({ name, commission, correction, total, paid: when }) => ({ name, commission, correction, total, paid: when }))).toEqual([
      { name: 'Jelena Promoterović', commission: 0, correction: -500, total: -500, paid: null },
      { name: 'Marko Promoterović', commission: 0, correction: 0, total: 0, paid: null },
    ]);
    // Paid with the correction, the one after it owes nothing more.
    expect((await pay(jelena.id, { from: addDays(NIGHT, 1), to: addDays(NIGHT, 30) })).body).toMatchObject({ correction: -500, total: -500 });
    const after = (await (await settlement(`from=${addDays(NIGHT, 31)}`)).json()) as SettlementView;
    expect(after.rows.find((row) => row.promoterId === jelena.id)).toMatchObject({ correction: 0, total: 0 });

    // The paid periods, the newest nights first; one promoter's with promoterId; the venue's own only.
    const payments = await api.get<SettlementPaymentsView>(`/api/club/${clubId}/promoters/settlement/payments`, managerToken);
    expect(payments.status).toBe(200);
    asDocumented('GET /api/club/{clubId}/promoters/settlement/payments', payments.body);
    expect(payments.body.rows.map(({ name, from, to, total }) => ({ name, from, to, total }))).toEqual([
      { name: 'Jelena Promoterović', from: addDays(NIGHT, 1), to: addDays(NIGHT, 30), total: -500 },
      { name: expect.stringMatching(/^(Jelena|Marko) Promoterović$/), from: NIGHT, to: NIGHT, total: expect.any(Number) },
      { name: expect.stringMatching(/^(Jelena|Marko) Promoterović$/), from: NIGHT, to: NIGHT, total: expect.any(Number) },
    ]);
    expect(payments.body.rows[0].paidBy.name).toBeTruthy();
    const jelenasPayments = await api.get<SettlementPaymentsView>(`/api/club/${clubId}/promoters/settlement/payments?promoterId=${jelena.id}`, app.adminToken);
    expect(jelenasPayments.body.rows.map(({ from, total }) => [from, total])).toEqual([
      [addDays(NIGHT, 1), -500],
      [NIGHT, 4350],
    ]);
    expect((await api.get(`/api/club/${clubId}/promoters/settlement/payments`, otherManagerToken)).status).toBe(403);
    expect((await api.get(`/api/club/${clubId}/promoters/settlement/payments`, marko.token)).status).toBe(403);

    const csv = await (await settlement(`from=${NIGHT}&format=csv`)).text();
    expect(csv.split('\r\n')[1]).toMatch(/^Jelena Promoterović,5,3,1,24990,4150,200,0,4350,\d{2}\.\d{2}\.\d{4}$/);

    expect(await readModelsCaughtUp(app, 20_000, ['history'])).toBe(true);
    const history = await api.get(`/api/history?clubId=${clubId}&entityType=venue&size=100`, managerToken);
    const entries = (history.body.data as { type: string; summary: string; changes: { field: string; after: string | null }[] }[]).filter(
      (entry) => entry.type === 'PromoterSettlementPaid',
    );
    expect(entries).toHaveLength(3);
    const jelenas = entries.find((entry) => entry.summary.includes('označio kao plaćen obračun promotera Jelena Promoterović') && entry.changes.some((c) => c.after === '4350'));
    expect(jelenas).toBeDefined();
  });

  it('answers only the venue and admins: a promoter, the staff and another venue get 403, a bad date a 400 naming it', async () => {
    expect((await settlement(`from=${NIGHT}`, marko.token)).status).toBe(403);
    expect((await settlement(`from=${NIGHT}`, staffToken)).status).toBe(403);
    expect((await settlement(`from=${NIGHT}`, otherManagerToken)).status).toBe(403);
    expect((await fetch(`${app.baseUrl}/api/club/${clubId}/promoters/settlement?from=${NIGHT}`)).status).toBe(401);
    expect((await settlement(`from=${NIGHT}`, app.adminToken)).status).toBe(200);
    const bad = await settlement('from=31.13.2026', managerToken);
    expect([bad.status, ((await bad.json()) as { field: string }).field]).toEqual([400, 'from']);
    const backwards = await settlement(`from=${NIGHT}&to=${addDays(NIGHT, -1)}`);
    expect([backwards.status, ((await backwards.json()) as { field: string }).field]).toEqual([400, 'to']);
  });
});
