import { randomUUID } from 'node:crypto';
import { appPerSuite } from '../support/app';
import { countEvents, createVenue } from '../api/venues-fixtures';

const NO_VENUE = { statusCode: 400, message: 'Objekat nije pronađen', field: 'clubId' };

/** An account placed in a venue names a venue that exists: never a manager of nothing. */
describe('Referential checks: accounts and their venue', () => {
  const app = appPerSuite();
  const { api } = app;
  let userId: string;
  let n = 0;

  beforeAll(async () => {
    userId = (await api.post('/api/user', newUser(), app.adminToken)).body._id;
  });

  function newUser(overrides: Record<string, unknown> = {}) {
    return { firstName: 'Ana', lastName: 'Anić', mobilePhone: '060', email: `osoba${++n}@izlazak.test`, password: 'abc', confirmPassword: 'abc', role: 'user', ...overrides };
  }

  it('making a user the manager of a venue that does not exist: 400, nothing changes', async () => {
    const before = await countEvents(app);
    for (const clubId of [randomUUID(), 'nije-objekat']) {
      const refused = await api.put(`/api/user/${userId}`, { role: 'manager', clubId }, app.adminToken);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(NO_VENUE);
    }
    expect(await countEvents(app)).toBe(before);
    expect((await api.get(`/api/user?size=50`, app.adminToken)).body.data.find((u: { _id: string }) => u._id === userId)).toMatchObject({ role: 'user' });
  });

  it('a deleted venue is no venue either', async () => {
    const venue = await createVenue(api, app.adminToken, `Klub Zatvoren ${++n}`);
    expect((await api.delete(`/api/club/${venue.id}`, app.adminToken)).status).toBe(200);
    const refused = await api.put(`/api/user/${userId}`, { role: 'staff', clubId: venue.id }, app.adminToken);
    expect(refused.body).toEqual(NO_VENUE);
  });

  it('creating staff of a venue that does not exist: 400, no account', async () => {
    const email = `osoblje${++n}@izlazak.test`;
    const refused = await api.post('/api/user', newUser({ email, role: 'staff', clubId: randomUUID() }), app.adminToken);
    expect(refused.body).toEqual(NO_VENUE);
    expect((await api.post('/api/auth/login', { email, password: 'abc' })).status).toBe(401);
  });

  it('a real venue is accepted', async () => {
    const venue = await createVenue(api, app.adminToken, `Klub Pravi ${++n}`);
    const moved = await api.put(`/api/user/${userId}`, { role: 'staff', clubId: venue.id }, app.adminToken);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ role: 'staff', clubId: venue.id });
    expect((await api.post('/api/user', newUser({ role: 'manager', clubId: venue.id }), app.adminToken)).status).toBe(201);
  });
});
