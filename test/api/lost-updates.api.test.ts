import { appPerSuite } from '../support/app';
import { venueWithManager } from '../support/venues';
import { bracketFields, clubBody, countEvents, sendForm } from './venues-fixtures';

const STALE = { statusCode: 409, message: 'Podaci su u međuvremenu izmenjeni, osvežite stranicu' };
/** The same refusal when the version came as If-Match (RFC 9110: Precondition Failed). */
const STALE_TAG = { statusCode: 412, message: STALE.message };

/** The fields of the venue form, as a form loaded from GET sends them all back. */
function formOf(venue: any) {
  const { name, location, type, description, email, phone, phone2, socialMedia, city, color } = venue;
  return { name, location, type, description, email, phone, phone2, socialMedia, city, color };
}

const ifMatch = (version: number | string) => ({ 'if-match': `"${version}"` });

/**
 * Two people load the same record and each change a different field. The edit made from the
 * version that is no longer current is refused, so the first change is never silently lost.
 */
describe('No lost updates: edits carry the version they were made from', () => {
  const app = appPerSuite();
  const { api } = app;
  let clubId: string;
  let managerToken: string;

  beforeAll(async () => {
    ({ clubId, managerToken } = await venueWithManager(api, app.adminToken, 'Klub Verzija'));
  });

  const putVenue = (body: unknown, token: string, headers: Record<string, string> = {}) => api.request('PUT', `/api/club/${clubId}`, { body, token, headers });

  describe('a venue', () => {
    it('refuses the second of two edits made from the same version, keeping the first, until the second reloads', async () => {
      const byAdmin = (await api.get(`/api/club/${clubId}`, app.adminToken)).body;
      const byManager = (await api.get(`/api/club/${clubId}`, managerToken)).body;
      expect(typeof byAdmin.version).toBe('number');
      expect(byManager.version).toBe(byAdmin.version);

      const first = await putVenue({ ...formOf(byAdmin), description: 'Opis od administratora' }, app.adminToken, ifMatch(byAdmin.version));
      expect(first.status).toBe(200);
      expect(first.body.version).toBeGreaterThan(byAdmin.version);

      const eventsBefore = await countEvents(app);
      const second = await putVenue({ ...formOf(byManager), phone: '+381 64 999 0000', version: byManager.version }, managerToken);
      expect({ status: second.status, body: second.body }).toEqual({ status: 409, body: STALE });
      expect(await countEvents(app)).toBe(eventsBefore);

      const reloaded = (await api.get(`/api/club/${clubId}`, managerToken)).body;
      expect(reloaded).toMatchObject({ description: 'Opis od administratora', phone: byManager.phone, version: first.body.version });

      const retried = await putVenue({ ...formOf(reloaded), phone: '+381 64 999 0000' }, managerToken, ifMatch(reloaded.version));
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ description: 'Opis od administratora', phone: '+381 64 999 0000' });
      expect(retried.body.version).toBeGreaterThan(reloaded.version);
    });

    it('applies an edit without a version to whatever is current, as before', async () => {
      const current = (await api.get(`/api/club/${clubId}`, managerToken)).body;
      await putVenue({ ...formOf(current), phone2: '+381 11 222 3333' }, app.adminToken);

      const blind = await putVenue(clubBody('Klub Verzija', { description: 'Bez verzije' }), managerToken);
      expect(blind.status).toBe(200);
      expect(blind.body.description).toBe('Bez verzije');
      expect((await putVenue({ ...formOf(blind.body), name: 'Klub Verzija' }, managerToken, { 'if-match': '*' })).status).toBe(200);
    });

    it('takes the version as a quoted tag (a weak one never matches) and as a multipart form field', async () => {
      const current = (await api.get(`/api/club/${clubId}`, managerToken)).body;
      expect((await putVenue({ ...formOf(current), phone2: '1' }, managerToken, { 'if-match': `W/"${current.version}"` })).body).toEqual(STALE_TAG);
      const tagged = await putVenue({ ...formOf(current), phone2: '1' }, managerToken, ifMatch(current.version));
      expect(tagged.status).toBe(200);
      expect((await putVenue({ ...formOf(current), phone2: '2' }, managerToken, ifMatch(current.version))).body).toEqual(STALE_TAG);

      const latest = (await api.get(`/api/club/${clubId}`, managerToken)).body;
      const stale = await sendForm(app.baseUrl, 'PUT', `/api/club/${clubId}`, bracketFields({ ...formOf(latest), phone2: '3', version: current.version }), [], managerToken);
      expect({ status: stale.status, body: stale.body }).toEqual({ status: 409, body: STALE });
      const fresh = await sendForm(app.baseUrl, 'PUT', `/api/club/${clubId}`, bracketFields({ ...formOf(latest), phone2: '3', version: latest.version }), [], managerToken);
      expect(fresh.status).toBe(200);
      expect(fresh.body.phone2).toBe('3');
    });

    it('answers a version that is not one with 400 naming it, changing nothing', async () => {
      const current = (await api.get(`/api/club/${clubId}`, managerToken)).body;
      const eventsBefore = await countEvents(app);
      for (const [headers, body, field] of [
        [{ 'if-match': 'tri' }, formOf(current), 'If-Match'],
        [{ 'if-match': String(current.version) }, formOf(current), 'If-Match'],
        [{}, { ...formOf(current), version: 'tri' }, 'version'],
        [{}, { ...formOf(current), version: 1.5 }, 'version'],
      ] as [Record<string, string>, unknown, string][]) {
        const response = await putVenue({ ...(body as object), description: 'Ne sme proći' }, managerToken, headers);
        expect({ status: response.status, field: response.body.field }).toEqual({ status: 400, field });
      }
      expect(await countEvents(app)).toBe(eventsBefore);
    });

    it('answers 404 for a venue that is not there, If-Match or not', async () => {
      expect((await api.request('PUT', '/api/club/nepostojeci', { body: clubBody('Niko'), token: app.adminToken, headers: ifMatch(0) })).status).toBe(404);
    });

    it('refuses stale working hours (a bare list, so the version comes as If-Match), keeping the newer week', async () => {
      const loaded = (await api.get(`/api/club/${clubId}`, managerToken)).body;
      const first = await api.request('PUT', `/api/club/updateWorkingHours?clubId=${clubId}`, {
        body: { workingHours: [{ day: 'Petak', from: '22:00', to: '04:00' }], version: loaded.version },
        token: app.adminToken,
      });
      expect(first.status).toBe(200);

      const second = await api.request('PUT', '/api/club/updateWorkingHours', {
        body: [{ day: 'Subota', from: '23:00', to: '05:00' }],
        token: managerToken,
        headers: ifMatch(loaded.version),
      });
      expect({ status: second.status, body: second.body }).toEqual({ status: 412, body: STALE_TAG });
      const week = (await api.get(`/api/club/workingHours/${clubId}`)).body;
      expect(week.map((day: { day: string }) => day.day)).toEqual(['Petak']);

      const reloaded = (await api.get(`/api/club/${clubId}`, managerToken)).body;
      const retried = await api.request('PUT', '/api/club/updateWorkingHours', {
        body: [{ day: 'Subota', from: '23:00', to: '05:00' }],
        token: managerToken,
        headers: ifMatch(reloaded.version),
      });
      expect(retried.status).toBe(200);
    });

    it("checks the version of the admin's venue-and-manager edit against the venue", async () => {
      const loaded = (await api.get(`/api/club/${clubId}`, app.adminToken)).body;
      const manager = (await api.get(`/api/club/manager/${clubId}`, app.adminToken)).body;
      const user = { firstName: manager.firstName, lastName: manager.lastName, mobilePhone: manager.mobilePhone, email: manager.email };
      await putVenue({ ...formOf(loaded), location: 'Nova adresa 1' }, managerToken);

      const stale = await api.request('PUT', `/api/club/updateWithManager/${clubId}`, {
        body: { user: { ...user, firstName: 'Petar' }, club: formOf(loaded) },
        token: app.adminToken,
        headers: ifMatch(loaded.version),
      });
      expect({ status: stale.status, body: stale.body }).toEqual({ status: 412, body: STALE_TAG });
      expect((await api.get(`/api/club/manager/${clubId}`, app.adminToken)).body.firstName).toBe(manager.firstName);
      expect((await api.get(`/api/club/${clubId}`, app.adminToken)).body.location).toBe('Nova adresa 1');

      const reloaded = (await api.get(`/api/club/${clubId}`, app.adminToken)).body;
      const fresh = await api.request('PUT', `/api/club/updateWithManager/${clubId}`, {
        body: { user: { ...user, firstName: 'Petar' }, club: formOf(reloaded), version: reloaded.version },
        token: app.adminToken,
      });
      expect(fresh.status).toBe(200);
      expect((await api.get(`/api/club/manager/${clubId}`, app.adminToken)).body.firstName).toBe('Petar');
    });
  });

  describe('a table', () => {
    it('refuses the second of two edits made from the same version, keeping the first, until the second reloads', async () => {
      const added = await api.post('/api/club/table', { name: 'Sto 7', maxPersons: 4, area: 'Terasa' }, managerToken);
      expect(added.status).toBe(201);
      expect(typeof added.body.version).toBe('number');
      const listed = (await api.get(`/api/club/allTables/${clubId}`, app.adminToken)).body.data;
      const byAdmin = listed.find((table: { _id: string }) => table._id === added.body._id);
      const byManager = { ...added.body };
      expect(byAdmin.version).toBe(byManager.version);

      const first = await api.request('PUT', `/api/club/table/${byAdmin._id}`, {
        body: { name: 'VIP 7', maxPersons: byAdmin.maxPersons, area: byAdmin.area },
        token: app.adminToken,
        headers: ifMatch(byAdmin.version),
      });
      expect(first.status).toBe(200);
      expect(first.body.version).toBeGreaterThan(byAdmin.version);

      const second = await api.put(`/api/club/table/${byManager._id}`, { name: byManager.name, maxPersons: '8', area: byManager.area, version: byManager.version }, managerToken);
      expect({ status: second.status, body: second.body }).toEqual({ status: 409, body: STALE });
      const afterRefusal = (await api.get(`/api/club/allTables/${clubId}`, managerToken)).body.data.find((table: { _id: string }) => table._id === byManager._id);
      expect(afterRefusal).toMatchObject({ name: 'VIP 7', maxPersons: '4', version: first.body.version });

      const retried = await api.put(
        `/api/club/table/${byManager._id}`,
        { name: afterRefusal.name, maxPersons: '8', area: afterRefusal.area, version: afterRefusal.version },
        managerToken,
      );
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ name: 'VIP 7', maxPersons: '8' });

      const blind = await api.put(`/api/club/table/${byManager._id}`, { name: 'Sto bez verzije', maxPersons: 2 }, managerToken);
      expect(blind.status).toBe(200);
      expect(blind.body.name).toBe('Sto bez verzije');
    });
  });
});
