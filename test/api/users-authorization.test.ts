import { apiClient, type ApiResponse } from '../support/http';
import { startTestApp, type TestApp } from '../support/app';
import { PASSWORD, accountOf, countEvents, registerMultipart, registration, type Account, type Api } from './accounts-support';
import { recordVenues } from './venues-fixtures';

type Caller = 'anonymous' | 'user' | 'staff' | 'managerA' | 'managerB' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'staff', 'managerB', 'managerA', 'admin'];

interface Case {
  endpoint: string;
  /** Runs before each call, e.g. makes the account to edit; its events are not the call's. */
  prepare?: () => Promise<string>;
  send: (token: string | undefined, target: string, caller: Caller) => Promise<ApiResponse>;
  expected: Record<Caller, number>;
}

const ALL = (status: number): Record<Caller, number> => ({ anonymous: status, user: status, staff: status, managerA: status, managerB: status, admin: status });
const LOGGED_IN = (status: number): Record<Caller, number> => ({ ...ALL(status), anonymous: 401 });
const ADMIN_ONLY = (status: number): Record<Caller, number> => ({ anonymous: 401, user: 403, staff: 403, managerA: 403, managerB: 403, admin: status });

describe('Authorization matrix: every accounts endpoint × anonymous, user, staff, manager A, manager B, admin', () => {
  let app: TestApp;
  let api: Api;
  const accounts = {} as Record<Exclude<Caller, 'anonymous'>, Account>;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}`;

  beforeAll(async () => {
    app = await startTestApp();
    api = apiClient(app.baseUrl, { mailDir: app.mailDir });
    const adminToken = await api.login(app.admin.email, app.admin.password);
    const me = await api.get('/api/auth/me', adminToken);
    accounts.admin = { id: me.body._id, email: app.admin.email, token: adminToken };
    await recordVenues(app, 'klub-a', 'klub-b');
    accounts.user = await accountOf(api, adminToken, 'gost', 'user');
    accounts.staff = await accountOf(api, adminToken, 'konobar-a', 'staff', 'klub-a');
    accounts.managerA = await accountOf(api, adminToken, 'menadzer-a', 'manager', 'klub-a');
    accounts.managerB = await accountOf(api, adminToken, 'menadzer-b', 'manager', 'klub-b');
    await accountOf(api, adminToken, 'konobar-b', 'staff', 'klub-b');
  });
  afterAll(() => app?.stop());

  const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : accounts[caller].token);
  const created = async (role: 'user' | 'staff' | 'manager', clubId: string | null) => {
    const response = await api.post('/api/user', { ...addBody(role), clubId }, accounts.admin.token);
    expect(response.status).toBe(201);
    return response.body._id as string;
  };
  const freshAccount = (role: 'user' | 'staff', clubId: string | null) => () => created(role, clubId);
  const addBody = (role: string) => ({
    firstName: 'Novi',
    lastName: 'Nalog',
    mobilePhone: '0601111111',
    email: `${unique(`novi-${role}`)}@izlazak.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role,
  });

  const cases: Case[] = [
    { endpoint: 'GET /api/user?role=user', send: (t) => api.get('/api/user?role=user', t), expected: ADMIN_ONLY(200) },
    {
      endpoint: 'GET /api/user?role=staff,manager',
      send: (t) => api.get('/api/user?role=staff,manager', t),
      expected: { anonymous: 401, user: 403, staff: 403, managerA: 200, managerB: 200, admin: 200 },
    },
    {
      endpoint: 'POST /api/user (staff)',
      send: (t) => api.post('/api/user', addBody('staff'), t),
      expected: { anonymous: 401, user: 403, staff: 403, managerA: 201, managerB: 201, admin: 201 },
    },
    { endpoint: 'POST /api/user (user)', send: (t) => api.post('/api/user', addBody('user'), t), expected: ADMIN_ONLY(201) },
    {
      endpoint: 'PUT /api/user/{staff of club A}',
      prepare: freshAccount('staff', 'klub-a'),
      send: (t, id) => api.put(`/api/user/${id}`, { firstName: 'Izmenjen', status: false }, t),
      expected: { anonymous: 401, user: 403, staff: 403, managerA: 200, managerB: 403, admin: 200 },
    },
    {
      endpoint: 'PUT /api/user/{user}',
      prepare: freshAccount('user', null),
      send: (t, id) => api.put(`/api/user/${id}`, { firstName: 'Izmenjen' }, t),
      expected: ADMIN_ONLY(200),
    },
    {
      endpoint: 'DELETE /api/user/{staff of club A}',
      prepare: freshAccount('staff', 'klub-a'),
      send: (t, id) => api.delete(`/api/user/${id}`, t),
      expected: { anonymous: 401, user: 403, staff: 403, managerA: 200, managerB: 403, admin: 200 },
    },
    { endpoint: 'DELETE /api/user/{user}', prepare: freshAccount('user', null), send: (t, id) => api.delete(`/api/user/${id}`, t), expected: ADMIN_ONLY(200) },
    {
      endpoint: 'DELETE /api/user/{manager of club B}',
      prepare: () => created('manager', 'klub-b'),
      send: (t, id) => api.delete(`/api/user/${id}`, t),
      expected: { anonymous: 401, user: 403, staff: 403, managerA: 403, managerB: 200, admin: 200 },
    },
    { endpoint: 'GET /api/user/profile', send: (t) => api.get('/api/user/profile', t), expected: LOGGED_IN(200) },
    { endpoint: 'PUT /api/user/profile', send: (t) => api.put('/api/user/profile', { mobilePhone: `06${++counter}` }, t), expected: LOGGED_IN(200) },
    { endpoint: 'GET /api/auth/me', send: (t) => api.get('/api/auth/me', t), expected: LOGGED_IN(200) },
    { endpoint: 'GET /api/auth/logout', send: (t) => api.get('/api/auth/logout', t), expected: LOGGED_IN(200) },
    // Public endpoints answer every caller alike.
    { endpoint: 'POST /api/auth/register', send: (t) => api.request('POST', '/api/auth/register', { body: registration(unique('javni')), token: t }), expected: ALL(201) },
    {
      endpoint: 'POST /api/auth/login',
      send: (t) => api.request('POST', '/api/auth/login', { body: { email: accounts.user.email, password: PASSWORD }, token: t }),
      expected: ALL(200),
    },
    { endpoint: 'POST /api/auth/change-password', send: (t) => api.post('/api/auth/change-password', { email: 'niko@izlazak.test' }, t), expected: ALL(200) },
    { endpoint: 'POST /api/auth/reset-password', send: (t) => api.post('/api/auth/reset-password', { token: 'A'.repeat(43), password: 'x12' }, t), expected: ALL(400) },
    { endpoint: 'POST /api/auth/verify-email/{token}', send: (t) => api.post(`/api/auth/verify-email/${'A'.repeat(43)}`, {}, t), expected: ALL(400) },
    { endpoint: 'GET /api/auth/google', send: (t) => api.get('/api/auth/google', t), expected: ALL(404) },
  ];

  it.each(cases.map((c) => [c.endpoint, c] as const))('%s', async (_endpoint, testCase) => {
    const seen: Partial<Record<Caller, number>> = {};
    for (const caller of CALLERS) {
      const target = testCase.prepare ? await testCase.prepare() : '';
      const before = await countEvents(app);
      const response = await testCase.send(tokenOf(caller), target, caller);
      seen[caller] = response.status;
      if (response.status === 401 || response.status === 403) {
        expect(response.body.statusCode).toBe(response.status);
        expect(typeof response.body.message).toBe('string');
        expect(await countEvents(app)).toBe(before);
      }
      // Logout ended the session: log in again for the next endpoints.
      if (testCase.endpoint === 'GET /api/auth/logout' && caller !== 'anonymous') {
        accounts[caller].token = await api.login(accounts[caller].email, caller === 'admin' ? app.admin.password : PASSWORD);
      }
    }
    expect(seen).toEqual(testCase.expected);
  });

  it('shows a manager only the staff and managers of their own club', async () => {
    const names = async (caller: Caller, query = 'role=staff,manager') =>
      (await api.get(`/api/user?${query}&size=100`, tokenOf(caller))).body.data.map((u: { email: string; clubId: string }) => u.clubId);
    expect(new Set(await names('managerA'))).toEqual(new Set(['klub-a']));
    expect(new Set(await names('managerB'))).toEqual(new Set(['klub-b']));
    expect(new Set(await names('managerA', ''))).toEqual(new Set(['klub-a']));
    expect(await names('admin')).toEqual(expect.arrayContaining(['klub-a', 'klub-b']));
    const search = await api.get('/api/user?role=staff,manager&search=konobar-b', tokenOf('managerA'));
    expect(search.body.paginationData.total_records).toBe(0);
  });

  it('keeps what a forbidden edit tried to change unchanged', async () => {
    const staffA = await accountOf(api, accounts.admin.token, unique('cuvan'), 'staff', 'klub-a');
    const response = await api.put(`/api/user/${staffA.id}`, { email: 'oteto@izlazak.test', password: 'hak', confirmPassword: 'hak', status: false }, tokenOf('managerB'));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Možete upravljati samo osobljem svog objekta');
    expect((await api.get('/api/auth/me', staffA.token)).body).toMatchObject({ email: staffA.email, status: true });
    expect((await api.post('/api/auth/login', { email: staffA.email, password: PASSWORD })).status).toBe(200);
    // The address the refused edit named was never claimed.
    expect((await registerMultipart(app.baseUrl, registration('otmicar', { email: 'oteto@izlazak.test' }))).status).toBe(201);
  });

  it('makes every new account of a manager part of their club', async () => {
    const created = await api.post('/api/user', { ...addBody('manager'), clubId: 'klub-a' }, tokenOf('managerB'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: 'manager', clubId: 'klub-b' });
  });
});
