import http from 'node:http';
import { startAppWithAdmin, type TestApp } from '../support/app';
import type { ApiResponse } from '../support/http';
import { guestBody, nightInDays } from './integrations-support';
import { MANAGER_PASSWORD, createVenue, type Api } from './venues-fixtures';

const STALE = { statusCode: 412, message: 'Podaci su u međuvremenu izmenjeni, osvežite stranicu' };
const STRONG_ETAG = /^"\d+"$/;

/** One editable record as an RFC 9110 client meets it: where its tag comes from, how it is edited. */
interface Record {
  name: string;
  /** The GET whose ETag names the version shown (a table has none of its own: its list row carries `version`). */
  tag: () => Promise<string>;
  edit: (headers: { [name: string]: string }, n: number) => Promise<ApiResponse>;
}

/**
 * Conditional requests as RFC 9110 describes them, for every editable record: GET → ETag, PUT with
 * If-Match → 200 and the new ETag, the old tag → 412, a weak tag never matches, `*` → proceeds, a
 * list matches any member, a malformed header → 400.
 */
describe('Conditional requests (RFC 9110): ETag and If-Match on every editable record', () => {
  let app: TestApp;
  let api: Api;
  let adminToken: string;
  let managerToken: string;
  let clubId: string;
  let tableId: string;
  let eventId: string;
  let couponId: string;
  let reservationId: string;
  let categoryId: string;
  let subcategoryId: string;
  let itemId: string;

  beforeAll(async () => {
    ({ app, api, adminToken } = await startAppWithAdmin());
    const venue = await createVenue(api, adminToken, 'Klub Uslovi');
    clubId = venue.id;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    tableId = (await api.post('/api/club/table', { name: 'Sto A', maxPersons: 4, area: 'Bašta' }, managerToken)).body._id;
    eventId = (await api.post('/api/event', eventBody(0), managerToken)).body._id;
    couponId = (await api.post('/api/coupons', { name: 'Popust', code: 'USLOV10', limit: 5, discount: 10, startDate: nightInDays(0), endDate: nightInDays(30) }, managerToken)).body
      ._id;
    reservationId = (await api.post('/api/reservations', guestBody(clubId, tableId, nightInDays(3), 1))).body._id;
    await api.put('/api/site', { name: 'Izlazak', email: 'info@izlazak.test', location: 'Beograd', socialMedia: [] }, adminToken);
    categoryId = (await api.post('/api/club/category', { name: 'Pivo' }, managerToken)).body._id;
    subcategoryId = (await api.post(`/api/club/addSubcategory/${categoryId}`, { name: 'Točeno', categoryId }, managerToken)).body._id;
    itemId = (await api.post('/api/product', { name: 'Jelen', price: 300, categoryId, subCategoryId: subcategoryId }, managerToken)).body._id;
    await api.put(`/api/club/${clubId}/floor`, floorPlan(0), managerToken);
  });
  afterAll(() => app?.stop());

  const etagOf = async (path: string, token?: string) => {
    const read = await api.get(path, token);
    expect(read.status).toBe(200);
    return read.headers.get('etag')!;
  };
  const put = (path: string, body: unknown, token: string) => (headers: { [name: string]: string }) => api.request('PUT', path, { body, token, headers });
  const eventBody = (n: number) => ({
    title: `Petak ${n}`,
    description: 'Opis',
    dateOfEvent: nightInDays(10),
    startTime: '23:00',
    endTime: '05:00',
    type: 'Žurka',
    ticketPrice: '0',
  });
  const floorPlan = (n: number) => ({
    width: 1000,
    height: 700,
    zones: [],
    tables: [{ _id: tableId, shape: 'round', x: 100 + n, y: 100, width: 60, height: 60, rotation: 0, minPersons: 1, maxPersons: 4 }],
  });
  const venueForm = (n: number) => ({ name: 'Klub Uslovi', location: `Ulica ${n}`, type: 'Klub', city: 'Beograd' });

  const records = (): Record[] => [
    { name: 'venue', tag: () => etagOf(`/api/club/${clubId}`, managerToken), edit: (h, n) => put(`/api/club/${clubId}`, venueForm(n), managerToken)(h) },
    {
      name: 'working hours',
      tag: () => etagOf(`/api/club/workingHours/${clubId}`),
      edit: (h, n) => put(`/api/club/updateWorkingHours?clubId=${clubId}`, [{ day: 'Petak', from: `2${n % 4}:00`, to: '04:00' }], adminToken)(h),
    },
    {
      name: 'table',
      tag: async () => `"${(await api.get(`/api/club/allTables/${clubId}`, managerToken)).body.data.find((t: { _id: string }) => t._id === tableId).version}"`,
      edit: (h, n) => put(`/api/club/table/${tableId}`, { name: `Sto ${n}`, maxPersons: 4, area: 'Bašta' }, managerToken)(h),
    },
    { name: 'event', tag: () => etagOf(`/api/event/${eventId}`, managerToken), edit: (h, n) => put(`/api/event/${eventId}`, eventBody(n), managerToken)(h) },
    { name: 'coupon', tag: () => etagOf(`/api/coupons/${couponId}`, managerToken), edit: (h, n) => put(`/api/coupons/${couponId}`, { limit: String(5 + n) }, managerToken)(h) },
    {
      name: 'reservation',
      tag: () => etagOf(`/api/reservations/${reservationId}`, managerToken),
      edit: (h, n) => put(`/api/reservations/${reservationId}`, { persons: 3 + (n % 2) }, managerToken)(h),
    },
    {
      name: 'user (own profile)',
      tag: () => etagOf('/api/user/profile', managerToken),
      edit: (h, n) => put('/api/user/profile', { firstName: 'Menadžer', lastName: `Broj${n}`, mobilePhone: '060' }, managerToken)(h),
    },
    {
      name: 'menu category (the menu is one record)',
      tag: () => etagOf(`/api/club/categories/${clubId}`),
      edit: (h, n) => put(`/api/club/categories/${categoryId}`, { name: `Pivo ${n}` }, managerToken)(h),
    },
    {
      name: 'menu subcategory',
      tag: () => etagOf(`/api/club/subCategories/${clubId}/${categoryId}`),
      edit: (h, n) => put(`/api/club/categories/${categoryId}/${subcategoryId}`, { name: `Točeno ${n}`, categoryId }, managerToken)(h),
    },
    {
      name: 'menu item',
      tag: () => etagOf(`/api/product/all/${clubId}`),
      edit: (h, n) => put(`/api/product/${itemId}`, { name: 'Jelen', price: 300 + n, categoryId, subCategoryId: subcategoryId }, managerToken)(h),
    },
    { name: 'floor plan', tag: () => etagOf(`/api/club/${clubId}/floor`), edit: (h, n) => put(`/api/club/${clubId}/floor`, floorPlan(n), managerToken)(h) },
    {
      name: 'site data',
      tag: () => etagOf('/api/site'),
      edit: (h, n) => put('/api/site', { name: 'Izlazak', email: 'info@izlazak.test', location: `Beograd ${n}`, socialMedia: [] }, adminToken)(h),
    },
  ];

  it.each(records().map((record) => [record.name, record] as const))('%s: GET → ETag → PUT with If-Match → 200 and the new ETag; the old tag → 412', async (_name, record) => {
    const loaded = await record.tag();
    expect(loaded).toMatch(STRONG_ETAG);

    const saved = await record.edit({ 'if-match': loaded }, 1);
    expect(saved.status).toBe(200);
    const newTag = saved.headers.get('etag');
    expect(newTag).toMatch(STRONG_ETAG);
    expect(newTag).not.toBe(loaded);
    expect(await record.tag()).toBe(newTag);

    const stale = await record.edit({ 'if-match': loaded }, 2);
    expect({ status: stale.status, body: stale.body }).toEqual({ status: 412, body: STALE });
    expect(await record.tag()).toBe(newTag);
  });

  it.each(records().map((record) => [record.name, record] as const))(
    '%s: a weak tag never matches, a list matches any member, * proceeds, a malformed header is 400',
    async (_name, record) => {
      const current = await record.tag();
      expect((await record.edit({ 'if-match': `W/${current}` }, 3)).status).toBe(412);

      const listed = await record.edit({ 'if-match': `"999999", ${current}` }, 4);
      expect(listed.status).toBe(200);

      expect((await record.edit({ 'if-match': '*' }, 5)).status).toBe(200);

      const before = await record.tag();
      for (const malformed of ['3', '"3', 'W/3', '"3",,x']) {
        const refused = await record.edit({ 'if-match': malformed }, 6);
        expect({ status: refused.status, field: refused.body.field }).toEqual({ status: 400, field: 'If-Match' });
      }
      expect(await record.tag()).toBe(before);
    },
  );

  it('the body `version` keeps its 409, and If-Match: * wins over a stale one', async () => {
    const venue = (await api.get(`/api/club/${clubId}`, managerToken)).body;
    const stale = await api.put(`/api/club/${clubId}`, { ...venueForm(7), version: venue.version - 1 }, managerToken);
    expect(stale.status).toBe(409);
    const starred = await api.request('PUT', `/api/club/${clubId}`, { body: { ...venueForm(8), version: venue.version - 1 }, token: managerToken, headers: { 'if-match': '*' } });
    expect(starred.status).toBe(200);
  });

  it('a DELETE honours If-Match too: the old tag → 412 and nothing is deleted, the current one deletes', async () => {
    const loaded = await etagOf(`/api/coupons/${couponId}`, managerToken);
    await api.put(`/api/coupons/${couponId}`, { limit: '20' }, managerToken);
    const refused = await api.request('DELETE', `/api/coupons/${couponId}`, { token: managerToken, headers: { 'if-match': loaded } });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 412, body: STALE });
    const current = await etagOf(`/api/coupons/${couponId}`, managerToken);
    expect((await api.request('DELETE', `/api/coupons/${couponId}`, { token: managerToken, headers: { 'if-match': current } })).status).toBe(200);
  });

  it('a record that is not there answers 404 whatever the If-Match (RFC 9110 §13.2.1: preconditions yield to a 4xx)', async () => {
    expect((await api.request('PUT', '/api/coupons/nepostojeci', { body: { limit: '3' }, token: managerToken, headers: { 'if-match': '*' } })).status).toBe(404);
  });

  it("a dashboard GET whose answer carries more than the record (a reservation's mails) never answers 304 on the version alone", async () => {
    const read = await api.get(`/api/reservations/${reservationId}`, managerToken);
    // As a browser revalidates what its cache holds: If-None-Match without a Cache-Control (fetch() would add no-cache).
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${app.baseUrl}/api/reservations/${reservationId}`, { headers: { authorization: `Bearer ${managerToken}`, 'if-none-match': read.headers.get('etag')! } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('an anonymous GET of a venue, served from the cache, names the same version and answers If-None-Match with 304', async () => {
    const first = await api.get(`/api/club/${clubId}`);
    const again = await api.get(`/api/club/${clubId}`);
    expect(again.headers.get('etag')).toBe(`"${first.body.version}"`);
    const revalidated = await fetch(`${app.baseUrl}/api/club/${clubId}`, { headers: { 'if-none-match': again.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });
});
