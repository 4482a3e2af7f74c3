import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { INVALID_READ_AFTER, SHOWN_SOON } from '@izlazak/contracts';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { clubBody, managerBody } from './venues-fixtures';

const POSITION = 'x-izlazak-position';
const AFTER = 'x-izlazak-after';

/**
 * Read-your-writes across requests, with the read models held back: an admin's new venue is never
 * answered as missing, and the admin's next read, carrying the position the command's answer gave,
 * waits until the venue shows instead of showing the past.
 */
describe('Read-your-writes while the read models are late', () => {
  // A command's answer waits this long for its read models: far less than the tests hold them.
  const app = appPerSuite({ env: { READ_YOUR_WRITES_TIMEOUT_MS: '2500' } });
  const { api } = app;

  /** Holds every write to a read model's table (reads still go) until released: the projector's batch waits on it. */
  async function holdReadModel(table: string): Promise<{ release(): Promise<void> }> {
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await client.query('ROLLBACK');
      await client.end();
    };
    held.push(release);
    return { release };
  }
  const held: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const release of held.splice(0)) await release();
  });

  const newVenue = (name: string) => ({ user: managerBody(`menadzer.${randomUUID().slice(0, 8)}@izlazak.test`), club: clubBody(name) });

  it("names the command's position on its answer, and a read sent back with it answers at once when the read models have it", async () => {
    const created = await api.post('/api/club', newVenue('Klub Odmah'), app.adminToken);
    expect(created.status).toBe(201);
    const position = created.headers.get(POSITION);
    expect(position).toMatch(/^\d+\/\d+$/);

    const read = await api.request('GET', `/api/club/${created.body._id}`, { token: app.adminToken, headers: { [AFTER]: position! } });
    expect({ status: read.status, name: read.body.name }).toEqual({ status: 200, name: 'Klub Odmah' });
  });

  it('an admin creating a venue while the read models are late gets 202 with where it will be, never 404; the read carrying the position waits for it', async () => {
    expect(await readModelsCaughtUp(app)).toBe(true);
    // The public list of venues, read before: its answer is kept in the cache in front of the routes.
    for (let read = 0; read < 2; read++) expect((await api.get('/api/club/clubsList')).status).toBe(200);
    const hold = await holdReadModel('venues');

    const created = await api.post('/api/club', newVenue('Klub Kasni'), app.adminToken);
    expect(created.status).toBe(202);
    expect(created.body.message).toBe(SHOWN_SOON);
    const location = created.headers.get('location');
    expect(location).toMatch(/^\/api\/club\/[0-9a-f-]{36}$/);
    const position = created.headers.get(POSITION);
    expect(position).toMatch(/^\d+\/\d+$/);
    expect(created.body).toMatchObject({ statusCode: 202, position, location });

    // Without the position a read shows the past: the venue is not there yet while the read models are held.
    expect((await api.get(location!, app.adminToken)).status).toBe(404);

    const names = (list: { name: string }[]) => list.map((venue) => venue.name);
    expect(names((await api.get('/api/club/clubsList')).body)).not.toContain('Klub Kasni');

    // With it, reads wait (the cached one too): they answer the new venue once the read models are let go.
    const read = api.request('GET', location!, { token: app.adminToken, headers: { [AFTER]: position! } });
    const publicList = api.request('GET', '/api/club/clubsList', { headers: { [AFTER]: position! } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await hold.release();
    const answered = await read;
    expect({ status: answered.status, name: answered.body.name }).toEqual({ status: 200, name: 'Klub Kasni' });
    expect(names((await publicList).body)).toContain('Klub Kasni');
  });

  it('a retry of the late creation with its Idempotency-Key makes no second venue', async () => {
    expect(await readModelsCaughtUp(app)).toBe(true);
    const hold = await holdReadModel('venues');
    const body = newVenue('Klub Jednom');
    const key = `"${randomUUID()}"`;
    const create = () => api.request('POST', '/api/club', { token: app.adminToken, body, headers: { 'idempotency-key': key } });
    const first = await create();
    expect(first.status).toBe(202);
    const retry = await create();
    expect(retry.body).toEqual(first.body);
    await hold.release();

    expect(await readModelsCaughtUp(app)).toBe(true);
    const { rows } = await app.running.kernel.pool.query('SELECT count(*)::int AS n FROM venues WHERE name = $1', ['Klub Jednom']);
    expect(rows[0].n).toBe(1);
  });

  it('a route reading back by hand (a new menu item) answers 202 too, never its 404', async () => {
    const venue = await api.post('/api/club', newVenue('Klub Meni'), app.adminToken);
    const category = await api.post(`/api/club/category?clubId=${venue.body._id}`, { name: 'Pića' }, app.adminToken);
    const subcategory = await api.post(`/api/club/addSubcategory/${category.body._id}`, { name: 'Sokovi' }, app.adminToken);
    expect([venue.status, category.status, subcategory.status]).toEqual([201, 201, 201]);
    expect(await readModelsCaughtUp(app)).toBe(true);
    const hold = await holdReadModel('menu_items');

    const item = await api.post('/api/product', { name: 'Limunada', price: '350', categoryId: category.body._id, subCategoryId: subcategory.body._id }, app.adminToken);
    expect({ status: item.status, message: item.body.message }).toEqual({ status: 202, message: SHOWN_SOON });
    expect(item.body.position).toBe(item.headers.get(POSITION));
    await hold.release();
  });

  it('a malformed position is refused with 400 naming the header, never a 500', async () => {
    for (const bad of ['abc', '12', '1/2/3', '-1/2', '']) {
      const read = await api.request('GET', '/api/club', { token: app.adminToken, headers: { [AFTER]: bad } });
      expect({ bad, status: read.status, message: read.body.message, field: read.body.field }).toEqual({ bad, status: 400, message: INVALID_READ_AFTER, field: 'X-Izlazak-After' });
    }
  });
});
