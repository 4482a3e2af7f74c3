import { apiClient, type ApiResponse } from '../support/http';
import { startTestApp, type TestApp } from '../support/app';
import { MANAGER_PASSWORD, bracketFields, clubBody, countEvents, createVenue, managerBody, pngImage, registerAccount, sendForm, type Api } from './venues-fixtures';

type Caller = 'anonymous' | 'user' | 'staff' | 'managerA' | 'managerB' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'staff', 'managerA', 'managerB', 'admin'];

interface Case<Context = unknown> {
  name: string;
  allowed: Caller[];
  /** Makes a fresh target for each call (a table to delete, a venue to approve), outside the count. */
  prepare?: () => Promise<Context>;
  call: (token: string | undefined, context: Context) => Promise<ApiResponse>;
  success: number;
}

/**
 * Every venue and site endpoint of this feature × anonymous, user, staff (of club A), the manager
 * of club A, the manager of club B and the admin: the allowed callers succeed; everyone else gets
 * 401 (anonymous) or 403 and nothing is recorded.
 */
describe('Venues API: who may do what (authorization matrix)', () => {
  let app: TestApp;
  let api: Api;
  const tokens: Partial<Record<Caller, string>> = {};
  let clubA: string;
  let tableCounter = 0;

  beforeAll(async () => {
    app = await startTestApp();
    api = apiClient(app.baseUrl);
    tokens.admin = await api.login(app.admin.email, app.admin.password);
    const a = await createVenue(api, tokens.admin, 'Klub A');
    const b = await createVenue(api, tokens.admin, 'Klub B');
    clubA = a.id;
    tokens.managerA = await api.login(a.managerEmail, MANAGER_PASSWORD);
    tokens.managerB = await api.login(b.managerEmail, MANAGER_PASSWORD);
    const user = await registerAccount(app, 'user', 'gost@izlazak.test');
    tokens.user = await api.login(user.email, user.password);
    const staff = await registerAccount(app, 'staff', 'osoblje@izlazak.test', clubA);
    tokens.staff = await api.login(staff.email, staff.password);
  });
  afterAll(() => app?.stop());

  const newTable = async () => {
    const response = await api.post('/api/club/table', { name: `Sto ${++tableCounter}`, maxPersons: 4, clubId: clubA }, tokens.admin);
    return response.body._id as string;
  };
  const image = async (field: string) => [{ field, content: await pngImage(), filename: 'slika.png' }];

  const cases: Case<any>[] = [
    {
      name: 'POST /api/club',
      allowed: ['admin'],
      call: (token) => api.post('/api/club', { user: managerBody(`novi.${++tableCounter}@izlazak.test`), club: clubBody(`Novi ${tableCounter}`) }, token),
      success: 201,
    },
    {
      name: 'PUT /api/club/{id}',
      allowed: ['admin', 'managerA'],
      call: (token) => api.put(`/api/club/${clubA}`, clubBody(`Klub A ${++tableCounter}`), token),
      success: 200,
    },
    {
      name: 'PUT /api/club/updateWithManager/{id}',
      allowed: ['admin'],
      call: (token) =>
        api.put(
          `/api/club/updateWithManager/${clubA}`,
          { club: clubBody(`Klub A ${++tableCounter}`), user: { ...managerBody('a.menadzer@izlazak.test'), password: '', confirmPassword: '' } },
          token,
        ),
      success: 200,
    },
    {
      name: 'DELETE /api/club/{id}',
      allowed: ['admin'],
      prepare: async () => (await createVenue(api, tokens.admin!, `Za brisanje ${++tableCounter}`)).id,
      call: (token, id: string) => api.delete(`/api/club/${id}`, token),
      success: 200,
    },
    {
      name: 'PUT /api/club/approve/{id}',
      allowed: ['admin'],
      prepare: async () => {
        const n = ++tableCounter;
        const signup = await sendForm(
          app.baseUrl,
          'POST',
          '/api/auth/register-company',
          bracketFields({ user: managerBody(`vlasnik.${n}@izlazak.test`), club: clubBody(`Prijava ${n}`) }),
        );
        return signup.body.clubId as string;
      },
      call: (token, id: string) => api.put(`/api/club/approve/${id}`, {}, token),
      success: 200,
    },
    {
      name: 'PUT /api/club/addClubImage/{id}',
      allowed: ['admin', 'managerA'],
      call: async (token) => sendForm(app.baseUrl, 'PUT', `/api/club/addClubImage/${clubA}`, { imageName: 'logo' }, await image('image'), token),
      success: 200,
    },
    {
      name: 'PUT /api/club/sliders/{id}',
      allowed: ['admin', 'managerA'],
      call: async (token) => sendForm(app.baseUrl, 'PUT', `/api/club/sliders/${clubA}`, {}, await image('image1'), token),
      success: 200,
    },
    {
      name: 'PUT /api/club/updateWorkingHours (club A)',
      allowed: ['admin', 'managerA'],
      call: (token) => api.put('/api/club/updateWorkingHours', { clubId: clubA, workingHours: [{ day: 'Petak', from: '22:00', to: `0${++tableCounter % 6}:00` }] }, token),
      success: 200,
    },
    {
      name: 'POST /api/club/table (club A)',
      allowed: ['admin', 'managerA'],
      call: (token) => api.post('/api/club/table', { name: 'Sto X', maxPersons: 2, clubId: clubA }, token),
      success: 201,
    },
    {
      name: 'PUT /api/club/table/{id}',
      allowed: ['admin', 'managerA'],
      prepare: newTable,
      call: (token, id: string) => api.put(`/api/club/table/${id}`, { name: 'Promenjen', maxPersons: 8, area: 'Bašta' }, token),
      success: 200,
    },
    {
      name: 'DELETE /api/club/table/{id}',
      allowed: ['admin', 'managerA'],
      prepare: newTable,
      call: (token, id: string) => api.delete(`/api/club/table/${id}`, token),
      success: 200,
    },
    {
      name: 'GET /api/club/manager/{id}',
      allowed: ['admin', 'managerA'],
      call: (token) => api.get(`/api/club/manager/${clubA}`, token),
      success: 200,
    },
    {
      name: 'PUT /api/site/sliders',
      allowed: ['admin'],
      call: async (token) => sendForm(app.baseUrl, 'PUT', '/api/site/sliders', {}, await image('image1'), token),
      success: 200,
    },
    {
      name: 'GET /api/site/mailingList',
      allowed: ['admin'],
      call: (token) => api.get('/api/site/mailingList', token),
      success: 200,
    },
    {
      name: 'GET /api/site/messages',
      allowed: ['admin', 'managerA', 'managerB'],
      call: (token) => api.get('/api/site/messages', token),
      success: 200,
    },
  ];

  for (const testCase of cases) {
    it(`${testCase.name}: ${testCase.allowed.join(', ')} only`, async () => {
      const outcomes: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const caller of CALLERS) {
        const context = testCase.prepare ? await testCase.prepare() : undefined;
        const before = await countEvents(app);
        const response = await testCase.call(tokens[caller], context);
        const after = await countEvents(app);
        const allowed = testCase.allowed.includes(caller);
        outcomes[caller] = { status: response.status, changed: allowed ? undefined : after !== before };
        expected[caller] = { status: allowed ? testCase.success : caller === 'anonymous' ? 401 : 403, changed: allowed ? undefined : false };
        if (!allowed) expect(JSON.stringify(response.body)).not.toMatch(/@izlazak\.test|uploads/);
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('a manager cannot reach another venue by naming it in the body or query', async () => {
    const before = await countEvents(app);
    const hours = await api.put(`/api/club/updateWorkingHours?clubId=${clubA}`, [{ day: 'Sreda', closed: true }], tokens.managerB);
    const table = await api.post('/api/club/table', { name: 'Tuđi', maxPersons: 2, clubId: clubA }, tokens.managerB);
    const slider = await sendForm(app.baseUrl, 'PUT', `/api/club/sliders/${clubA}`, {}, await image('image2'), tokens.managerB);
    expect([hours.status, table.status, slider.status]).toEqual([403, 403, 403]);
    expect(await countEvents(app)).toBe(before);
  });

  it('shows a pending sign-up only to the admin', async () => {
    const signup = await api.post('/api/auth/register-company', { user: managerBody('na.cekanju@izlazak.test'), club: clubBody('Na čekanju') });
    const id = signup.body.clubId;
    const statuses: Record<string, number> = {};
    for (const caller of CALLERS) statuses[caller] = (await api.get(`/api/club/${id}`, tokens[caller])).status;
    expect(statuses).toEqual({ anonymous: 404, user: 404, staff: 404, managerA: 404, managerB: 404, admin: 200 });
    for (const caller of CALLERS) {
      const publicList = (await api.get('/api/club?search=cekanju', tokens[caller])).body.data;
      const withPending = await api.get('/api/club?search=cekanju&status=all', tokens[caller]);
      const listed = withPending.status === 200 ? withPending.body.data.map((v: { _id: string }) => v._id) : withPending.status;
      expect({ caller, publicList, listed }).toEqual({ caller, publicList: [], listed: caller === 'admin' ? [id] : 403 });
    }
    const names = (await api.get('/api/club/clubsList', tokens.admin)).body.map((v: { _id: string }) => v._id);
    expect(names).not.toContain(id);
  });

  it('leaves the public pages open to everyone', async () => {
    for (const caller of CALLERS) {
      const token = tokens[caller];
      const answers = await Promise.all([
        api.get('/api/club', token),
        api.get(`/api/club/${clubA}`, token),
        api.get(`/api/club/workingHours/${clubA}`, token),
        api.get(`/api/club/allTables/${clubA}`, token),
        api.get('/api/club/objectTypes', token),
        api.get('/api/club/typesList', token),
        api.get('/api/club/citiesList', token),
        api.get('/api/club/clubsList', token),
        api.get('/api/site/sliderImages', token),
      ]);
      expect({ caller, statuses: answers.map((a) => a.status) }).toEqual({ caller, statuses: answers.map(() => 200) });
    }
  });
});
