import { appPerSuite } from '../support/app';
import { clubBody, countEvents, managerBody } from '../api/venues-fixtures';

const INVISIBLE = 'Nevidljivi znakovi i znakovi za smer teksta nisu dozvoljeni';

/**
 * Where a person is identified (username, first and last name, e-mail), zero-width characters and
 * bidirectional overrides are refused: "ana" and "a\u200Bna" must not become two accounts that
 * look the same on every screen.
 */
describe('Invisible characters in names', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let n = 0;

  const registration = (overrides: Record<string, unknown>) => ({
    username: `korisnik${++n}`,
    firstName: 'Ana',
    lastName: 'Anić',
    mobilePhone: '060',
    email: `ana${n}@izlazak.test`,
    password: 'abcd',
    confirmPassword: 'abcd',
    terms: true,
    ...overrides,
  });
  const newUser = (overrides: Record<string, unknown>) => ({
    firstName: 'Ana',
    lastName: 'Anić',
    mobilePhone: '060',
    email: `u${++n}@izlazak.test`,
    password: 'abc',
    confirmPassword: 'abc',
    role: 'user',
    ...overrides,
  });

  const cases: [string, string, () => Promise<{ status: number; body: any }>][] = [
    ['a zero-width space in a username', 'username', () => api.post('/api/auth/register', registration({ username: 'ad\u200Bmin' }))],
    ['a right-to-left override in a first name', 'firstName', () => api.post('/api/auth/register', registration({ firstName: 'Ana\u202Enimda' }))],
    ['a zero-width joiner in a last name', 'lastName', () => api.post('/api/user', newUser({ lastName: 'Ani\u200Dć' }), app.adminToken)],
    [
      "a zero-width non-joiner in a manager's name",
      'user.firstName',
      () => api.post('/api/club', { user: managerBody(`m${++n}@izlazak.test`, { firstName: 'Mar\u200Cko' }), club: clubBody(`Klub ${n}`) }, app.adminToken),
    ],
    ['an isolate in an edited name', 'firstName', () => api.put('/api/user/profile', { firstName: 'Admin\u2066', lastName: 'Adminović', mobilePhone: '060' }, app.adminToken)],
  ];

  it.each(cases)('%s: 400 naming the field, nothing recorded', async (_, field, send) => {
    const before = await countEvents(app);
    const answer = await send();
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, field, message: INVISIBLE });
    expect(await countEvents(app)).toBe(before);
  });

  it('an e-mail address with a zero-width space is not an address', async () => {
    const answer = await api.post('/api/auth/register', registration({ email: 'admin\u200B@izlazak.test' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'email', message: 'Email nije validan' });
  });

  it('names in other scripts and with diacritics stay welcome', async () => {
    const answer = await api.post('/api/auth/register', registration({ firstName: 'Đorđe', lastName: "Љубић-O'Brien" }));
    expect(answer.status).toBe(201);
  });
});
