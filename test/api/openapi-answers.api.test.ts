import { apiErrorView, check, type Struct } from '@izlazak/contracts';
import { ROUTE_ANSWERS, answerStruct } from '../../backend/src/platform/http/openapi-answers';
import { appPerSuite } from '../support/app';
import type { ApiResponse } from '../support/http';
import { bookableVenue } from '../support/venues';
import { guestBody, nightInDays } from './integrations-support';

/**
 * The answers the OpenAPI document promises are the answers the API gives: real answers of every
 * feature are checked against the response schema their route documents (the view structs of
 * contracts/src/views.ts), so a field added, renamed or left out on either side fails here.
 */
describe('Answers as the OpenAPI document describes them', () => {
  const app = appPerSuite();
  const { api } = app;
  const checked = new Set<string>();

  /** Checks a real answer against the documented one of `METHOD /template` and returns its body. */
  function documented<T = any>(route: string, response: ApiResponse<T>): T {
    const answer = ROUTE_ANSWERS[route]?.success;
    const struct: Struct<any, any> | undefined = answer && answerStruct(answer);
    if (!struct) throw new Error(`${route} documents no JSON answer`);
    expect([route, response.status >= 200 && response.status < 300]).toEqual([route, true]);
    const { errors } = check(response.body, struct);
    expect([route, errors ?? 'as documented']).toEqual([route, 'as documented']);
    checked.add(route);
    return response.body;
  }

  function refusal(response: ApiResponse) {
    expect(check(response.body, apiErrorView).errors ?? 'as documented').toBe('as documented');
    expect(response.status).toBeGreaterThanOrEqual(400);
  }

  it('answers every feature with the documented shape', async () => {
    const admin = app.adminToken;
    documented('GET /api/auth/me', await api.get('/api/auth/me', admin));
    documented('GET /api/user', await api.get('/api/user?page=1&size=5', admin));
    const site = documented('GET /api/site', await api.get('/api/site'));
    documented('PUT /api/site', await api.put('/api/site', { name: site.name || 'Izlazak', email: site.email || 'info@izlazak.test' }, admin));
    documented('GET /api/site/sliderImages', await api.get('/api/site/sliderImages'));
    documented('GET /api/club/objectTypes', await api.get('/api/club/objectTypes'));
    documented('GET /api/club/citiesList', await api.get('/api/club/citiesList'));
    documented('GET /api/club/typesList', await api.get('/api/club/typesList'));

    const venue = await bookableVenue(api, admin, 'Klub Dokument', [{ name: 'Sto 1', maxPersons: 6 }]);
    const clubId = venue.id;
    const [tableId] = venue.tableIds;
    documented('GET /api/club/clubsList', await api.get('/api/club/clubsList'));
    documented('GET /api/club/{clubId}', await api.get(`/api/club/${clubId}`, admin));
    documented('GET /api/club', await api.get('/api/club?status=all', admin));
    documented('GET /api/club/workingHours/{clubId}', await api.get(`/api/club/workingHours/${clubId}`));
    documented('GET /api/club/allTables/{clubId}', await api.get(`/api/club/allTables/${clubId}?date=${nightInDays(1)}`));
    documented('GET /api/club/manager/{clubId}', await api.get(`/api/club/manager/${clubId}`, admin));
    documented('PUT /api/club/table/{tableId}', await api.put(`/api/club/table/${tableId}`, { name: 'Sto 1', maxPersons: '8' }, admin));

    const category = documented('POST /api/club/category', await api.post(`/api/club/category?clubId=${clubId}`, { name: 'Pića' }, admin));
    const subcategory = documented('POST /api/club/addSubcategory/{categoryId}', await api.post(`/api/club/addSubcategory/${category._id}`, { name: 'Sokovi' }, admin));
    documented('POST /api/product', await api.post('/api/product', { name: 'Limunada', price: '350,50', categoryId: category._id, subCategoryId: subcategory._id }, admin));
    documented('GET /api/club/categories/{id}', await api.get(`/api/club/categories/${clubId}`));
    documented('GET /api/club/subCategories/{clubId}/{categoryId}', await api.get(`/api/club/subCategories/${clubId}/${category._id}`));
    documented('GET /api/product/all/{clubId}', await api.get(`/api/product/all/${clubId}`));

    const event = documented(
      'POST /api/event',
      await api.post('/api/event', { title: 'Petak do zore', description: 'House do jutra', dateOfEvent: nightInDays(2), type: 'Žurka', ticketPrice: '1000', clubId }, admin),
    );
    documented('GET /api/event', await api.get(`/api/event?clubId=${clubId}`));
    documented('GET /api/event/{eventId}', await api.get(`/api/event/${event._id}`));
    documented('GET /api/event/types', await api.get('/api/event/types'));

    const coupon = documented(
      'POST /api/coupons',
      await api.post('/api/coupons', { name: 'Petak popust', code: 'PETAK10', limit: 50, discount: 10, startDate: nightInDays(0), endDate: nightInDays(30), clubId }, admin),
    );
    documented('GET /api/coupons', await api.get(`/api/coupons?clubId=${clubId}`, admin));
    documented('GET /api/coupons/{couponId}', await api.get(`/api/coupons/${coupon._id}`, admin));

    const placed = documented('POST /api/reservations', await api.post('/api/reservations', { ...guestBody(clubId, tableId, nightInDays(1), 1), couponCode: 'PETAK10' }));
    documented('GET /api/reservations', await api.get(`/api/reservations?all=true&clubId=${clubId}`, admin));
    documented('GET /api/reservations/{id}', await api.get(`/api/reservations/${placed._id}`, admin));
    documented('PUT /api/reservations/{id}', await api.put(`/api/reservations/${placed._id}`, { status: 'Complete' }, admin));
    refusal(await api.post('/api/reservations', { ...guestBody(clubId, tableId, nightInDays(1), 2), persons: 'mnogo' }));
    refusal(await api.get('/api/reservations/nepostojeca', admin));
    documented('GET /api/reports', await api.get(`/api/reports?clubId=${clubId}&from=${nightInDays(0)}&to=${nightInDays(7)}`, admin));
    refusal(await api.get('/api/reports?from=sutra', admin));
    const floorPlan = {
      width: 1000,
      height: 700,
      zones: [{ name: 'Bašta', color: '#22c55e' }],
      tables: [{ _id: tableId, zoneId: 'Bašta', shape: 'round', x: 100, y: 100, width: 60, height: 60, rotation: 0, minPersons: 1, maxPersons: 6 }],
    };
    documented('PUT /api/club/{clubId}/floor', await api.put(`/api/club/${clubId}/floor`, floorPlan, admin));
    const floor = documented('GET /api/club/{clubId}/floor', await api.get(`/api/club/${clubId}/floor?night=${nightInDays(1)}`, admin));
    expect(floor.tables[0].reservation?._id).toBe(placed._id);
    refusal(await api.put(`/api/club/${clubId}/floor`, { ...floorPlan, width: 50 }, admin));

    documented('POST /api/site/sendMessage', await api.post('/api/site/sendMessage', { name: 'Gost', email: 'gost@dokument.test', message: 'Pozdrav' }));
    documented('GET /api/site/messages', await api.get('/api/site/messages', admin));
    documented('POST /api/site/subscribe', await api.post('/api/site/subscribe', { email: 'vesti@dokument.test' }));

    const at = encodeURIComponent(new Date().toISOString());
    documented('GET /api/history', await api.get('/api/history', admin));
    documented('GET /api/history/night/{clubId}', await api.get(`/api/history/night/${clubId}?at=${at}`, admin));
    documented('GET /api/history/state/{clubId}', await api.get(`/api/history/state/${clubId}?at=${at}&what=menu`, admin));

    const key = documented('POST /api/integrations/keys', await api.post('/api/integrations/keys', { name: 'POS', clubId: null }, admin));
    documented('GET /api/integrations/keys', await api.get('/api/integrations/keys', admin));
    documented('GET /api/integrations/feed', await api.get('/api/integrations/feed?limit=500', key.key));
    documented('GET /api/integrations/webhooks', await api.get('/api/integrations/webhooks', admin));
    refusal(await api.get('/api/integrations/feed', admin));

    documented('DELETE /api/coupons/{couponId}', await api.delete(`/api/coupons/${coupon._id}`, admin));
    documented('DELETE /api/integrations/keys/{id}', await api.delete(`/api/integrations/keys/${key._id}`, admin));
    documented('GET /api/auth/logout', await api.get('/api/auth/logout', await api.login(app.admin.email, app.admin.password)));
    expect(checked.size).toBeGreaterThanOrEqual(45);
  });

  it('answers the health check as documented', async () => {
    const health = await fetch(`${app.baseUrl}/api/health`);
    documented('GET /api/health', { status: health.status, body: await health.json(), headers: health.headers });
  });
});
