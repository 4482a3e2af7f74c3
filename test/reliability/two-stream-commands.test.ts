import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { MANAGER_PASSWORD, bracketFields, clubBody, countEvents, createVenue, managerBody, sendForm } from '../api/venues-fixtures';

/**
 * A venue and its manager's account are two streams. Whatever makes the second step fail, the
 * first does not stay done alone: no manager of a venue that was never recorded (who could log in
 * and whose e-mail would stay taken), no manager changed while the venue refused the save.
 */
describe('Commands that write two streams', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let n = 0;

  const sql = (text: string) => app.running.kernel.pool.query(text);

  /** Makes the event store refuse every append to streams starting with this prefix, for one step. */
  async function whileAppendsFailTo<T>(prefix: string, step: () => Promise<T>): Promise<T> {
    await sql(`CREATE OR REPLACE FUNCTION test_refuse_append() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await sql(`CREATE TRIGGER test_refuse_append BEFORE INSERT ON events FOR EACH ROW WHEN (NEW.stream_id LIKE '${prefix}%') EXECUTE FUNCTION test_refuse_append()`);
    try {
      return await step();
    } finally {
      await sql('DROP TRIGGER test_refuse_append ON events');
    }
  }

  /** A failed command answers without waiting for the read models; what it undid reaches them after. */
  async function afterTheUndo() {
    expect(await readModelsCaughtUp(app, 30_000)).toBe(true);
  }

  const loginStatus = async (email: string, password = MANAGER_PASSWORD) => (await api.post('/api/auth/login', { email, password })).status;

  it('a venue name with a lone surrogate is refused before the manager account is created', async () => {
    const email = `surogat${++n}@izlazak.test`;
    const before = await countEvents(app);
    const refused = await api.post('/api/club', { user: managerBody(email), club: clubBody('x\ud800y') }, app.adminToken);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, field: expect.stringMatching(/^club\./) });
    expect(await countEvents(app)).toBe(before);
    expect(await loginStatus(email)).toBe(401);
    expect((await api.post('/api/club', { user: managerBody(email), club: clubBody(`Klub Surogat ${n}`) }, app.adminToken)).status).toBe(201);
  });

  it('creating a venue: when the venue cannot be recorded, the new manager account is withdrawn', async () => {
    const email = `nedovrseno${++n}@izlazak.test`;
    const failed = await whileAppendsFailTo('club-', () => api.post('/api/club', { user: managerBody(email), club: clubBody(`Klub Pad ${n}`) }, app.adminToken));
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await loginStatus(email)).toBe(401);

    const again = await api.post('/api/club', { user: managerBody(email), club: clubBody(`Klub Pad ${n}`) }, app.adminToken);
    expect(again.status).toBe(201);
    expect(await loginStatus(email)).toBe(200);
  });

  it('a venue sign-up: when the venue cannot be recorded, the owner may sign up again with the same e-mail', async () => {
    const email = `prijava${++n}@izlazak.test`;
    const signUp = () => sendForm(app.baseUrl, 'POST', '/api/auth/register-company', bracketFields({ user: managerBody(email), club: clubBody(`Prijava Pad ${n}`) }));
    const failed = await whileAppendsFailTo('club-', signUp);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect((await signUp()).status).toBe(201);
  });

  it('saving a venue with its manager: when the venue refuses, the manager stays as they were', async () => {
    const venue = await createVenue(api, app.adminToken, `Klub Oba ${++n}`);
    const managerBefore = (await api.get(`/api/club/manager/${venue.id}`, app.adminToken)).body;
    const save = () =>
      api.put(
        `/api/club/updateWithManager/${venue.id}`,
        {
          club: clubBody(`Klub Oba Novi ${n}`),
          user: managerBody(`novi.${venue.managerEmail}`, { firstName: 'Novak', password: 'nova-lozinka', confirmPassword: 'nova-lozinka' }),
        },
        app.adminToken,
      );

    const failed = await whileAppendsFailTo('club-', save);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect((await api.get(`/api/club/manager/${venue.id}`, app.adminToken)).body).toEqual(managerBefore);
    expect(await loginStatus(venue.managerEmail)).toBe(200);
    expect(await loginStatus(`novi.${venue.managerEmail}`, 'nova-lozinka')).toBe(401);
  });

  it('saving a venue with its manager: when the manager refuses, the venue gets its previous details back', async () => {
    const venue = await createVenue(api, app.adminToken, `Klub Vrati ${++n}`);
    const failed = await whileAppendsFailTo('user-', () =>
      api.put(`/api/club/updateWithManager/${venue.id}`, { club: clubBody(`Klub Vrati Novi ${n}`), user: managerBody(venue.managerEmail, { firstName: 'Novak' }) }, app.adminToken),
    );
    expect(failed.status).toBeGreaterThanOrEqual(400);
    await afterTheUndo();
    expect((await api.get(`/api/club/${venue.id}`)).body.name).toBe(`Klub Vrati ${n}`);
    expect((await api.get(`/api/club/manager/${venue.id}`, app.adminToken)).body.firstName).toBe('Marko');
  });

  it('a taken e-mail refuses the save with the venue unchanged', async () => {
    const venue = await createVenue(api, app.adminToken, `Klub Zauzet ${++n}`);
    const other = await createVenue(api, app.adminToken, `Klub Drugi ${n}`);
    const before = await countEvents(app);
    const refused = await api.put(`/api/club/updateWithManager/${venue.id}`, { club: clubBody(`Klub Zauzet Novi ${n}`), user: managerBody(other.managerEmail) }, app.adminToken);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ statusCode: 409, message: 'Korisnik sa unesenim email adresom već postoji!' });
    expect(await countEvents(app)).toBe(before);
  });
});
