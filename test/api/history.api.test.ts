import { DESCRIBERS } from '../../backend/src/modules/history/domain/describe-change';
import { nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { addTablesByName } from '../support/venues';
import { MANAGER_PASSWORD, bracketFields, createVenue, registerAccount, sendForm } from './venues-fixtures';

// Friday 30 October 2026, 21:00 in Belgrade: tonight is Friday's night (2026-10-30).
const FRIDAY_EVENING = new Date('2026-10-30T20:00:00Z');
const TONIGHT = '2026-10-30';

interface Entry {
  _id: string;
  type: string;
  kind: string;
  entityType: string;
  entityId: string;
  entityLabel: string;
  actor: { kind: string; id: string | null; role: string | null; name: string };
  changes: { field: string; label: string; before: string | null; after: string | null }[];
  via: string | null;
  correlationId: string;
  occurredAt: string;
  summary: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('History API', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string;
  let managerId: string;
  let managerToken: string;
  let otherClubId: string;
  let otherManagerToken: string;
  let tables: Record<string, string>;
  let otherTable: string;

  /** A placement answers once the reservations list has it; the history follows the feed a moment later. */
  const historyCaughtUp = async () => {
    expect(await readModelsCaughtUp(app, 10_000, ['history'])).toBe(true);
  };
  const history = async (query: Record<string, string>, token = app.adminToken) => {
    await historyCaughtUp();
    const response = await api.get(`/api/history?${new URLSearchParams(query)}`, token);
    expect(response.status).toBe(200);
    return response.body as { data: Entry[]; paginationData: { total_records: number; total_pages: number } };
  };
  const entriesOf = async (entityType: string, entityId: string, token = app.adminToken) => (await history({ entityType, entityId, size: '100' }, token)).data;
  const change = (entry: Entry | undefined, field: string) => entry?.changes.find((c) => c.field === field);
  const place = (overrides: Record<string, unknown> = {}, token?: string) =>
    api.post(
      '/api/reservations',
      {
        clubId,
        tableId: tables['Sto 1'],
        date: '30.10.2026',
        persons: 4,
        firstName: 'Jovana',
        lastName: 'Marić',
        phone: '+381 64 111 2233',
        email: 'jovana@gost.test',
        ...overrides,
      },
      token,
    );

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => FRIDAY_EVENING);
    const venue = await createVenue(api, app.adminToken, 'Klub Istorija', { email: 'klub@istorija.test' });
    clubId = venue.id;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    // identity: the manager names themselves; every later entry of theirs carries this name.
    const profile = await api.put('/api/user/profile', { firstName: 'Milan', lastName: 'Petrović', mobilePhone: '+381 63 555 1234' }, managerToken);
    expect(profile.status).toBe(200);
    managerId = profile.body._id;
    const week = {
      workingHours: [
        { day: 'Petak', from: '22:00', to: '05:00' },
        { day: 'Subota', from: '22:00', to: '05:00' },
      ],
    };
    expect((await api.put('/api/club/updateWorkingHours', week, managerToken)).status).toBe(200);
    tables = await addTablesByName(api, managerToken, [
      { name: 'Sto 1', maxPersons: 6 },
      { name: 'Sto 2', maxPersons: 4 },
      { name: 'Separe', maxPersons: 10 },
    ]);
    const other = await createVenue(api, app.adminToken, 'Klub Drugi');
    otherClubId = other.id;
    otherManagerToken = await api.login(other.managerEmail, MANAGER_PASSWORD);
    expect((await api.put('/api/club/updateWorkingHours', week, otherManagerToken)).status).toBe(200);
    otherTable = (await api.post('/api/club/table', { name: 'Njihov sto', maxPersons: 4 }, otherManagerToken)).body._id;
  });

  it('identity: a profile change names the user, the changed fields and the route', async () => {
    const [entry] = (await history({ entityType: 'user', entityId: managerId, kind: 'changed' })).data;
    expect(entry.type).toBe('UserProfileChanged');
    expect(entry.actor).toMatchObject({ kind: 'user', id: managerId, role: 'manager', name: 'Milan Petrović' });
    expect(change(entry, 'firstName')).toMatchObject({ label: 'Ime', before: 'Marko', after: 'Milan' });
    expect(change(entry, 'lastName')).toMatchObject({ before: 'Marković', after: 'Petrović' });
    expect(entry.via).toBe('PUT /api/user/profile');
    expect(entry.summary).toContain('Milan Petrović (menadžer) izmenio nalog Milan Petrović: Ime: Marko → Milan');
  });

  it('site: the admin changes the site data', async () => {
    const body = { name: 'Izlazak Istorija', email: 'info@izlazak.test', location: 'Beograd', socialMedia: [] };
    expect((await api.put('/api/site', body, app.adminToken)).status).toBe(200);
    const [entry] = await entriesOf('site', 'site');
    expect(entry).toMatchObject({ type: 'SiteDataChanged', kind: 'changed', via: 'PUT /api/site', actor: { kind: 'user', role: 'admin' } });
    expect(change(entry, 'name')?.after).toBe('Izlazak Istorija');
  });

  it('venues: a save of the venue form lists each field before → after; creating a venue and its manager is one correlation', async () => {
    const details = await api.get(`/api/club/${clubId}`, managerToken);
    const saved = await api.put(`/api/club/${clubId}`, { ...pick(details.body), name: 'Klub Istorija 2', city: 'Novi Sad' }, managerToken);
    expect(saved.status).toBe(200);
    const [entry] = (await history({ entityType: 'venue', entityId: clubId, kind: 'changed' })).data;
    expect(entry).toMatchObject({ type: 'VenueDetailsChanged', via: 'PUT /api/club/:clubId', actor: { name: 'Milan Petrović', role: 'manager' } });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', label: 'Naziv', before: 'Klub Istorija', after: 'Klub Istorija 2' },
        { field: 'city', label: 'Grad', before: 'Beograd', after: 'Novi Sad' },
      ]),
    );
    expect(entry.changes).toHaveLength(2);

    const created = (await entriesOf('venue', clubId)).find((e) => e.kind === 'created')!;
    expect(created).toMatchObject({ via: 'POST /api/club', actor: { role: 'admin' } });
    const sameSave = (await history({ size: '100' })).data.filter((e) => e.correlationId === created.correlationId);
    // The venue, its manager's account and the link mailed to prove the manager's address.
    expect(sameSave.map((e) => `${e.entityType} ${e.type}`).sort()).toEqual(['user UserRegistered', 'user VerificationRequested', 'venue VenueRegistered']);

    const hours = (await entriesOf('venue', clubId)).find((e) => e.type === 'VenueWorkingHoursUpdated')!;
    expect(change(hours, 'hours:5')).toMatchObject({ label: 'Radno vreme (Petak)', before: null, after: '22:00–05:00' });
  });

  it('an entry recorded before its sentence was named still reads as it was written, in every language', async () => {
    const { pool } = app.running.kernel;
    await historyCaughtUp();
    const { rows } = await pool.query<{ event_id: string }>("SELECT event_id FROM history_entries WHERE entity_type = 'table' AND entity_id = $1 LIMIT 1", [tables['Sto 1']]);
    const oldId = '00000000-0000-4000-8000-000000000036';
    await pool.query(
      `INSERT INTO history_entries
       SELECT (jsonb_populate_record(h, jsonb_build_object('event_id', $2::uuid, 'kind', 'changed', 'action', 'izmenio sto',
                 'changes', '[{"field":"area","label":"Zona","before":"","after":"Bašta"}]'::jsonb))).*
         FROM history_entries h WHERE h.event_id = $1`,
      [rows[0].event_id, oldId],
    );
    const read = async (language?: string) =>
      (
        (
          await api.request('GET', `/api/history?entityType=table&entityId=${tables['Sto 1']}&size=100`, {
            token: app.adminToken,
            headers: language ? { 'accept-language': language } : {},
          })
        ).body.data as Entry[]
      ).find((entry) => entry._id === oldId)!;
    expect((await read()).summary).toMatch(/ izmenio sto Sto 1: Zona: — → Bašta$/);
    expect((await read('en')).summary).toMatch(/ izmenio sto Sto 1: Zona: — → Bašta$/);
    await pool.query('DELETE FROM history_entries WHERE event_id = $1', [oldId]);
  });

  it('tables: adding and changing a table', async () => {
    expect((await api.put(`/api/club/table/${tables['Sto 2']}`, { name: 'Sto 2', maxPersons: 5 }, managerToken)).status).toBe(200);
    const [changed, added] = await entriesOf('table', tables['Sto 2']);
    expect(added).toMatchObject({ kind: 'created', type: 'TableAdded', entityLabel: 'Sto 2' });
    expect(changed).toMatchObject({ kind: 'changed', via: 'PUT /api/club/table/:tableId', actor: { id: managerId } });
    expect(changed.changes).toEqual([{ field: 'maxPersons', label: 'Broj mesta', before: '4', after: '5' }]);
    expect(changed.summary).toBe('Milan Petrović (menadžer) izmenio sto Sto 2: Broj mesta: 4 → 5');
  });

  it('menu: an item price change reads in RSD with its category', async () => {
    const category = (await api.post('/api/club/category', { name: 'Pivo' }, managerToken)).body._id;
    const sub = (await api.post(`/api/club/addSubcategory/${category}`, { name: 'Točeno', categoryId: category }, managerToken)).body._id;
    const item = (await api.post('/api/product', { name: 'Jelen 0,5', price: 350, categoryId: category, subCategoryId: sub }, managerToken)).body._id;
    expect((await api.put(`/api/product/${item}`, { name: 'Jelen 0,5', price: 400, categoryId: category, subCategoryId: sub }, managerToken)).status).toBe(200);
    const [edited, added] = await entriesOf('menu-item', item);
    expect(change(added, 'category')?.after).toBe('Pivo');
    expect(edited.changes).toEqual([{ field: 'price', label: 'Cena', before: '350 RSD', after: '400 RSD' }]);
    expect(edited.summary).toBe('Milan Petrović (menadžer) izmenio stavku menija Jelen 0,5: Cena: 350 RSD → 400 RSD');
  });

  it('events: publishing and changing an event', async () => {
    const form = { title: 'Petak uživo', description: 'Bend', dateOfEvent: '30.10.2026', startTime: '23:00', type: 'Koncert', ticketPrice: '500' };
    const created = await sendForm(app.baseUrl, 'POST', '/api/event', bracketFields(form), [], managerToken);
    expect(created.status).toBe(201);
    const changed = await sendForm(app.baseUrl, 'PUT', `/api/event/${created.body._id}`, bracketFields({ ...form, ticketPrice: '700' }), [], managerToken);
    expect(changed.status).toBe(200);
    const [edit, publish] = await entriesOf('event', created.body._id);
    expect(publish).toMatchObject({ kind: 'created', entityLabel: 'Petak uživo', via: 'POST /api/event' });
    expect(edit.changes).toEqual([{ field: 'ticketPrice', label: 'Cena ulaznice', before: '500 RSD', after: '700 RSD' }]);
    expect(edit.actor.name).toBe('Milan Petrović');
    const lineUp = await sendForm(
      app.baseUrl,
      'PUT',
      `/api/event/${created.body._id}`,
      bracketFields({ ...form, ticketPrice: '700', performers: 'DJ Vuk\nMC Čvor' }),
      [],
      managerToken,
    );
    expect(lineUp.status).toBe(200);
    const [named] = await entriesOf('event', created.body._id);
    expect(named.changes).toEqual([{ field: 'performers', label: 'Izvođači', before: '', after: 'DJ Vuk, MC Čvor' }]);
    expect(named.summary).toBe('Milan Petrović (menadžer) izmenio događaj Petak uživo: Izvođači: — → DJ Vuk, MC Čvor');
  });

  it('reservations: a guest places, the manager confirms: the sentence of the issue', async () => {
    const placed = (await place({ tableId: tables['Sto 2'], date: '31.10.2026', persons: 2 })).body;
    const confirmed = await api.put(`/api/reservations/${placed._id}`, { status: 'Complete', version: placed.version }, managerToken);
    expect(confirmed.status).toBe(200);
    const [confirm, made] = await entriesOf('reservation', placed._id, managerToken);
    expect(made).toMatchObject({ kind: 'created', actor: { kind: 'guest', name: 'Gost' }, entityLabel: placed.uniqueId, via: 'POST /api/reservations' });
    expect(confirm).toMatchObject({ kind: 'status', via: 'PUT /api/reservations/:id', actor: { id: managerId, role: 'manager' } });
    expect(confirm.summary).toBe(`Milan Petrović (menadžer) promenio status rezervacije ${placed.uniqueId}: Na čekanju → Potvrđeno`);

    // The same entries read in the reader's language: the sentence, the actor's role, each field's label and the product's own values.
    const inLanguage = async (language: string) => {
      const answer = await api.request('GET', `/api/history?entityType=reservation&entityId=${placed._id}&size=100`, {
        token: managerToken,
        headers: { 'accept-language': language },
      });
      expect(answer.headers.get('content-language')).toBe(language);
      return answer.body.data as Entry[];
    };
    const [confirmEn, madeEn] = await inLanguage('en');
    expect(confirmEn.summary).toBe(`Milan Petrović (manager) changed the status of reservation ${placed.uniqueId}: Pending → Confirmed`);
    expect(madeEn.summary).toMatch(
      new RegExp(`^Guest made the reservation ${placed.uniqueId}: Guest: Jovana Marić; Phone: .*; Email: .*; Table: Sto 2; Night: 31\\.10\\.2026; Persons: 2; Status: Pending$`),
    );
    expect(madeEn.changes.map((c) => c.label)).toEqual(['Guest', 'Phone', 'Email', 'Table', 'Night', 'Event', 'Persons', 'Status']);
    expect(madeEn.actor.name).toBe('Gost');
    const [confirmCyrl] = await inLanguage('sr-Cyrl');
    expect(confirmCyrl.summary).toBe(`Milan Petrović (менаџер) променио статус резервације ${placed.uniqueId}: На чекању → Потврђено`);

    // Found by the code every screen and mail shows, and by the guest's name: every entry of that reservation.
    await historyCaughtUp();
    for (const search of [placed.uniqueId, placed.uniqueId.toLowerCase(), `${placed.firstName} ${placed.lastName}`, placed.firstName.toLowerCase()]) {
      const found = await history({ search, entityType: 'reservation', size: '100' }, managerToken);
      expect([search, found.data.filter((entry) => entry.entityId === placed._id).map((entry) => entry.kind)]).toEqual([search, ['status', 'created']]);
    }
    expect((await history({ search: 'NEPOSTOJI' }, managerToken)).data).toEqual([]);
  });

  it("shows a guest's e-mail and phone only to those who may see the reservation", async () => {
    // The manager of this venue books a table at another venue: it is in their own trail, but that
    // venue's reservations (and its guests' contacts) are not theirs to see.
    const elsewhere = (await place({ clubId: otherClubId, tableId: otherTable, email: 'prijatelj@gost.test', phone: '+381 65 987 6543' }, managerToken)).body;
    const [own] = await entriesOf('reservation', elsewhere._id, managerToken);
    expect(change(own, 'email')?.after).toBe('p***@gost.test');
    expect(change(own, 'phone')?.after).toBe('***43');
    expect(own.summary).not.toContain('prijatelj@gost.test');
    for (const token of [otherManagerToken, app.adminToken]) {
      const [seen] = await entriesOf('reservation', elsewhere._id, token);
      expect([change(seen, 'email')?.after, change(seen, 'phone')?.after]).toEqual(['prijatelj@gost.test', '+381 65 987 6543']);
    }
    // The other venue's manager does not read this venue's history at all.
    expect((await history({ entityType: 'table', entityId: tables['Sto 1'] }, otherManagerToken)).data).toEqual([]);
    await historyCaughtUp();
    const csv = await api.get(`/api/history/export?entityId=${elsewhere._id}`, managerToken);
    expect(csv.body).toContain('p***@gost.test');
    expect(csv.body).not.toContain('prijatelj@gost.test');

    const staff = await registerAccount(app, 'staff', 'osoblje@istorija.test', clubId);
    const guest = await registerAccount(app, 'user', 'gost@istorija.test');
    for (const account of [staff, guest]) {
      const token = await api.login(account.email, account.password);
      expect((await api.get('/api/history', token)).status).toBe(403);
      expect((await api.get(`/api/history/night/${clubId}?at=${new Date().toISOString()}`, token)).status).toBe(403);
    }
    expect((await api.get('/api/history')).status).toBe(401);
  });

  it('filters by entity, who, kind and time; pages newest first; the CSV has what the filters show', async () => {
    const all = await history({ size: '5' }, managerToken);
    expect(all.data).toHaveLength(5);
    const times = all.data.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await history({ size: '5', page: '2' }, managerToken);
    expect(page2.data[0].occurredAt <= all.data[4].occurredAt).toBe(true);

    const byManager = await history({ actorId: managerId, kind: 'created', entityType: 'table', size: '100' });
    expect(byManager.data.map((e) => e.entityLabel).sort()).toEqual(['Separe', 'Sto 1', 'Sto 2']);
    expect(byManager.paginationData.total_records).toBe(3);
    expect((await history({ actor: 'petrović', entityType: 'table', kind: 'created' })).paginationData.total_records).toBe(3);
    // The manager searches within their own venue's history.
    const managersOwn = await history({ actor: 'PETROVIĆ', entityType: 'table', kind: 'created', size: '2' }, managerToken);
    expect(managersOwn.paginationData.total_records).toBe(3);
    expect(managersOwn.data.map((e) => e.actor.name)).toEqual(['Milan Petrović', 'Milan Petrović']);
    expect((await history({ actor: 'niko_ovde%', entityType: 'table' }, managerToken)).paginationData.total_records).toBe(0);

    const from = byManager.data[1].occurredAt;
    const to = byManager.data[0].occurredAt;
    const inRange = await history({ actorId: managerId, kind: 'created', entityType: 'table', from, to });
    expect(inRange.data.map((e) => e.entityLabel)).toEqual(byManager.data.slice(0, 2).map((e) => e.entityLabel));

    const csv = await fetch(`${app.baseUrl}/api/history/export?actorId=${managerId}&kind=created&entityType=table`, { headers: { authorization: `Bearer ${app.adminToken}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('istorija_izmena.csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Vreme,Ko,Uloga,Vrsta,Šta,Oznaka,Vrsta promene,Promene,Opis,Ruta,ID zahteva');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Milan Petrović (menadžer) dodao sto Separe');

    const refused = await api.get('/api/history?kind=svasta', app.adminToken);
    expect([refused.status, JSON.stringify(refused.body)]).toEqual([400, expect.stringContaining('Vrsta promene')]);
    expect((await api.get('/api/history?from=juce', app.adminToken)).status).toBe(400);
  });

  it('replays a night at any minute exactly as the reservations list showed it then', async () => {
    const holdersInReadModel = async () => {
      const list = (await api.get('/api/reservations?size=100', managerToken)).body.data as { tableId: string; uniqueId: string; status: string; persons: number }[];
      const held = list.filter((r) => r.status === 'Pending' || r.status === 'Complete');
      return Object.fromEntries(held.map((r) => [r.tableId, { uniqueId: r.uniqueId, status: r.status, persons: r.persons }]));
    };
    const holdersReplayed = async (at: string) => {
      const night = await api.get(`/api/history/night/${clubId}?at=${encodeURIComponent(at)}&night=${TONIGHT}`, managerToken);
      expect(night.status).toBe(200);
      expect(night.body.night).toBe(TONIGHT);
      const held = (night.body.tables as { tableId: string; reservation: { uniqueId: string; status: string; persons: number } | null }[]).filter((t) => t.reservation);
      return Object.fromEntries(held.map((t) => [t.tableId, { uniqueId: t.reservation!.uniqueId, status: t.reservation!.status, persons: t.reservation!.persons }]));
    };
    const moments: { at: string; shown: Record<string, unknown> }[] = [];
    const remember = async () => {
      await pause(5);
      moments.push({ at: new Date().toISOString(), shown: await holdersInReadModel() });
      await pause(5);
    };

    await remember();
    const a = (await place({ tableId: tables['Sto 1'], persons: 4 })).body;
    await remember();
    const b = (await place({ tableId: tables['Sto 2'], persons: 3, email: 'b@gost.test' })).body;
    await remember();
    expect((await api.put(`/api/reservations/${a._id}`, { status: 'Complete' }, managerToken)).status).toBe(200);
    await remember();
    expect((await api.put(`/api/reservations/${a._id}`, { tableId: tables.Separe, persons: 8 }, managerToken)).status).toBe(200);
    await remember();
    expect((await api.put(`/api/reservations/${b._id}`, { status: 'Cancelled' }, managerToken)).status).toBe(200);
    await remember();

    expect(moments.map((m) => Object.keys(m.shown).length)).toEqual([0, 1, 2, 2, 2, 1]);
    for (const moment of moments) expect([moment.at, await holdersReplayed(moment.at)]).toEqual([moment.at, moment.shown]);

    // Without `night`, the night the instant belongs to (01:30 after a Friday is still Friday's).
    const now = new Date().toISOString();
    const thatNight = await api.get(`/api/history/night/${clubId}?at=${now}`, managerToken);
    expect(thatNight.body.night).toBe(nightOf(new Date(now)));
    expect((await api.get(`/api/history/night/${clubId}?at=2026-10-31T00:30:00Z`, managerToken)).body.night).toBe(TONIGHT);
    const latest = await api.get(`/api/history/night/${clubId}?at=${now}&night=${TONIGHT}`, managerToken);
    expect(latest.body.tables.find((t: { tableId: string }) => t.tableId === tables.Separe).reservation).toMatchObject({
      uniqueId: a.uniqueId,
      name: 'Jovana Marić',
      status: 'Complete',
      persons: 8,
    });
    expect((await api.get(`/api/history/night/${clubId}?at=2026-10-31T00:30:00Z`, otherManagerToken)).status).toBe(403);
    expect((await api.get(`/api/history/night/nema-ga?at=2026-10-31T00:30:00Z`, app.adminToken)).status).toBe(404);
    expect((await api.get(`/api/history/night/${clubId}`, app.adminToken)).status).toBe(400);

    // The move reads as one entry: the table and the persons before → after.
    const [moved] = (await entriesOf('reservation', a._id)).filter((e) => e.type === 'ReservationMovedIn');
    expect(moved.changes).toEqual(
      expect.arrayContaining([
        { field: 'table', label: 'Sto', before: 'Sto 1', after: 'Separe' },
        { field: 'persons', label: 'Broj osoba', before: '4', after: '8' },
      ]),
    );
  });

  it('replays the menu, the working hours and the tables as they were at a moment', async () => {
    const before = new Date().toISOString();
    await pause(5);
    const [item] = (await history({ entityType: 'menu-item', kind: 'created' }, managerToken)).data;
    const current = (await api.get(`/api/product/all/${clubId}`)).body.find((i: { _id: string }) => i._id === item.entityId);
    expect((await api.put(`/api/product/${item.entityId}`, { ...current, price: 450 }, managerToken)).status).toBe(200);
    expect((await api.put('/api/club/updateWorkingHours', { workingHours: [{ day: 'Petak', from: '21:00', to: '04:00' }] }, managerToken)).status).toBe(200);
    expect((await api.delete(`/api/club/table/${tables['Sto 2']}`, managerToken)).status).toBe(200);

    const priceAt = async (at: string) => {
      const state = await api.get(`/api/history/state/${clubId}?what=menu&at=${encodeURIComponent(at)}`, managerToken);
      return state.body.menu.categories[0].subcategories[0].items[0].price;
    };
    expect([await priceAt(before), await priceAt(new Date().toISOString())]).toEqual([400, 450]);

    const hoursAt = async (at: string) =>
      (await api.get(`/api/history/state/${clubId}?what=hours&at=${encodeURIComponent(at)}`, managerToken)).body.hours.find((d: { day: string }) => d.day === 'Petak');
    expect(await hoursAt(before)).toMatchObject({ from: '22:00', to: '05:00' });
    expect(await hoursAt(new Date().toISOString())).toMatchObject({ from: '21:00', to: '04:00' });

    const tablesAt = async (at: string) =>
      (await api.get(`/api/history/state/${clubId}?what=tables&at=${encodeURIComponent(at)}`, managerToken)).body.tables.map((t: { name: string }) => t.name);
    expect(await tablesAt(before)).toEqual(['Separe', 'Sto 1', 'Sto 2']);
    expect(await tablesAt(new Date().toISOString())).toEqual(['Separe', 'Sto 1']);
    expect(await tablesAt('2020-01-01T00:00:00Z')).toEqual([]);
    expect((await api.get(`/api/history/state/${clubId}?what=svasta&at=${before}`, managerToken)).status).toBe(400);
  });

  it('has a describer for every event type in the store', async () => {
    const { rows } = await app.running.kernel.pool.query<{ type: string }>('SELECT DISTINCT type FROM events');
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.type).filter((type) => !(type in DESCRIBERS))).toEqual([]);
  });
});

/** The venue form's fields from the venue's detail. */
function pick(venue: Record<string, unknown>) {
  const { name, location, type, description, email, phone, phone2, city, socialMedia, color, rang } = venue;
  return { name, location, type, description, email, phone, phone2, city, socialMedia, color, rang };
}
