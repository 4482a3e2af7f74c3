import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApplication, type RunningApplication } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config/config';
import { apiClient } from '../support/http';
import { appPerSuite } from '../support/app';
import { PASSWORD, accountOf, registerMultipart, registration } from './accounts-support';
import { recordVenues } from './venues-fixtures';

const THROTTLED = /^Previše neuspešnih pokušaja prijave\. Pokušajte ponovo za 1[45] minuta\.$/;

describe('Accounts API: login sessions, throttling, inactive and deleted accounts', () => {
  const app = appPerSuite();
  const { api } = app;

  beforeAll(async () => {
    await recordVenues(app, 'klub-a');
  });

  async function sessionHours(token: string): Promise<number> {
    const { rows } = await app.running.kernel.pool.query('SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM sessions WHERE id = $1', [token.split('.')[0]]);
    return Number(rows[0].hours);
  }

  it('gives a long-lived token with rememberMe and a short one without', async () => {
    const account = await accountOf(api, app.adminToken, 'pamti', 'user');
    const remembered = await api.post('/api/auth/login', { email: account.email, password: PASSWORD, rememberMe: true });
    const short = await api.post('/api/auth/login', { email: account.email, password: PASSWORD, rememberMe: false });
    expect(await sessionHours(remembered.body.token)).toBeGreaterThan(29 * 24);
    const hours = await sessionHours(short.body.token);
    expect(hours).toBeGreaterThan(11);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('answers the sixth try after five wrong passwords with 429, even with the right password, for that account only', async () => {
    const victim = await accountOf(api, app.adminToken, 'meta', 'user');
    const neighbour = await accountOf(api, app.adminToken, 'komsija', 'user');
    for (let i = 0; i < 5; i++) {
      const wrong = await api.post('/api/auth/login', { email: victim.email, password: `pogresna-${i}` });
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toBe('Pogrešan email ili lozinka');
    }
    const right = await api.post('/api/auth/login', { email: victim.email, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(THROTTLED);
    // The same account under its username, and in another letter case.
    expect((await api.post('/api/auth/login', { email: 'META@izlazak.test', password: PASSWORD })).status).toBe(429);
    expect((await api.post('/api/auth/login', { email: neighbour.email, password: PASSWORD })).status).toBe(200);
    // A session opened before keeps working: throttling slows guessing, it does not sign anyone out.
    expect((await api.get('/api/auth/me', victim.token)).status).toBe(200);
  });

  it('throttles guesses at an unknown login name the same way, so it reveals nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await api.post('/api/auth/login', { email: 'nepostojeci', password: 'x' })).status).toBe(401);
    const sixth = await api.post('/api/auth/login', { email: 'nepostojeci', password: 'x' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(THROTTLED);
  });

  it('counts failures in PostgreSQL: another process on the same database refuses too', async () => {
    const account = await accountOf(api, app.adminToken, 'dva-procesa', 'user');
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-second-'));
    let second: RunningApplication | null = null;
    try {
      second = await startApplication(
        loadConfig({
          ...process.env,
          DATABASE_URL: app.running.kernel.config.databaseUrl,
          PORT: '0',
          JWT_SECRET: 'test-secret',
          MAIL_DIR: mailDir,
          UPLOAD_DIR: mailDir,
          SEED_DEMO: 'false',
          WARM_PUBLIC_PAGES: 'false',
        }),
      );
      const other = apiClient(second.url);
      for (let i = 0; i < 3; i++) await api.post('/api/auth/login', { email: account.email, password: 'pogresna' });
      for (let i = 0; i < 2; i++) await other.post('/api/auth/login', { email: account.email, password: 'pogresna' });
      expect((await other.post('/api/auth/login', { email: account.email, password: PASSWORD })).status).toBe(429);
      expect((await api.post('/api/auth/login', { email: account.email, password: PASSWORD })).status).toBe(429);
    } finally {
      await second?.close();
      fs.rmSync(mailDir, { recursive: true, force: true });
    }
  });

  it('refuses an inactive account at login and ends its open sessions; reactivated, it logs in again', async () => {
    const staff = await accountOf(api, app.adminToken, 'neaktivan', 'staff', 'klub-a');
    expect((await api.put(`/api/user/${staff.id}`, { status: false }, app.adminToken)).status).toBe(200);
    const refused = await api.post('/api/auth/login', { email: staff.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Vaš nalog nije aktivan');
    expect((await api.get('/api/auth/me', staff.token)).status).toBe(401);

    expect((await api.put(`/api/user/${staff.id}`, { status: true }, app.adminToken)).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: staff.email, password: PASSWORD })).status).toBe(200);
    // The session ended by the deactivation stays ended.
    expect((await api.get('/api/auth/me', staff.token)).status).toBe(401);
  });

  it('refuses a deleted account like an unknown one and frees its address for a new registration', async () => {
    const user = await accountOf(api, app.adminToken, 'obrisan', 'user');
    expect((await api.delete(`/api/user/${user.id}`, app.adminToken)).status).toBe(200);
    const refused = await api.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Pogrešan email ili lozinka');
    expect((await api.get('/api/auth/me', user.token)).status).toBe(401);

    const again = await registerMultipart(app.baseUrl, registration('obrisan'));
    expect(again.status).toBe(201);
    expect(again.body.user._id).not.toBe(user.id);
  });

  // Last: it throttles this test's whole client address.
  it('slows down many wrong passwords from one address across accounts', async () => {
    const account = await accountOf(api, app.adminToken, 'sa-adrese', 'user');
    for (let i = 0; i < 30; i++) await api.post('/api/auth/login', { email: `pogadjam-${i}`, password: 'x' });
    const response = await api.post('/api/auth/login', { email: account.email, password: PASSWORD });
    expect(response.status).toBe(429);
    expect(response.body.message).toMatch(THROTTLED);
  });
});
