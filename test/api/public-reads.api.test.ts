import { appPerSuite, startTestApp } from '../support/app';
import { apiClient } from '../support/http';
import { clubBody, createVenue, managerBody, MANAGER_PASSWORD, registerAccount } from './venues-fixtures';

/** The public GETs answer from a cache of their serialized JSON; what a visitor or a venue manager notices. */
describe('Public reads: ETags, 304, and changes visible at once', () => {
  const app = appPerSuite();
  const { api } = app;

  const revalidate = (path: string, etag: string, token?: string) => api.request('GET', path, { headers: { 'if-none-match': etag }, token });

  it("answers a browser's repeat with If-None-Match with 304 and no body, as long as nothing changed", async () => {
    const { id } = await createVenue(api, app.adminToken, 'Klub Keš');
    for (const path of ['/api/site', '/api/club?page=1&size=16', `/api/club/${id}`]) {
      const first = await api.get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/); // strong
      expect(first.headers.get('cache-control')).toBe('no-cache');

      const again = await api.get(path);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('etag')).toBe(etag);

      const repeat = await revalidate(path, etag);
      expect(repeat.status).toBe(304);
      expect(repeat.body).toBe('');
      expect(repeat.headers.get('etag')).toBe(etag);

      expect((await revalidate(path, `W/${etag}`)).status).toBe(304);
      expect((await revalidate(path, '"nesto-drugo"')).status).toBe(200);
    }
  });

  it("shows the admin's site change on the very next GET, with a new ETag", async () => {
    const before = await api.get('/api/site');
    const etag = before.headers.get('etag')!;

    const saved = await api.put('/api/site', { name: 'Izlazak Beograd', email: 'kontakt@izlazak.test', location: 'Beograd', socialMedia: [] }, app.adminToken);
    expect(saved.status).toBe(200);

    const after = await revalidate('/api/site', etag);
    expect(after.status).toBe(200);
    expect(after.body.name).toBe('Izlazak Beograd');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it("shows a manager's venue edit at once on the venue page and in the list", async () => {
    const { id, managerEmail } = await createVenue(api, app.adminToken, 'Splav Reka', { type: 'Splav' });
    const page = await api.get(`/api/club/${id}`);
    const list = await api.get('/api/club?page=1&size=16&type=Splav');
    expect(list.body.data.map((v: { name: string }) => v.name)).toContain('Splav Reka');

    const managerToken = await api.login(managerEmail, MANAGER_PASSWORD);
    const saved = await api.put(`/api/club/${id}`, clubBody('Splav Reka i Most', { type: 'Splav' }), managerToken);
    expect(saved.status).toBe(200);

    const pageAfter = await revalidate(`/api/club/${id}`, page.headers.get('etag')!);
    expect(pageAfter.status).toBe(200);
    expect(pageAfter.body.name).toBe('Splav Reka i Most');
    const listAfter = await revalidate('/api/club?page=1&size=16&type=Splav', list.headers.get('etag')!);
    expect(listAfter.status).toBe(200);
    expect(listAfter.body.data.map((v: { name: string }) => v.name)).toContain('Splav Reka i Most');
    expect((await api.get(`/api/club/workingHours/${id}`)).status).toBe(200);
  });

  it('answers a deleted venue with 404 right after it was served from the cache', async () => {
    const { id } = await createVenue(api, app.adminToken, 'Bar Prolazni', { type: 'Bar' });
    expect((await api.get(`/api/club/${id}`)).status).toBe(200);
    expect((await api.get(`/api/club/${id}`)).status).toBe(200);
    expect((await api.delete(`/api/club/${id}`, app.adminToken)).status).toBe(200);
    expect((await api.get(`/api/club/${id}`)).status).toBe(404);
    expect((await api.get('/api/club?page=1&size=100')).body.data.map((v: { _id: string }) => v._id)).not.toContain(id);
  });

  it("never hands an admin's or a manager's wider view to a visitor", async () => {
    const signup = await api.post('/api/auth/register-company', { user: managerBody('vlasnik@kes-neon.test'), club: clubBody('Bar Neon Keš', { type: 'Bar' }) });
    expect(signup.status).toBe(201);
    const pendingId = signup.body.clubId;

    // The admin reads the pending venue and the full list first, twice, and revalidates the list.
    for (let i = 0; i < 2; i++) {
      expect((await api.get(`/api/club/${pendingId}`, app.adminToken)).status).toBe(200);
      const all = await api.get('/api/club?status=all&page=1&size=100', app.adminToken);
      expect(all.body.data.map((v: { _id: string }) => v._id)).toContain(pendingId);
      expect((await revalidate('/api/club?status=all&page=1&size=100', all.headers.get('etag')!, app.adminToken)).status).toBe(304);
    }
    expect((await api.get(`/api/club/${pendingId}`)).status).toBe(404);
    const anonymousAll = await api.get('/api/club?status=all&page=1&size=100');
    expect(anonymousAll.status).toBe(403);
    const visitor = await registerAccount(app, 'user', 'gost@kes.test');
    const userToken = await api.login(visitor.email, visitor.password);
    expect((await api.get('/api/club?status=all&page=1&size=100', userToken)).status).toBe(403);
    expect((await api.get(`/api/club/${pendingId}`, userToken)).status).toBe(404);

    // A visitor's cached list does not hide the pending venue from the admin's own view either.
    await api.get('/api/club?page=1&size=100');
    expect((await api.get('/api/club?page=1&size=100')).body.data.map((v: { _id: string }) => v._id)).not.toContain(pendingId);
    expect((await api.get('/api/club?status=pending&page=1&size=100', app.adminToken)).body.data.map((v: { _id: string }) => v._id)).toEqual([pendingId]);
  });

  it('serves what another process changed at once: its cache follows the read models, not its own writes', async () => {
    const other = await startTestApp({ env: { DATABASE_URL: app.running.kernel.config.databaseUrl!, RUN_PROJECTIONS: 'false' } });
    try {
      const otherApi = apiClient(other.baseUrl);
      const { id } = await createVenue(api, app.adminToken, 'Klub Dva Procesa');
      await otherApi.get(`/api/club/${id}`);
      const cached = await otherApi.get(`/api/club/${id}`);
      expect(cached.body.name).toBe('Klub Dva Procesa');

      expect((await api.put(`/api/club/${id}`, clubBody('Klub Dva Procesa Posle'), app.adminToken)).status).toBe(200);
      const after = await otherApi.get(`/api/club/${id}`);
      expect(after.body.name).toBe('Klub Dva Procesa Posle');
      expect(after.headers.get('etag')).not.toBe(cached.headers.get('etag'));
    } finally {
      await other.stop();
    }
  });
});
