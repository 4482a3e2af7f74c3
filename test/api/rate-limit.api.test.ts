import { apiClient } from '../support/http';
import { startTestApp, type TestApp } from '../support/app';
import { bracketFields, clubBody, countEvents, managerBody, sendForm, type Api } from './venues-fixtures';

/**
 * Anonymous writes that mail or store something are limited per client address and endpoint
 * (RATE_LIMIT_PER_WINDOW successes in 15 minutes, 2 here): the next one is a 429 in Serbian and
 * changes nothing; refused input does not count, and each endpoint has its own budget.
 */
describe('Rate limits on anonymous writes', () => {
  let app: TestApp;
  let api: Api;
  let n = 0;

  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_PER_WINDOW: '2' } });
    api = apiClient(app.baseUrl);
  });
  afterAll(() => app?.stop());

  const endpoints: [string, () => Promise<{ status: number; body: any }>, () => Promise<{ status: number; body: any }>][] = [
    [
      'POST /api/site/sendMessage',
      () => api.post('/api/site/sendMessage', { name: 'Ana', email: 'ana@izlazak.test', message: `Poruka ${++n}` }),
      () => api.post('/api/site/sendMessage', { name: 'Ana' }),
    ],
    ['POST /api/site/subscribe', () => api.post('/api/site/subscribe', { email: `p${++n}@izlazak.test` }), () => api.post('/api/site/subscribe', { email: 'nije-adresa' })],
    ['POST /api/auth/change-password', () => api.post('/api/auth/change-password', { email: `z${++n}@izlazak.test` }), () => api.post('/api/auth/change-password', { email: '' })],
    ['POST /api/privacy/export', () => api.post('/api/privacy/export', { email: `e${++n}@izlazak.test` }), () => api.post('/api/privacy/export', { email: 'nije-adresa' })],
    ['POST /api/privacy/erase', () => api.post('/api/privacy/erase', { email: `b${++n}@izlazak.test` }), () => api.post('/api/privacy/erase', {})],
    [
      'POST /api/auth/register-company',
      () => sendForm(app.baseUrl, 'POST', '/api/auth/register-company', bracketFields({ user: managerBody(`v${++n}@izlazak.test`), club: clubBody(`Prijava ${n}`) })),
      () => api.post('/api/auth/register-company', { user: {}, club: {} }),
    ],
  ];

  it.each(endpoints)('%s: two successes, then 429 without a change', async (_, good, bad) => {
    for (let i = 0; i < 4; i++) expect((await bad()).status).toBe(400);
    expect((await good()).status).toBeLessThan(300);
    expect((await good()).status).toBeLessThan(300);

    const before = await countEvents(app);
    const refused = await good();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'Previše zahteva sa vaše adrese. Pokušajte ponovo za 15 minuta.' });
    expect(await countEvents(app)).toBe(before);
  });

  it('leaves logged-in work and other endpoints alone', async () => {
    const admin = await api.login(app.admin.email, app.admin.password);
    const site = await api.put('/api/site', { name: 'Izlazak', email: 'info@izlazak.test', socialMedia: [] }, admin);
    expect(site.status).toBe(200);
  });
});

describe('The client address behind a reverse proxy (TRUST_PROXY)', () => {
  const subscribeFrom = (app: TestApp, address: string, n: number) =>
    apiClient(app.baseUrl).request('POST', '/api/site/subscribe', { body: { email: `proxy${n}@izlazak.test` }, headers: { 'x-forwarded-for': address } });

  it('ignores X-Forwarded-For by default, so a made-up header cannot escape the limit', async () => {
    const app = await startTestApp({ env: { RATE_LIMIT_PER_WINDOW: '1' } });
    try {
      expect((await subscribeFrom(app, '203.0.113.1', 1)).status).toBe(201);
      expect((await subscribeFrom(app, '203.0.113.2', 2)).status).toBe(429);
    } finally {
      await app.stop();
    }
  });

  it('counts each visitor on their own address when the proxy in front is trusted', async () => {
    const app = await startTestApp({ env: { RATE_LIMIT_PER_WINDOW: '1', TRUST_PROXY: 'loopback' } });
    try {
      expect((await subscribeFrom(app, '203.0.113.1', 1)).status).toBe(201);
      expect((await subscribeFrom(app, '203.0.113.2', 2)).status).toBe(201);
      expect((await subscribeFrom(app, '203.0.113.1', 3)).status).toBe(429);
    } finally {
      await app.stop();
    }
  });
});
