import { randomUUID } from 'node:crypto';
import { IdempotencyKeys } from '../../backend/src/platform/http/idempotency';
import { startAppWithAdmin, startTestApp, type TestApp } from '../support/app';
import { apiClient } from '../support/http';
import { bookableVenue } from '../support/venues';
import { guestBody, nightInDays } from './integrations-support';
import { MANAGER_PASSWORD, createVenue, type Api } from './venues-fixtures';

const STILL_RUNNING = 'Zahtev sa ovim Idempotency-Key se još obrađuje, pokušajte ponovo za trenutak';
const KEY_REUSED = 'Ovaj Idempotency-Key je već upotrebljen za drugačiji zahtev';

/** A key as the draft writes it: a Structured Field string. */
const newKey = () => `"${randomUUID()}"`;

/**
 * Idempotency-Key (IETF httpapi draft) on creating POSTs: a guest whose answer got lost retries the
 * same attempt and gets their reservation back, instead of "the table is taken" by their own.
 */
describe('Idempotency-Key on creating requests', () => {
  let app: TestApp;
  let api: Api;
  let adminToken: string;
  let clubId: string;
  let tableIds: string[];
  let night = 1;

  beforeAll(async () => {
    ({ app, api, adminToken } = await startAppWithAdmin({ env: { RATE_LIMIT_PER_WINDOW: '0' } }));
    const venue = await bookableVenue(
      api,
      adminToken,
      'Klub Ponovo',
      Array.from({ length: 8 }, (_, n) => ({ name: `Sto ${n + 1}`, maxPersons: 6 })),
    );
    ({ id: clubId, tableIds } = venue);
  });
  afterAll(() => app?.stop());

  const attempt = (n: number) => guestBody(clubId, tableIds[n], nightInDays(night++), n);
  const place = (body: unknown, key?: string, target: Api = api) => target.request('POST', '/api/reservations', { body, headers: key ? { 'idempotency-key': key } : {} });
  const reservationsOf = async (email: string) => Number((await app.running.kernel.pool.query('SELECT count(*) AS n FROM reservations WHERE email = $1', [email])).rows[0].n);

  it('a retry with the same key and body gets the first answer again: the same reservation, 201, the same body', async () => {
    const body = attempt(0);
    const key = newKey();
    const first = await place(body, key);
    expect(first.status).toBe(201);
    const retry = await place(body, key);
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 201, body: first.body });
    expect(await reservationsOf(body.email)).toBe(1);

    // Without the header a retry is a second placement, refused by the guest's own reservation.
    expect((await place(body)).status).toBe(409);
  });

  it('the same key with another body is 422; a malformed key is 400; nothing is placed for either', async () => {
    const key = newKey();
    const body = attempt(1);
    expect((await place(body, key)).status).toBe(201);
    const other = await place({ ...body, persons: 3 }, key);
    expect({ status: other.status, message: other.body.message }).toEqual({ status: 422, message: KEY_REUSED });

    const fresh = attempt(2);
    for (const malformed of ['"', '"nedovrsen', 'ima razmak', `"${'x'.repeat(256)}"`]) {
      const refused = await place(fresh, malformed);
      expect({ status: refused.status, field: refused.body.field }).toEqual({ status: 400, field: 'Idempotency-Key' });
    }
    expect(await reservationsOf(fresh.email)).toBe(0);
  });

  it('a refused first attempt leaves the key free for the corrected one', async () => {
    const key = newKey();
    const body = attempt(3);
    expect((await place({ ...body, email: 'nije-adresa' }, key)).status).toBe(400);
    // The guest fixes the address; the form sends a new key for a changed form, but even the same key works.
    expect((await place(body, key)).status).toBe(201);
  });

  it('20 simultaneous placements with one key and body make one reservation; each answer is that 201 or 409 "still running"', async () => {
    const body = attempt(4);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(body, key)));
    const created = answers.filter((answer) => answer.status === 201);
    const running = answers.filter((answer) => answer.status === 409);
    expect(created.length + running.length).toBe(20);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of created) expect(answer.body).toEqual(created[0].body);
    for (const answer of running) expect(answer.body).toMatchObject({ statusCode: 409, message: STILL_RUNNING });
    expect(await reservationsOf(body.email)).toBe(1);

    const later = await place(body, key);
    expect({ status: later.status, body: later.body }).toEqual({ status: 201, body: created[0].body });
  });

  it('a second process on the same database answers the retry with the first answer', async () => {
    const second = await startTestApp({ sameDatabaseAs: app, env: { RATE_LIMIT_PER_WINDOW: '0' } });
    try {
      const body = attempt(5);
      const key = newKey();
      const first = await place(body, key);
      const elsewhere = await place(body, key, apiClient(second.baseUrl));
      expect({ status: elsewhere.status, body: elsewhere.body }).toEqual({ status: 201, body: first.body });
      expect(await reservationsOf(body.email)).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it("keys are per caller: another manager's identical key is theirs, and a signed-in key is not a guest's", async () => {
    const a = await createVenue(api, adminToken, 'Klub Ključ A');
    const b = await createVenue(api, adminToken, 'Klub Ključ B');
    const tokenA = await api.login(a.managerEmail, MANAGER_PASSWORD);
    const tokenB = await api.login(b.managerEmail, MANAGER_PASSWORD);
    const key = newKey();
    const tableA = await api.request('POST', '/api/club/table', { body: { name: 'Sto A', maxPersons: 4 }, token: tokenA, headers: { 'idempotency-key': key } });
    const tableB = await api.request('POST', '/api/club/table', { body: { name: 'Sto B', maxPersons: 4 }, token: tokenB, headers: { 'idempotency-key': key } });
    expect([tableA.status, tableB.status]).toEqual([201, 201]);
    expect(tableB.body._id).not.toBe(tableA.body._id);
    const again = await api.request('POST', '/api/club/table', { body: { name: 'Sto A', maxPersons: 4 }, token: tokenA, headers: { 'idempotency-key': key } });
    expect(again.body).toEqual(tableA.body);
    expect((await api.get(`/api/club/allTables/${a.id}`, tokenA)).body.data).toHaveLength(1);
  });

  it('keeps a key 24 hours: an expired one is swept, and then it is free again', async () => {
    const key = newKey();
    const body = attempt(6);
    expect((await place(body, key)).status).toBe(201);
    await app.running.kernel.pool.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`, [key.slice(1, -1)]);
    expect(await app.running.app.get(IdempotencyKeys).forgetExpired()).toBeGreaterThanOrEqual(1);
    expect((await app.running.kernel.pool.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key.slice(1, -1)])).rowCount).toBe(0);
    expect((await place(attempt(7), key)).status).toBe(201);
  });

  it('an integration key created twice under one Idempotency-Key is one key; its secret is not kept readable', async () => {
    const key = newKey();
    const create = () => api.request('POST', '/api/integrations/keys', { body: { name: 'Blagajna', clubId: null }, token: adminToken, headers: { 'idempotency-key': key } });
    const first = await create();
    expect(first.status).toBe(201);
    expect(first.body.key).toMatch(/^izk_/);
    const retry = await create();
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 201, body: first.body });
    expect((await api.get('/api/integrations/keys', adminToken)).body.filter((k: { name: string }) => k.name === 'Blagajna')).toHaveLength(1);

    const stored = await app.running.kernel.pool.query<{ body: string }>('SELECT body FROM idempotency_keys WHERE key = $1', [key.slice(1, -1)]);
    expect(stored.rows[0].body).not.toContain(first.body.key);
    expect(stored.rows[0].body).not.toContain('Blagajna');
  });

  it('requests without the header leave no key behind', async () => {
    const before = Number((await app.running.kernel.pool.query('SELECT count(*) AS n FROM idempotency_keys')).rows[0].n);
    expect((await place(attempt(7))).status).toBe(201);
    expect(Number((await app.running.kernel.pool.query('SELECT count(*) AS n FROM idempotency_keys')).rows[0].n)).toBe(before);
  });
});
