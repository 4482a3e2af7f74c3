import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { RegisterUserCommand } from '../../backend/src/modules/identity/commands/register-user/register-user.command';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { appPerSuite } from '../support/app';

const siteData = {
  name: 'Izlazak',
  location: 'Beograd',
  type: 'Portal',
  description: 'Noćni život Beograda',
  email: 'kontakt@izlazak.test',
  mobile: '+381 60 111 2222',
  mobile2: '',
  socialMedia: [{ name: 'Instagram', link: 'https://instagram.com/izlazak' }],
};

describe('Foundation API: site data end to end, errors, auth skeleton', () => {
  const app = appPerSuite();
  const { api } = app;

  async function countStoredEvents(): Promise<number> {
    const { rows } = await app.running.kernel.pool.query('SELECT count(*)::int AS n FROM events');
    return rows[0].n;
  }

  async function registerUser(role: 'user' | 'manager', email: string) {
    const outcome = await app.running.app.get(CommandBus).execute(
      new RegisterUserCommand(
        randomUUID(),
        {
          username: email.split('@')[0],
          email,
          firstName: 'Test',
          lastName: 'Korisnik',
          mobilePhone: '060',
          role,
          clubId: null,
          password: 'lozinka123',
          status: true,
          isVerified: true,
          profileImage: null,
        },
        systemContext(randomUUID()),
      ),
    );
    await app.running.kernel.projections.waitFor(outcome.position, 20_000);
  }

  it('serves default site data to anyone before an admin saves any', async () => {
    const response = await api.get('/api/site');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Izlazak', email: 'info@izlazak.rs' });
  });

  it('lets the admin change site data and the very next GET shows it', async () => {
    const saved = await api.put('/api/site', siteData, app.adminToken);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email: 'kontakt@izlazak.test' });

    const read = await api.get('/api/site');
    expect(read.body).toMatchObject({ ...siteData, _id: 'main' });
    expect(read.body.updatedAt).toEqual(expect.any(String));
  });

  it('records the change as a domain event carrying actor, correlation, causation and time', async () => {
    const correlationId = randomUUID();
    await api.request('PUT', '/api/site', { body: { ...siteData, mobile2: '+381 64 000 0000' }, token: app.adminToken, headers: { 'x-correlation-id': correlationId } });
    const { rows } = await app.running.kernel.pool.query(`SELECT type, metadata FROM events WHERE stream_id = 'site-main' ORDER BY stream_revision DESC LIMIT 1`);
    expect(rows[0].type).toBe('SiteDataChanged');
    expect(rows[0].metadata).toMatchObject({
      correlationId,
      causationId: correlationId,
      actor: { role: 'admin', userId: expect.any(String) },
      schemaVersion: 1,
    });
    expect(new Date(rows[0].metadata.occurredAt).toISOString()).toBe(rows[0].metadata.occurredAt);
  });

  it('takes back the record GET site answered (with _id and updatedAt) as the settings form sends it, storing only the site fields', async () => {
    const current = (await api.get('/api/site')).body;
    expect(current._id).toBe('main');
    const record = {
      ...current,
      description: 'Noćni život Beograda i Novog Sada',
      socialMedia: [{ _id: 'sm1', name: 'Instagram', link: 'https://instagram.com/izlazak' }],
      workingHours: [{ _id: 'wh1', day: 'Petak', from: '22:00', to: '04:00', closed: false, alwaysOpen: false, dayIndex: 5 }],
    };
    const saved = await api.put('/api/site', record, app.adminToken);
    expect(saved.status).toBe(200);
    expect(saved.body.description).toBe('Noćni život Beograda i Novog Sada');
    expect(saved.body._id).toBe('main');

    const { rows } = await app.running.kernel.pool.query(`SELECT data FROM events WHERE stream_id = 'site-main' ORDER BY stream_revision DESC LIMIT 1`);
    expect(Object.keys(rows[0].data).sort()).toEqual(['description', 'email', 'location', 'mobile', 'mobile2', 'name', 'socialMedia', 'type', 'workingHours']);
    expect(rows[0].data.socialMedia).toEqual([{ name: 'Instagram', link: 'https://instagram.com/izlazak' }]);
    expect(rows[0].data.workingHours).toEqual([{ _id: 'wh1', day: 'Petak', from: '22:00', to: '04:00', closed: false, alwaysOpen: false }]);
  });

  it('rejects invalid site data with a Serbian message naming the field, and changes nothing', async () => {
    const before = await countStoredEvents();
    const response = await api.put('/api/site', { ...siteData, email: 'nije-email' }, app.adminToken);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, message: 'Email nije validan', field: 'email' });
    expect(await countStoredEvents()).toBe(before);
    expect((await api.get('/api/site')).body.email).toBe('kontakt@izlazak.test');
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await api.request('PUT', '/api/site', { raw: '{"name": ', token: app.adminToken });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.any(String) });
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js|SyntaxError/);
  });

  it('keeps site data for admins only: 401 anonymous, 403 other roles', async () => {
    expect((await api.put('/api/site', siteData)).status).toBe(401);
    await registerUser('manager', 'menadzer@izlazak.test');
    const managerToken = await api.login('menadzer@izlazak.test', 'lozinka123');
    const response = await api.put('/api/site', { ...siteData, email: 'hak@izlazak.test' }, managerToken);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Nemate dozvolu za ovu akciju');
    expect((await api.get('/api/site')).body.email).toBe('kontakt@izlazak.test');
  });

  it('logs in by username too, reads the token with or without Bearer, and logout revokes it', async () => {
    await registerUser('user', 'jelena@izlazak.test');
    const login = await api.post('/api/auth/login', { email: 'JELENA', password: 'lozinka123', rememberMe: true });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: 'jelena@izlazak.test', role: 'user' });
    expect(login.body.user).not.toHaveProperty('password');
    expect(login.body.user).not.toHaveProperty('passwordHash');
    const token = login.body.token;

    const bare = await api.request('GET', '/api/auth/me', { headers: { authorization: token } });
    expect(bare.status).toBe(200);
    expect(bare.body.firstName).toBe('Test');
    expect((await api.get('/api/auth/me', token)).status).toBe(200);

    expect((await api.get('/api/auth/logout', token)).status).toBe(200);
    const after = await api.get('/api/auth/me', token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Morate se prijaviti');
  });

  it('refuses a wrong password and a forged token', async () => {
    const wrong = await api.post('/api/auth/login', { email: app.admin.email, password: 'pogresna' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Pogrešan email ili lozinka');
    const forged = `${randomUUID()}.AAAA`;
    expect((await api.get('/api/auth/me', forged)).status).toBe(401);
    const missing = await api.post('/api/auth/login', { password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('email');
  });

  it('answers unknown API paths with a JSON 404 and client routes with the app', async () => {
    const unknown = await api.get('/api/nema-ovoga');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: 'Traženi resurs nije pronađen' });

    const clientRoute = await api.get('/dashboard/settings');
    expect(clientRoute.status).toBe(200);
    expect(clientRoute.headers.get('content-type')).toContain('text/html');
    expect(clientRoute.body).toContain('<div id="root">');
  });

  it('reports health of the database, event store, Redis and every projector', async () => {
    const response = await api.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'ok', eventStore: { adapter: 'postgres', status: 'ok' } });
    expect(response.body.redis).toBe(process.env.REDIS_URL ? 'ok' : 'not configured');
    const names = response.body.projections.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'site-data']));
    for (const projection of response.body.projections) expect(projection.lag).toBe(0);
  });

  it('publishes the OpenAPI document and its UI under /api/docs', async () => {
    const document = await api.get('/api/docs/openapi.json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(expect.arrayContaining(['/api/site', '/api/auth/login', '/api/auth/me']));
    const ui = await api.get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  // Last on purpose: it breaks this app's read model to provoke an unexpected failure.
  it('answers an unexpected failure with 500, a correlation id and no internals', async () => {
    await app.running.kernel.pool.query('ALTER TABLE site_data RENAME TO site_data_gone');
    // A URL not asked before: the answer to '/api/site' is cached and stays current, as the read model did not change.
    const response = await api.request('GET', '/api/site?kvar=1', { headers: { 'x-correlation-id': 'kvar-12345678' } });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ statusCode: 500, message: 'Greška na serveru', correlationId: 'kvar-12345678' });
    await app.running.kernel.pool.query('ALTER TABLE site_data_gone RENAME TO site_data');
  });
});
