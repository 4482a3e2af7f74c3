import { MAX_FLOOR_TABLES, MAX_FLOOR_ZONES, check, floorPlanView } from '@izlazak/contracts';
import { floorDecider, floorStream } from '../../backend/src/modules/floor/domain/floor.decider';
import { floorStateFromReadModel } from '../../backend/src/modules/floor/projections/floor-plan-state';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import type { ApiResponse } from '../support/http';
import { addTablesByName, openEveryNight } from '../support/venues';
import sharp from 'sharp';
import { MANAGER_PASSWORD, clubBody, countEvents, createVenue, managerBody, pngImage, registerAccount, sendForm } from './venues-fixtures';

// Friday 30 October 2026, 21:00 in Belgrade (UTC+1): tonight is Friday's night.
const FRIDAY_EVENING = new Date('2026-10-30T20:00:00Z');
// Saturday 01:30 in Belgrade: still Friday's night.
const SATURDAY_MORNING = new Date('2026-10-31T00:30:00Z');
const FRIDAY = '2026-10-30';
const SATURDAY = '2026-10-31';

describe('Floor plan API', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string;
  let managerToken: string;
  let otherManagerToken: string;
  let staffToken: string;
  let guestToken: string;
  let tables: Record<string, string>;
  let foreignTable: string;
  const clock = { now: FRIDAY_EVENING };
  const suiteStart = new Date().toISOString();
  let firstSavedAt = '';
  let movedAt = '';

  const floor = (query = '', token?: string) => api.get(`/api/club/${clubId}/floor${query}`, token);
  const booth = (tableId: string, overrides: Record<string, unknown> = {}) => ({
    _id: tableId,
    zoneId: 'Separei',
    shape: 'booth',
    x: 200,
    y: 120,
    width: 90,
    height: 50,
    rotation: 0,
    minPersons: 4,
    maxPersons: 8,
    ...overrides,
  });
  const plan = (overrides: Record<string, unknown> = {}) => ({
    width: 1000,
    height: 600,
    zones: [
      { name: 'Separei', color: '#7c3aed' },
      { name: 'Bina', color: '#f59e0b' },
    ],
    tables: [booth(tables['Separe 3']), booth(tables['Separe 4'], { x: 320 })],
    ...overrides,
  });
  const field = (response: ApiResponse) => [response.status, response.body.field];
  /** Answers the documented view, or fails with what differs. */
  const documented = (response: ApiResponse) => {
    expect(check(response.body, floorPlanView).errors ?? 'as documented').toBe('as documented');
    return response.body;
  };
  const tableOf = (body: { tables: { name: string }[] }, name: string) => body.tables.find((table) => table.name === name) as Record<string, any>;

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => clock.now);
    const venue = await createVenue(api, app.adminToken, 'Klub Raspored', { email: 'klub@raspored.test' });
    clubId = venue.id;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    await openEveryNight(api, managerToken);
    tables = await addTablesByName(api, managerToken, [
      { name: 'Separe 3', maxPersons: 8, area: 'Separei' },
      { name: 'Separe 4', maxPersons: 8, area: 'Separei' },
      { name: 'Sto 7', maxPersons: 4, area: 'Bašta' },
    ]);
    const other = await createVenue(api, app.adminToken, 'Klub Drugi');
    otherManagerToken = await api.login(other.managerEmail, MANAGER_PASSWORD);
    [foreignTable] = Object.values(await addTablesByName(api, otherManagerToken, [{ name: 'Tuđi sto', maxPersons: 4 }]));
    const staff = await registerAccount(app, 'staff', 'osoblje@raspored.test', clubId);
    staffToken = await api.login(staff.email, staff.password);
    const guest = await registerAccount(app, 'user', 'gost@raspored.test');
    guestToken = await api.login(guest.email, guest.password);
  });

  it('shows a venue without a plan: its table areas as zones, every table unplaced (no x), all free', async () => {
    const answer = await floor();
    expect(answer.status).toBe(200);
    const body = documented(answer);
    expect(body).toMatchObject({
      version: null,
      background: null,
      zones: [
        { _id: 'area:Separei', name: 'Separei' },
        { _id: 'area:Bašta', name: 'Bašta' },
      ],
    });
    expect(tableOf(body, 'Sto 7')).toEqual({ _id: tables['Sto 7'], name: 'Sto 7', zoneId: 'area:Bašta', shape: 'square', minPersons: 1, maxPersons: 4, state: 'free' });
    expect(body.tables.every((table: Record<string, unknown>) => !('x' in table))).toBe(true);
  });

  it('saves a plan and answers it: zones, placed tables with their place, the table left out still in the tray', async () => {
    const saved = await api.put(`/api/club/${clubId}/floor`, plan(), managerToken);
    expect(saved.status).toBe(200);
    const body = documented(saved);
    const [separei, bina] = body.zones;
    expect([separei.name, bina.name]).toEqual(['Separei', 'Bina']);
    expect(tableOf(body, 'Separe 4')).toMatchObject({
      zoneId: separei._id,
      shape: 'booth',
      x: 320,
      y: 120,
      width: 90,
      height: 50,
      rotation: 0,
      minPersons: 4,
      maxPersons: 8,
      state: 'free',
    });
    expect(tableOf(body, 'Sto 7')).not.toHaveProperty('x');
    expect(saved.headers.get('etag')).toBe(`"${body.version}"`);
    expect(documented(await floor()).tables).toEqual(body.tables);

    // The same plan again changes nothing.
    const events = await countEvents(app);
    const again = await api.put(
      `/api/club/${clubId}/floor`,
      { ...plan({ zones: body.zones }), tables: [booth(tables['Separe 3'], { zoneId: separei._id }), booth(tables['Separe 4'], { x: 320, zoneId: separei._id })] },
      managerToken,
    );
    expect([again.status, again.body.version]).toEqual([200, body.version]);
    expect(await countEvents(app)).toBe(events);
    firstSavedAt = new Date().toISOString();
  });

  it('refuses a save from a stale version: If-Match → 412, body version → 409, nothing saved', async () => {
    const current = await floor('', managerToken);
    const etag = current.headers.get('etag')!;
    const version = current.body.version as number;
    const moved = (x: number) => ({ ...plan({ zones: current.body.zones }), tables: [booth(tables['Separe 3'], { x, zoneId: current.body.zones[0]._id })] });

    const fresh = await api.request('PUT', `/api/club/${clubId}/floor`, { body: moved(400), token: managerToken, headers: { 'if-match': etag } });
    expect(fresh.status).toBe(200);
    const stale = await api.request('PUT', `/api/club/${clubId}/floor`, { body: moved(500), token: managerToken, headers: { 'if-match': etag } });
    expect([stale.status, stale.body.message]).toEqual([412, 'Podaci su u međuvremenu izmenjeni, osvežite stranicu']);
    const staleBody = await api.put(`/api/club/${clubId}/floor`, { ...moved(600), version }, managerToken);
    expect(staleBody.status).toBe(409);
    expect(tableOf((await floor()).body, 'Separe 3').x).toBe(400);
    movedAt = new Date().toISOString();
  });

  it('refuses bad plans with 400 naming the field, and saves nothing', async () => {
    const separe = tables['Separe 3'];
    const cases: [Record<string, unknown>, string][] = [
      [plan({ tables: [booth(separe, { x: 1001 })] }), 'tables.0.x'],
      [plan({ tables: [booth(separe, { y: -1 })] }), 'tables.0.y'],
      [plan({ tables: [booth(separe, { width: 0 })] }), 'tables.0.width'],
      [plan({ tables: [booth(separe, { height: 601 })] }), 'tables.0.height'],
      [plan({ tables: [booth(separe, { minPersons: 9 })] }), 'tables.0.minPersons'],
      [plan({ tables: [booth(separe, { maxPersons: 9 })] }), 'tables.0.maxPersons'],
      [plan({ tables: [booth(separe, { zoneId: 'Terasa' })] }), 'tables.0.zoneId'],
      [plan({ tables: [booth(separe, { shape: 'oval' })] }), 'tables.0.shape'],
      [plan({ tables: [booth(foreignTable)] }), 'tables.0._id'],
      [plan({ zones: [{ _id: 'nepoznata', name: 'Bina', color: '#fff' }], tables: [] }), 'zones.0._id'],
      // Ids that name what every object has are no zone or table of the plan either.
      [plan({ zones: [{ _id: 'constructor', name: 'Bina', color: '#fff' }], tables: [] }), 'zones.0._id'],
      [plan({ tables: [booth('toString')] }), 'tables.0._id'],
      [plan({ tables: [booth('__proto__')] }), 'tables.0._id'],
      [plan({ width: 0 }), 'width'],
      [plan({ tables: Array.from({ length: MAX_FLOOR_TABLES + 1 }, (_, i) => booth(`sto-${i}`)) }), 'tables'],
    ];
    const events = await countEvents(app);
    for (const [body, name] of cases) {
      const refused = await api.put(`/api/club/${clubId}/floor`, body, managerToken);
      expect([name, ...field(refused)]).toEqual([name, 400, name]);
      expect(refused.body.message).toMatch(/[a-zšđčćž]/i);
    }
    expect((await api.put(`/api/club/${clubId}/floor`, plan({ tables: [booth(separe, { x: 1001 })] }), managerToken)).body.message).toBe('Položaj stola (x) je van rasporeda');
    // The shapes are the API's words in every language; the sentence around them is the reader's.
    const oval = (language: string) =>
      api.request('PUT', `/api/club/${clubId}/floor`, {
        body: plan({ tables: [booth(separe, { shape: 'oval' })] }),
        token: managerToken,
        headers: { 'accept-language': language },
      });
    expect((await oval('sr')).body.message).toBe('Oblik stola mora biti round, square, rectangle, booth');
    expect((await oval('en')).body.message).toBe("A table's shape must be round, square, rectangle, booth");
    // A plan is bounded as its tables are: not thousands of zones (events) in one save.
    const zones = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Zona ${i}`, color: '#7c3aed' }));
    for (const count of [MAX_FLOOR_ZONES + 1, 20_000]) {
      const tooMany = await api.put(`/api/club/${clubId}/floor`, plan({ zones: zones(count), tables: [] }), managerToken);
      expect([count, tooMany.status, tooMany.body.field, tooMany.body.message]).toEqual([count, 400, 'zones', 'Raspored može imati najviše 100 zona']);
    }
    expect(await countEvents(app)).toBe(events);
  });

  it('lets only the venue’s manager and admins save the plan', async () => {
    expect((await api.put(`/api/club/${clubId}/floor`, plan(), otherManagerToken)).status).toBe(403);
    expect((await api.put(`/api/club/${clubId}/floor`, plan(), staffToken)).status).toBe(403);
    expect((await api.put(`/api/club/${clubId}/floor`, plan())).status).toBe(401);
    expect((await api.put(`/api/club/${clubId}/floor`, plan({ background: '/api/uploads/raspored.webp' }), app.adminToken)).status).toBe(200);
  });

  it('colours a table taken for its night only (past midnight too); only the venue’s people see who holds it', async () => {
    const placed = await api.post('/api/reservations', {
      clubId,
      tableId: tables['Separe 3'],
      date: '30.10.2026',
      persons: 6,
      firstName: 'Mila',
      lastName: 'Perić',
      phone: '+381 64 111 2233',
      email: 'mila@gost.test',
    });
    expect(placed.status).toBe(201);
    expect(await readModelsCaughtUp(app, 10_000, ['reservations'])).toBe(true);

    const tonight = documented(await floor('', managerToken));
    expect(tableOf(tonight, 'Separe 3')).toMatchObject({
      state: 'taken',
      reservation: { _id: placed.body._id, uniqueId: placed.body.uniqueId, firstName: 'Mila', lastName: 'Perić', persons: 6, status: 'Pending' },
    });
    expect(tableOf(tonight, 'Separe 4')).toMatchObject({ state: 'free' });
    expect(tableOf(tonight, 'Separe 4')).not.toHaveProperty('reservation');
    expect(tableOf(documented(await floor(`?night=${SATURDAY}`, managerToken)), 'Separe 3').state).toBe('free');

    // 01:30 on Saturday is still Friday's night.
    clock.now = SATURDAY_MORNING;
    try {
      expect(tableOf((await floor('', staffToken)).body, 'Separe 3')).toMatchObject({ state: 'taken', reservation: { firstName: 'Mila' } });
    } finally {
      clock.now = FRIDAY_EVENING;
    }
    expect(tableOf((await floor(`?night=${FRIDAY}`, app.adminToken)).body, 'Separe 3').reservation.lastName).toBe('Perić');

    for (const token of [undefined, guestToken, otherManagerToken]) {
      const table = tableOf((await floor(`?night=${FRIDAY}`, token)).body, 'Separe 3');
      expect(table.state).toBe('taken');
      expect(table).not.toHaveProperty('reservation');
    }

    // The guests came: the table stays theirs, now as arrived.
    expect((await api.post(`/api/reservations/${placed.body._id}/arrival`, { persons: 6 }, managerToken)).status).toBe(200);
    expect(tableOf((await floor('', managerToken)).body, 'Separe 3')).toMatchObject({ state: 'taken', reservation: { _id: placed.body._id, status: 'Arrived' } });
    expect(tableOf((await floor()).body, 'Separe 3').state).toBe('taken');
  });

  it('answers the GET from its read model alone: no event store read, one query, the ETag the answer’s version', async () => {
    const { store, pool } = app.running.kernel;
    const streamReads = jest.spyOn(store, 'readStream');
    const queries = jest.spyOn(pool, 'query');
    try {
      const answer = await floor('', managerToken);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('etag')).toBe(`"${answer.body.version}"`);
      expect(streamReads).not.toHaveBeenCalled();
      const asked = queries.mock.calls.map(([sql]) => String(typeof sql === 'string' ? sql : (sql as { text: string }).text));
      expect(asked.filter((sql) => /floor_plans/.test(sql))).toHaveLength(1);
    } finally {
      streamReads.mockRestore();
      queries.mockRestore();
    }
  });

  it('answers guests from the read cache, the venue’s people never, and a new reservation shows at once', async () => {
    const night = '?night=2026-11-13';
    const first = await floor(night);
    expect(tableOf(first.body, 'Sto 7').state).toBe('free');
    const etag = first.headers.get('etag')!;
    expect(etag).toBe(`"${first.body.version}"`);
    const queries = jest.spyOn(app.running.kernel.pool, 'query');
    try {
      const again = await floor(night);
      expect(again.body).toEqual(first.body);
      const asked = queries.mock.calls.map(([sql]) => String(typeof sql === 'string' ? sql : (sql as { text: string }).text));
      expect(asked.filter((sql) => /floor_plans/.test(sql))).toHaveLength(0);
    } finally {
      queries.mockRestore();
    }
    // The plan's version does not tell a table taken since: a guest asking again gets the whole plan.
    expect((await api.request('GET', `/api/club/${clubId}/floor${night}`, { headers: { 'if-none-match': etag } })).status).toBe(200);

    const placed = await api.post('/api/reservations', {
      clubId,
      tableId: tables['Sto 7'],
      date: '13.11.2026',
      persons: 3,
      firstName: 'Keš',
      lastName: 'Proba',
      phone: '+381 64 555 1122',
      email: 'kes@gost.test',
    });
    expect(placed.status).toBe(201);
    const afterPlacement = await api.request('GET', `/api/club/${clubId}/floor${night}`, { headers: { 'if-none-match': etag } });
    expect(afterPlacement.status).toBe(200);
    expect(tableOf(afterPlacement.body, 'Sto 7')).toEqual(expect.objectContaining({ state: 'taken' }));
    expect(tableOf(afterPlacement.body, 'Sto 7')).not.toHaveProperty('reservation');
    // The guests' answer is kept now; the venue's people still get who holds the table.
    const staff = await floor(night, staffToken);
    expect(tableOf(staff.body, 'Sto 7').reservation).toMatchObject({ _id: placed.body._id, firstName: 'Keš' });
    expect(staff.headers.get('etag')).toBe(`"${staff.body.version}"`);
    expect((await api.request('GET', `/api/club/${clubId}/floor${night}`, { token: staffToken, headers: { 'if-none-match': `"${staff.body.version}"` } })).status).toBe(200);
  });

  it('answers 400 for a night that is no date, 404 for an unknown venue and for a sign-up not yet approved (but to admins)', async () => {
    expect(field(await floor('?night=31.02.2026'))).toEqual([400, 'night']);
    expect(field(await floor('?night=2026-13-01'))).toEqual([400, 'night']);
    expect((await floor('?night=30.10.2026')).status).toBe(200);
    expect((await api.get('/api/club/00000000-0000-4000-8000-000000000000/floor')).status).toBe(404);
    const signUp = await api.post('/api/auth/register-company', { user: managerBody('vlasnik@raspored.test'), club: clubBody('Klub na čekanju') });
    expect(signUp.body.status).toBe('pending');
    expect(await readModelsCaughtUp(app, 10_000, ['venues'])).toBe(true);
    expect((await api.get(`/api/club/${signUp.body.clubId}/floor`)).status).toBe(404);
    expect((await api.get(`/api/club/${signUp.body.clubId}/floor`, guestToken)).status).toBe(404);
    expect((await api.get(`/api/club/${signUp.body.clubId}/floor`, app.adminToken)).status).toBe(200);
  });

  it('tells the plan’s changes in the history: who moved which table', async () => {
    expect(await readModelsCaughtUp(app, 10_000, ['history'])).toBe(true);
    const history = await api.get(`/api/history?entityType=floor&entityId=${clubId}&size=100`, managerToken);
    expect(history.status).toBe(200);
    const summaries: string[] = history.body.data.map((entry: { summary: string }) => entry.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([expect.stringMatching(/pomerio Separe 3: Položaj: x 200, y 120 → x 400, y 120$/), expect.stringMatching(/postavio na raspored Separe 4/)]),
    );
    expect(summaries.some((summary) => /dodao zonu Separei/.test(summary))).toBe(true);
  });

  it('replays the plan as it stood at a moment: not drawn before the first save, Separe 3 where it was then', async () => {
    const planAt = async (at: string) => {
      const state = await api.get(`/api/history/state/${clubId}?what=floor&at=${encodeURIComponent(at)}`, managerToken);
      expect(state.status).toBe(200);
      return state.body.floor;
    };
    expect(await planAt(suiteStart)).toBeNull();
    const separeAt = async (at: string) => (await planAt(at)).tables.find((table: { _id: string }) => table._id === tables['Separe 3']);
    expect(await separeAt(firstSavedAt)).toMatchObject({ x: 200, y: 120, shape: 'booth' });
    expect(await separeAt(movedAt)).toMatchObject({ x: 400 });
    // The admin's later save put it back.
    expect(await separeAt(new Date().toISOString())).toMatchObject({ x: 200 });
    expect((await api.get(`/api/history/state/${clubId}?what=floor&at=${encodeURIComponent(firstSavedAt)}`, guestToken)).status).toBe(403);
  });

  it('stores a background picture for the plan; a save sets it, another removes it; bad files and strangers are refused', async () => {
    const upload = (token: string | undefined, content: Buffer | null, id = clubId) =>
      sendForm(app.baseUrl, 'POST', `/api/club/${id}/floor/background`, {}, content ? [{ field: 'image', content, filename: 'moj raspored.png' }] : [], token);
    const stored = await upload(managerToken, await pngImage(2400, 1200, '#e9e4d8'));
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({ background: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/) });
    const picture = await fetch(`${app.baseUrl}${stored.body.background}`);
    expect(picture.status).toBe(200);
    expect(await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 2000 });

    // Stored, not yet the plan's: the next save sets it, and everyone's GET draws it.
    expect((await floor()).body.background).toBe('/api/uploads/raspored.webp');
    const current = (await floor('', managerToken)).body;
    const withPicture = await api.put(`/api/club/${clubId}/floor`, plan({ zones: current.zones, tables: [], background: stored.body.background }), managerToken);
    expect([withPicture.status, withPicture.body.background]).toEqual([200, stored.body.background]);
    expect(documented(await floor()).background).toBe(stored.body.background);
    expect(tableOf((await floor()).body, 'Separe 3')).toMatchObject({ x: 200 });
    const state = await api.get(`/api/history/state/${clubId}?what=floor&at=${encodeURIComponent(new Date().toISOString())}`, managerToken);
    expect(state.body.floor.background).toBe(stored.body.background);

    // Removed: a save without it (null or '').
    const removed = await api.put(`/api/club/${clubId}/floor`, plan({ zones: current.zones, tables: [], background: null }), managerToken);
    expect([removed.status, removed.body.background]).toEqual([200, null]);
    expect((await floor()).body.background).toBeNull();

    // Bad files: 400 in Serbian naming the field; over the size limit 413, as every image upload.
    expect([(await upload(managerToken, Buffer.from('<svg onload="alert(1)"/>'))).body]).toEqual([{ statusCode: 400, message: 'Datoteka nije ispravna slika', field: 'image' }]);
    expect((await upload(managerToken, (await pngImage(400, 400)).subarray(0, 200))).status).toBe(400);
    expect((await upload(managerToken, null)).body).toMatchObject({ statusCode: 400, field: 'image', message: 'Slika je obavezna' });
    const huge = await upload(managerToken, Buffer.alloc(9 * 1024 * 1024, 1));
    expect([huge.status, huge.body.message]).toEqual([413, 'Slika je prevelika (najviše 8 MB)']);
    // A plan's picture is one stored here: never a link that makes every guest's browser call elsewhere.
    for (const background of ['https://tracker.example/raspored.png', '/api/uploads/../../etc/passwd', 'javascript:alert(1)']) {
      const refused = await api.put(`/api/club/${clubId}/floor`, plan({ zones: current.zones, tables: [], background }), managerToken);
      expect([background, ...field(refused), refused.body.message]).toEqual([
        background,
        400,
        'background',
        'Pozadina rasporeda mora biti slika otpremljena za raspored (/api/uploads/…)',
      ]);
    }

    // Only the venue's manager and admins; an unknown venue is not found.
    const png = await pngImage();
    expect((await upload(staffToken, png)).status).toBe(403);
    expect((await upload(otherManagerToken, png)).status).toBe(403);
    expect((await upload(guestToken, png)).status).toBe(403);
    expect((await upload(undefined, png)).status).toBe(401);
    expect((await upload(app.adminToken, png)).status).toBe(201);
    expect((await upload(app.adminToken, png, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('never shows more persons on the map than the table seats in Stolovi, after it is lowered there too', async () => {
    const refused = await api.put(`/api/club/${clubId}/floor`, plan({ tables: [booth(tables['Separe 4'], { maxPersons: 10 })] }), managerToken);
    expect([...field(refused), refused.body.message]).toEqual([400, 'tables.0.maxPersons', "Za ovaj sto najviše 8 osoba (kao u 'Stolovi')"]);
    const inEnglish = await api.request('PUT', `/api/club/${clubId}/floor`, {
      body: plan({ tables: [booth(tables['Separe 4'], { maxPersons: 10 })] }),
      token: managerToken,
      headers: { 'accept-language': 'en' },
    });
    expect([...field(inEnglish), inEnglish.body.message]).toEqual([400, 'tables.0.maxPersons', "This table takes at most 8 people (as in 'Tables')"]);
    const lowered = await api.put(`/api/club/table/${tables['Separe 4']}`, { name: 'Separe 4', maxPersons: 3, area: 'Separei' }, managerToken);
    expect(lowered.status).toBe(200);
    expect(tableOf((await floor()).body, 'Separe 4')).toMatchObject({ minPersons: 3, maxPersons: 3 });
  });

  it('decides a save from the plan its read model holds and the newer events only, not the stream’s whole history', async () => {
    const { store, pool, repository } = app.running.kernel;
    expect(await readModelsCaughtUp(app)).toBe(true);
    // The read model's plan is the plan the stream replays to, zone order and all.
    const replayed = await repository.load(floorStream(clubId), floorDecider);
    const fromReadModel = await floorStateFromReadModel(pool, clubId);
    expect(fromReadModel).toEqual(replayed);
    expect(Object.keys(fromReadModel!.state.zones)).toEqual(Object.keys(replayed.state.zones));

    const current = await floor('', managerToken);
    const streamReads = jest.spyOn(store, 'readStream');
    try {
      const moved = await api.put(
        `/api/club/${clubId}/floor`,
        { ...plan({ zones: current.body.zones }), tables: [booth(tables['Separe 3'], { x: 640, zoneId: current.body.zones[0]._id })] },
        managerToken,
      );
      expect(moved.status).toBe(200);
      expect(tableOf(moved.body, 'Separe 3')).toMatchObject({ x: 640 });
      const planReads = streamReads.mock.calls.filter(([streamId]) => streamId === floorStream(clubId));
      expect(planReads).toEqual([[floorStream(clubId), { fromRevision: BigInt(current.body.version) + 1n }]]);
    } finally {
      streamReads.mockRestore();
    }
    // The save is one event on top of the plan it was made from; the plan replays to what the GET shows.
    expect(await readModelsCaughtUp(app)).toBe(true);
    expect(await floorStateFromReadModel(pool, clubId)).toEqual(await repository.load(floorStream(clubId), floorDecider));
    expect((await floor('', managerToken)).body.version).toBe(current.body.version + 1);
  });

  it('keeps each of many simultaneous saves though the read model they start from lags: none lost, none doubled', async () => {
    const { pool, repository } = app.running.kernel;
    const current = await floor('', managerToken);
    const xs = [110, 220, 330, 440, 550, 660, 770, 880];
    const saves = await Promise.all(
      xs.map((x) =>
        api.put(
          `/api/club/${clubId}/floor`,
          { ...plan({ zones: current.body.zones }), tables: [booth(tables['Separe 3'], { x, zoneId: current.body.zones[0]._id })] },
          managerToken,
        ),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(xs.map(() => 200));
    expect(await readModelsCaughtUp(app)).toBe(true);
    // Each save moved the table from where the one before left it: one event each, the last one's place kept.
    const replayed = await repository.load(floorStream(clubId), floorDecider);
    expect(replayed.revision).toBe(BigInt(current.body.version + xs.length));
    expect(await floorStateFromReadModel(pool, clubId)).toEqual(replayed);
    const after = await floor('', managerToken);
    expect(after.body.version).toBe(current.body.version + xs.length);
    expect(xs).toContain(tableOf(after.body, 'Separe 3').x);
    expect(tableOf(after.body, 'Separe 3').x).toBe(replayed.state.tables[tables['Separe 3']].x);
  });
});
