import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { venueWithManager } from '../support/venues';
import { countEvents, streamEventTypes } from './venues-fixtures';

describe('Venues API: working hours and tables (Podešavanja → Radno vreme, Stolovi)', () => {
  const app = appPerSuite();
  const { api } = app;
  let clubId: string;
  let managerToken: string;

  beforeAll(async () => {
    ({ clubId, managerToken } = await venueWithManager(api, app.adminToken, 'Klub Sat'));
  });

  describe('working hours', () => {
    it('saves the week from the manager, Monday first, with nights that end after midnight', async () => {
      const week = [
        { day: 'Nedelja', from: '12:00', to: '23:00', closed: false, alwaysOpen: false },
        { day: 'Petak', from: '22:00', to: '05:00', closed: false, alwaysOpen: false },
        { day: 'Ponedeljak', from: '', to: '', closed: true, alwaysOpen: false },
        { day: 6, from: '', to: '', closed: false, alwaysOpen: true },
      ];
      const saved = await api.put('/api/club/updateWorkingHours', week, managerToken);
      expect(saved.status).toBe(200);

      const read = await api.get(`/api/club/workingHours/${clubId}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual([
        { _id: '1', day: 'Ponedeljak', dayIndex: 1, from: '', to: '', closed: true, alwaysOpen: false, endsNextDay: false },
        { _id: '5', day: 'Petak', dayIndex: 5, from: '22:00', to: '05:00', closed: false, alwaysOpen: false, endsNextDay: true },
        { _id: '6', day: 'Subota', dayIndex: 6, from: '', to: '', closed: false, alwaysOpen: true, endsNextDay: false },
        { _id: '0', day: 'Nedelja', dayIndex: 0, from: '12:00', to: '23:00', closed: false, alwaysOpen: false, endsNextDay: false },
      ]);
      expect((await api.get(`/api/club/${clubId}`)).body.workingHours).toEqual(read.body);
      expect(await streamEventTypes(app, `club-${clubId}`)).toContain('VenueWorkingHoursUpdated');
    });

    it('refuses times that are not HH:mm, missing times, equal times and repeated days, changing nothing', async () => {
      const before = await countEvents(app);
      const cases: [unknown[], string, string][] = [
        [[{ day: 'Utorak', from: '9:00', to: '17:00' }], 'workingHours.0.from', 'Vreme mora biti u formatu HH:mm'],
        [[{ day: 'Utorak', from: '09:00', to: '24:00' }], 'workingHours.0.to', 'Vreme mora biti u formatu HH:mm'],
        [[{ day: 'Utorak', from: '09:00' }], 'workingHours.0.to', 'Vreme zatvaranja je obavezno'],
        [[{ day: 'Utorak', to: '17:00' }], 'workingHours.0.from', 'Vreme otvaranja je obavezno'],
        [[{ day: 'Utorak', from: '20:00', to: '20:00' }], 'workingHours.0.to', 'Vreme zatvaranja mora se razlikovati od vremena otvaranja'],
        [
          [
            { day: 'Utorak', closed: true },
            { day: 'utorak', closed: true },
          ],
          'workingHours.1.day',
          'Dan se ponavlja: Utorak',
        ],
        [[{ day: 'Praznik', closed: true }], 'workingHours.0.day', 'Dan nije ispravan'],
      ];
      for (const [body, field, message] of cases) {
        const response = await api.put('/api/club/updateWorkingHours', body, managerToken);
        expect({ body, status: response.status, field: response.body.field, message: response.body.message }).toEqual({ body, status: 400, field, message });
      }
      expect(await countEvents(app)).toBe(before);
    });

    it('lets the admin set the hours of a venue they name, and asks them to name one', async () => {
      const withoutClub = await api.put('/api/club/updateWorkingHours', [{ day: 'Sreda', closed: true }], app.adminToken);
      expect(withoutClub.status).toBe(400);
      expect(withoutClub.body).toMatchObject({ field: 'clubId', message: 'Objekat je obavezan (clubId)' });

      const inBody = await api.put('/api/club/updateWorkingHours', { clubId, workingHours: [{ day: 'Sreda', from: '08:00', to: '16:00' }] }, app.adminToken);
      expect(inBody.status).toBe(200);
      expect(inBody.body).toEqual([expect.objectContaining({ day: 'Sreda', from: '08:00', to: '16:00' })]);

      const inQuery = await api.put(`/api/club/updateWorkingHours?clubId=${clubId}`, [{ day: 'Četvrtak', from: '18:00', to: '02:30' }], app.adminToken);
      expect(inQuery.status).toBe(200);
      expect((await api.get(`/api/club/workingHours/${clubId}`)).body).toEqual([expect.objectContaining({ day: 'Četvrtak', endsNextDay: true })]);
    });
  });

  describe('tables', () => {
    it('adds, lists 12 per page, edits and deletes tables; the next GET always shows the change', async () => {
      const first = await api.post('/api/club/table', { name: 'Sto 1', maxPersons: 6, area: 'Terasa' }, managerToken);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ _id: expect.any(String), name: 'Sto 1', maxPersons: '6', area: 'Terasa', clubId, version: 0 });

      for (let n = 2; n <= 13; n++) {
        const added = await api.post('/api/club/table', { name: `Sto ${n}`, maxPersons: String((n % 8) + 2), area: n % 2 ? 'Sala' : 'Terasa' }, managerToken);
        expect(added.status).toBe(201);
      }

      const page1 = await api.get(`/api/club/allTables/${clubId}`);
      expect(page1.status).toBe(200);
      expect(page1.body.data).toHaveLength(12);
      expect(page1.body.data[0]).toEqual({ _id: first.body._id, name: 'Sto 1', maxPersons: '6', area: 'Terasa', clubId, version: 0 });
      expect(page1.body.paginationData).toEqual({ page: 1, size: 12, total_records: 13, total_pages: 2 });
      const page2 = await api.get(`/api/club/allTables/${clubId}?page=2&size=12`);
      expect(page2.body.data.map((t: { name: string }) => t.name)).toEqual(['Sto 13']);

      const edited = await api.put(`/api/club/table/${first.body._id}`, { name: 'VIP 1', maxPersons: '10', area: 'Bina' }, managerToken);
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual({ _id: first.body._id, name: 'VIP 1', maxPersons: '10', area: 'Bina', clubId, version: 1 });
      expect((await api.get(`/api/club/allTables/${clubId}?size=1`)).body.data[0].name).toBe('VIP 1');

      const removed = await api.delete(`/api/club/table/${first.body._id}`, managerToken);
      expect(removed.status).toBe(200);
      const after = await api.get(`/api/club/allTables/${clubId}`);
      expect(after.body.paginationData.total_records).toBe(12);
      expect(after.body.data.map((t: { _id: string }) => t._id)).not.toContain(first.body._id);

      expect((await api.put(`/api/club/table/${first.body._id}`, { name: 'X', maxPersons: 2 }, managerToken)).status).toBe(404);
      expect((await api.delete(`/api/club/table/${first.body._id}`, managerToken)).status).toBe(404);
      expect(await streamEventTypes(app, `table-${first.body._id}`)).toEqual(['TableAdded', 'TableChanged', 'TableRemoved']);
    });

    it('refuses a table without a name or with a number of persons that is not a positive whole number', async () => {
      const before = await countEvents(app);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: '', maxPersons: 4 }, 'name', 'Naziv stola je obavezno polje'],
        [{ maxPersons: 4 }, 'name', 'Naziv stola je obavezno polje'],
        [{ name: 'Sto', maxPersons: 0 }, 'maxPersons', 'Broj osoba mora biti pozitivan ceo broj'],
        [{ name: 'Sto', maxPersons: '-2' }, 'maxPersons', 'Broj osoba mora biti pozitivan ceo broj'],
        [{ name: 'Sto', maxPersons: 2.5 }, 'maxPersons', 'Broj osoba mora biti pozitivan ceo broj'],
        [{ name: 'Sto', maxPersons: 'četiri' }, 'maxPersons', 'Broj osoba mora biti pozitivan ceo broj'],
        [{ name: 'Sto' }, 'maxPersons', 'Broj osoba mora biti pozitivan ceo broj'],
      ];
      for (const [body, field, message] of cases) {
        const response = await api.post('/api/club/table', body, managerToken);
        expect({ body, status: response.status, field: response.body.field, message: response.body.message }).toEqual({ body, status: 400, field, message });
      }
      expect(await countEvents(app)).toBe(before);
    });

    it('lets the admin add a table to a venue they name, and not to an unknown one', async () => {
      const noClub = await api.post('/api/club/table', { name: 'Sto A', maxPersons: 2 }, app.adminToken);
      expect(noClub.status).toBe(400);
      expect(noClub.body.field).toBe('clubId');
      const unknown = await api.post('/api/club/table', { name: 'Sto A', maxPersons: 2, clubId: '00000000-0000-0000-0000-000000000000' }, app.adminToken);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Objekat nije pronađen');
      const added = await api.post('/api/club/table', { name: 'Sto A', maxPersons: '02', clubId }, app.adminToken);
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ maxPersons: '2', area: '', clubId });
    });

    it('answers bad paging of the tables with 400', async () => {
      const response = await api.get(`/api/club/allTables/${clubId}?page=0`);
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('page');
    });
  });

  it('rebuilds the venues read model from the event store to exactly what it was', async () => {
    const { pool, projections } = app.running.kernel;
    const snapshot = async () => ({
      venues: (await pool.query('SELECT * FROM venues ORDER BY id')).rows,
      tables: (await pool.query('SELECT * FROM venue_tables ORDER BY id')).rows,
    });
    const before = await snapshot();
    expect(before.tables.length).toBeGreaterThan(10);
    await projections.reset(projections.projectors.find((projector) => projector.name === 'venues')!);
    expect(await readModelsCaughtUp(app)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});
