import type { GuestListEntryView, GuestListView, PromoterMeView, SettlementView, UserView } from '@izlazak/contracts';
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
    expect(body.rows).toEqual([
      // 300 × 3 + 2000 × 1 + round(5% × 24 990 = 1249.5) = 900 + 2000 + 1250
      { promoterId: jelena.id, name: 'Jelena Promoterović', signedUp: 5, arrivedGuests: 3, tables: 1, spend: 24990, commission: 4150 },
      { promoterId: marko.id, name: 'Marko Promoterović', signedUp: 6, arrivedGuests: 4, tables: 0, spend: 0, commission: 1200 },
    ]);
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
      'Promoter,Upisano,Ušlo gostiju,Stolovi,Potrošnja (RSD),Provizija (RSD)',
      'Jelena Promoterović,5,3,1,24990,4150',
      'Marko Promoterović,6,4,0,0,1200',
      '',
    ]);
    const english = await settlement(`from=${NIGHT}&format=csv`, managerToken, { 'accept-language': 'en' });
    expect((await english.text()).split('\r\n')[0]).toBe('Promoter,Signed up,Guests arrived,Tables,Spend (RSD),Commission (RSD)');
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
