import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { check, reportView, reservationView, type ReportView } from '@izlazak/contracts';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { booths, staffedVenue, venueWithManager } from '../support/venues';

// Friday 30 October 2026, 23:41 in Belgrade: tonight is Friday's night.
const FRIDAY_LATE = new Date('2026-10-30T22:41:00Z');
const PAST_MIDNIGHT = new Date('2026-10-30T23:20:00Z');
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Račun d.o.o.', payeePlace: 'Beograd' };
const BOOTHS = { zone: 'Separei', minimumSpend: 20000, package: 'Flaša + 4 energetska pića', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' };

/** Parses the report's CSV (RFC 4180, a BOM first) into its lines of cells. */
function csvLines(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1); // after the BOM
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') ((cell += '"'), i++);
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') (cells.push(cell), (cell = ''));
    else if (char === '\r' && body[i + 1] === '\n') (cells.push(cell), lines.push(cells), (cells = []), (cell = ''), i++);
    else cell += char;
  }
  return lines;
}

describe("Spend ('Potrošnja') and the night's reports ('Izveštaji')", () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  let otherManagerToken: string;
  let now = FRIDAY_LATE;
  const ids: Record<string, string> = {};

  const place = async (tableName: string, persons: number, email: string) => {
    const placed = await api.post('/api/reservations', {
      clubId,
      tableId: tables[tableName],
      date: '30.10.2026',
      persons,
      firstName: 'Jovana',
      lastName: 'Marić',
      phone: '+381 64 111 2233',
      email,
    });
    expect([placed.status, placed.body.message]).toEqual([201, undefined]);
    return placed.body._id as string;
  };
  const confirm = async (id: string) => expect((await api.put(`/api/reservations/${id}`, { status: 'Complete' }, managerToken)).status).toBe(200);
  const arrive = async (id: string, persons: number) => expect((await api.post(`/api/reservations/${id}/arrival`, { persons }, staffToken)).status).toBe(200);
  const spend = (id: string, body: unknown, token = staffToken) => api.put(`/api/reservations/${id}/spend`, body, token);
  const report = async (query: string, token = managerToken) => {
    const answer = await api.get(`/api/reports?${query}`, token);
    expect([answer.status, answer.body.message]).toEqual([200, undefined]);
    expect(check(answer.body, reportView).errors ?? 'as documented').toBe('as documented');
    return answer.body as ReportView;
  };

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => now);
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Račun',
      club: { email: 'klub@racun.test' },
      tables: [...booths(2, 8), { name: 'Sto 1', maxPersons: 6 }, { name: 'Sto 2', maxPersons: 6 }, { name: 'Sto 3', maxPersons: 6 }, { name: 'Sto 4', maxPersons: 6 }],
      staffEmail: 'kasa@racun.test',
    }));
    expect((await api.put(`/api/club/${clubId}/terms`, { ...PAYEE, rules: [BOOTHS] }, managerToken)).status).toBe(200);
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Tuđi Račun'));

    // Separe 1: deposit paid, 6 came at 23:41, spent above the minimum. Separe 2: deposit never paid.
    ids.booth = await place('Separe 1', 6, 'separe@gost.test');
    expect((await api.post(`/api/reservations/${ids.booth}/payment`, {}, staffToken)).status).toBe(200);
    await arrive(ids.booth, 6);
    ids.unpaid = await place('Separe 2', 4, 'dug@gost.test');
    // Sto 1: confirmed, 3 of 4 came past midnight. Sto 2: never came. Sto 3: still pending. Sto 4: a walk-in of 2.
    ids.table = await place('Sto 1', 4, 'sto@gost.test');
    await confirm(ids.table);
    now = PAST_MIDNIGHT;
    await arrive(ids.table, 3);
    ids.noShow = await place('Sto 2', 2, 'nije@gost.test');
    await confirm(ids.noShow);
    expect((await api.post(`/api/reservations/${ids.noShow}/no-show`, {}, staffToken)).status).toBe(200);
    ids.pending = await place('Sto 3', 2, 'ceka@gost.test');
    const walkIn = await api.post('/api/reservations', { walkIn: true, clubId, tableId: tables['Sto 4'], firstName: 'Gost sa ulaza', persons: 2 }, staffToken);
    expect(walkIn.status).toBe(201);
    ids.walkIn = walkIn.body._id;
    now = FRIDAY_LATE;
  });

  it("records the spend of an arrived reservation against its terms' minimum, with who and when, in the history", async () => {
    const recorded = await spend(ids.booth, { amount: 25000 });
    expect([recorded.status, recorded.body.message]).toEqual([200, undefined]);
    expect(check(recorded.body, reservationView).errors ?? 'as documented').toBe('as documented');
    expect(recorded.body.spend).toEqual({ amount: 25000, items: [], recordedAt: FRIDAY_LATE.toISOString(), recordedBy: 'Test', minimumSpend: 20000, minimumSpendMet: true });

    // A correction below the minimum: not met. The manager may record it too; the same amount again changes nothing.
    const corrected = await spend(ids.booth, { amount: '18000' }, managerToken);
    expect(corrected.body.spend).toMatchObject({ amount: 18000, minimumSpend: 20000, minimumSpendMet: false });
    const version = corrected.body.version;
    expect((await spend(ids.booth, { amount: 18000 })).body.version).toBe(version);
    expect((await spend(ids.booth, { amount: 26000 })).body.spend).toMatchObject({ amount: 26000, minimumSpendMet: true });

    // No terms: the spend stands alone. A walk-in's spend is recorded too.
    expect((await spend(ids.table, { amount: 8500 })).body.spend).toMatchObject({ amount: 8500, minimumSpend: null, minimumSpendMet: null });
    expect((await spend(ids.walkIn, { amount: 3000 })).status).toBe(200);

    const history = await api.get(`/api/history?entityType=reservation&entityId=${ids.booth}&size=100`, managerToken);
    expect(history.status).toBe(200);
    const spendEntries = (history.body.data as { type: string; summary: string; changes: { label: string; after: unknown }[] }[]).filter(
      (entry) => entry.type === 'ReservationSpendRecorded',
    );
    expect(spendEntries).toHaveLength(3);
    expect(spendEntries[0].summary).toContain('upisao potrošnju');
    expect(spendEntries[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Potrošnja (RSD)' })]));
  });

  it('refuses a bad amount with 400 naming the field, a reservation that did not come with 409, another venue with 403, and changes nothing', async () => {
    // The reservation as commands leave it: its mails' delivery moves on by itself (pending, queued, sent).
    const asCommandsLeftIt = async (id: string) => {
      const { mails, ...reservation } = (await api.get(`/api/reservations/${id}`, managerToken)).body;
      return { ...reservation, mails: (mails as { status: string; sentAt: string | null }[]).map(({ status: _status, sentAt: _sentAt, ...mail }) => mail) };
    };
    const before = await asCommandsLeftIt(ids.table);
    for (const body of [{ amount: -1 }, { amount: 12.5 }, { amount: '12,5' }, { amount: 'puno' }, {}, { amount: null }]) {
      const refused = await spend(ids.table, body);
      expect([JSON.stringify(body), refused.status, refused.body.field]).toEqual([JSON.stringify(body), 400, 'amount']);
      expect(refused.body.message).toBe('Potrošnja mora biti ceo broj dinara od 0 do 100.000.000');
    }
    expect((await spend(ids.pending, { amount: 1000 })).status).toBe(409);
    expect((await spend(ids.noShow, { amount: 1000 })).body).toMatchObject({
      statusCode: 409,
      message: 'Potrošnja se upisuje samo za rezervaciju koja je stigla ili je potvrđena',
    });
    expect((await spend(ids.table, { amount: 1000 }, otherManagerToken)).status).toBe(403);
    expect((await api.put(`/api/reservations/${ids.table}/spend`, { amount: 1000 })).status).toBe(401);
    expect(await asCommandsLeftIt(ids.table)).toEqual(before);
  });

  it('reports the night: statuses, sources, covers, no-shows, arrivals by hour, deposits, minimum spend and spend by zone and table', async () => {
    const night = await report('from=2026-10-30');
    expect(night).toMatchObject({
      clubId,
      from: '2026-10-30',
      to: '2026-10-30',
      reservations: {
        total: 6,
        byStatus: { Arrived: 3, AwaitingPayment: 1, NoShow: 1, Pending: 1, Complete: 0, Cancelled: 0, Rejected: 0 },
        bySource: { online: 5, door: 1, waitlist: 0 },
      },
      covers: 11,
      noShowRate: 25,
      arrivalsByHour: [
        { hour: '23', arrivals: 1, persons: 6 },
        { hour: '00', arrivals: 2, persons: 5 },
      ],
      deposits: {
        asked: { count: 2, amount: 20000 },
        taken: { count: 1, amount: 10000 },
        kept: { count: 0, amount: 0 },
        refunded: { count: 0, amount: 0 },
        expired: { count: 0, amount: 0 },
      },
      minimumSpend: { withMinimum: 1, met: 1, notMet: 0, notRecorded: 0 },
      spend: {
        total: 37500,
        reservations: 3,
        byZone: [
          { zone: 'Separei', amount: 26000, reservations: 1 },
          { zone: 'Bez zone', amount: 11500, reservations: 2 },
        ],
        byTable: [
          { tableId: tables['Separe 1'], tableName: 'Separe 1', zone: 'Separei', amount: 26000, reservations: 1 },
          { tableId: tables['Sto 1'], tableName: 'Sto 1', zone: 'Bez zone', amount: 8500, reservations: 1 },
          { tableId: tables['Sto 4'], tableName: 'Sto 4', zone: 'Bez zone', amount: 3000, reservations: 1 },
        ],
      },
      coupons: { uses: 0, discount: 0, byCode: [] },
      waitlist: { offersClaimed: 0 },
      byNight: [{ night: '2026-10-30', reservations: 6, covers: 11, spend: 37500 }],
    });
    // Admins read it for the venue, or every venue together; a range holds it too.
    expect(await report(`clubId=${clubId}&from=30.10.2026&to=2026-10-30`, app.adminToken)).toEqual(night);
    expect((await report('from=2026-10-01&to=2026-10-31', app.adminToken)).reservations.total).toBeGreaterThanOrEqual(6);
    expect((await report('from=2026-10-31&to=2026-11-05')).reservations.total).toBe(0);
  });

  it("counts the night's guest lists beside the tables: names and persons signed up, and those let in", async () => {
    const opened = await api.post(
      `/api/club/${clubId}/guest-lists`,
      { night: '30.10.2026', name: 'Lista — besplatan ulaz do 02:00', benefit: 'Besplatan ulaz', price: 0, capacity: 50, maxPlusOnes: 2, closesAt: '02:00', public: true },
      managerToken,
    );
    expect(opened.status).toBe(201);
    const signUp = async (phone: string, plusOnes: number) => {
      const entry = await api.post(`/api/guest-lists/${opened.body._id}/entries`, { firstName: 'Mila', lastName: 'Jović', phone, plusOnes });
      expect(entry.status).toBe(201);
      return entry.body._id as string;
    };
    const mila = await signUp('060 900 0001', 2);
    await signUp('060 900 0002', 0);
    expect((await api.post(`/api/guest-list-entries/${mila}/arrival`, { persons: 2 }, staffToken)).status).toBe(200);

    const night = await report('from=2026-10-30');
    expect(night.guestLists).toEqual({ lists: 1, names: 2, signedUp: 4, arrivedNames: 1, arrived: 2 });
    // The tables' covers stay the tables'; the night shows the lists beside them.
    expect(night.covers).toBe(11);
    expect(night.byNight).toEqual([{ night: '2026-10-30', reservations: 6, covers: 11, spend: 37500, listSignedUp: 4, listArrived: 2 }]);
    expect((await report('from=2026-10-31')).guestLists).toEqual({ lists: 0, names: 0, signedUp: 0, arrivedNames: 0, arrived: 0 });

    const response = await fetch(`${app.baseUrl}/api/reports?from=2026-10-30&format=csv`, { headers: { authorization: `Bearer ${managerToken}` } });
    const lines = csvLines(Buffer.from(await response.arrayBuffer()));
    expect(lines.filter(([section]) => section === 'Liste' || section === 'Liste po noćima')).toEqual([
      ['Liste', 'Liste', '1', ''],
      ['Liste', 'Upisanih imena', '2', ''],
      ['Liste', 'Upisano osoba', '4', ''],
      ['Liste', 'Ušlo imena', '1', ''],
      ['Liste', 'Ušlo osoba', '2', ''],
      ['Liste po noćima', '30.10.2026 (ušlo osoba: 2)', '4', ''],
    ]);
  });

  it("keeps each manager to their venue's reports and refuses bad dates with 400 naming the field", async () => {
    expect((await api.get(`/api/reports?clubId=${clubId}&from=2026-10-30`, otherManagerToken)).status).toBe(403);
    expect((await api.get('/api/reports?from=2026-10-30', otherManagerToken)).body.reservations.total).toBe(0);
    expect((await api.get('/api/reports?from=2026-10-30', staffToken)).status).toBe(403);
    expect((await api.get('/api/reports?from=2026-10-30')).status).toBe(401);
    const refusals: [string, string][] = [
      ['from=2026-13-01', 'from'],
      ['from=sutra', 'from'],
      ['', 'from'],
      ['from=2026-10-30&to=2026-02-30', 'to'],
      ['from=2026-10-30&to=2026-10-29', 'to'],
      ['from=2025-01-01&to=2026-10-30', 'to'],
      ['from=2026-10-30&format=pdf', 'format'],
    ];
    for (const [query, field] of refusals) {
      const refused = await api.get(`/api/reports?${query}`, managerToken);
      expect([query, refused.status, refused.body.field]).toEqual([query, 400, field]);
      expect(refused.body.message).toMatch(/[a-zčćšžđ]/i);
    }
  });

  it('gives the same numbers as CSV: text/csv in UTF-8, Serbian headers', async () => {
    const json = await report('from=2026-10-30');
    const response = await fetch(`${app.baseUrl}/api/reports?from=2026-10-30&format=csv`, { headers: { authorization: `Bearer ${managerToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('izvestaj_2026-10-30_2026-10-30.csv');
    const lines = csvLines(Buffer.from(await response.arrayBuffer()));
    expect(lines[0]).toEqual(['Odeljak', 'Stavka', 'Broj', 'Iznos (RSD)']);
    const figure = (section: string, item: string) => {
      const line = lines.find(([s, i]) => s === section && i === item);
      if (!line) throw new Error(`No line ${section} / ${item}`);
      return [line[2] === '' ? null : Number(line[2].replace(',', '.')), line[3] === '' ? null : Number(line[3])];
    };
    expect(figure('Rezervacije', 'Ukupno')).toEqual([json.reservations.total, null]);
    expect(figure('Rezervacije po statusu', 'Stigli')).toEqual([json.reservations.byStatus.Arrived, null]);
    expect(figure('Rezervacije po izvoru', 'Na vratima')).toEqual([json.reservations.bySource.door, null]);
    expect(figure('Gosti', 'Stiglo osoba')).toEqual([json.covers, null]);
    expect(figure('Gosti', 'Nisu došli (%)')).toEqual([json.noShowRate, null]);
    expect(figure('Depoziti', 'Uplaćeno')).toEqual([json.deposits.taken.count, json.deposits.taken.amount]);
    expect(figure('Minimalna potrošnja', 'Ispunjena')).toEqual([json.minimumSpend.met, null]);
    expect(figure('Potrošnja', 'Ukupno')).toEqual([json.spend.reservations, json.spend.total]);
    for (const zone of json.spend.byZone) expect(figure('Potrošnja po zoni', zone.zone)).toEqual([zone.reservations, zone.amount]);
    for (const table of json.spend.byTable) expect(figure('Potrošnja po stolu', `${table.tableName} (${table.zone})`)).toEqual([table.reservations, table.amount]);
    for (const hour of json.arrivalsByHour) expect(figure('Dolasci po satu', `${hour.hour}h (osoba: ${hour.persons})`)).toEqual([hour.arrivals, null]);
    expect(figure('Lista čekanja', 'Prihvaćene ponude')).toEqual([json.waitlist.offersClaimed, null]);

    // An English reader gets the same numbers under English names.
    const inEnglish = await fetch(`${app.baseUrl}/api/reports?from=2026-10-30&format=csv`, { headers: { authorization: `Bearer ${managerToken}`, 'accept-language': 'en' } });
    expect(inEnglish.headers.get('content-language')).toBe('en');
    const english = csvLines(Buffer.from(await inEnglish.arrayBuffer()));
    expect(english[0]).toEqual(['Section', 'Item', 'Count', 'Amount (RSD)']);
    expect(english.length).toBe(lines.length);
    const englishFigure = (section: string, item: string) => english.find(([s, i]) => s === section && i === item)?.slice(2);
    expect(englishFigure('Reservations', 'Total')).toEqual([String(json.reservations.total), '']);
    expect(englishFigure('Reservations by status', 'Arrived')).toEqual([String(json.reservations.byStatus.Arrived), '']);
    expect(englishFigure('Reservations by source', 'At the door')).toEqual([String(json.reservations.bySource.door), '']);
    expect(englishFigure('Deposits', 'Paid')).toEqual([String(json.deposits.taken.count), String(json.deposits.taken.amount)]);
    expect(english.map((line) => line.slice(0, 2).join(' '))).not.toContainEqual(expect.stringMatching(/Rezervacije|Depoziti|Ukupno|osoba/));
  });

  it("records the spend item by item from the venue's menu, priced by the server; the recorded names and prices outlive a later price change", async () => {
    const addMenuItems = async (token: string, items: { name: string; price: number }[]) => {
      const category = await api.post('/api/club/category', { name: 'Pića' }, token);
      const sub = await api.post(`/api/club/addSubcategory/${category.body._id}`, { name: 'Žestoka', categoryId: category.body._id }, token);
      const ids: string[] = [];
      for (const { name, price } of items) {
        const added = await api.post('/api/product', { name, price, categoryId: category.body._id, subCategoryId: sub.body._id }, token);
        expect([added.status, added.body.message]).toEqual([201, undefined]);
        ids.push(added.body._id);
      }
      return { ids, categoryId: category.body._id as string, subCategoryId: sub.body._id as string };
    };
    const menu = await addMenuItems(managerToken, [
      { name: 'Vodka 0,7', price: 9000 },
      { name: 'Red Bull', price: 450 },
    ]);
    const [vodka, redBull] = menu.ids;
    const [foreign] = (await addMenuItems(otherManagerToken, [{ name: 'Tuđa vodka', price: 100 }])).ids;

    const recorded = await spend(ids.table, {
      items: [
        { itemId: vodka, quantity: 2 },
        { itemId: redBull, quantity: '4' },
      ],
    });
    expect([recorded.status, recorded.body.message]).toEqual([200, undefined]);
    expect(check(recorded.body, reservationView).errors ?? 'as documented').toBe('as documented');
    const items = [
      { itemId: vodka, name: 'Vodka 0,7', price: 9000, quantity: 2 },
      { itemId: redBull, name: 'Red Bull', price: 450, quantity: 4 },
    ];
    expect(recorded.body.spend).toMatchObject({ amount: 19800, items, minimumSpend: null });
    // The same items with their total as the amount: the same spend, nothing new.
    expect((await spend(ids.table, { amount: 19800, items: items.map(({ itemId, quantity }) => ({ itemId, quantity })) })).body.version).toBe(recorded.body.version);

    // The venue raises the price: the recorded spend keeps what the table was charged; recording again charges today's price.
    const raised = await api.put(`/api/product/${vodka}`, { name: 'Vodka 0,7 l', price: 9500, categoryId: menu.categoryId, subCategoryId: menu.subCategoryId }, managerToken);
    expect(raised.status).toBe(200);
    expect((await api.get(`/api/product/all/${clubId}`)).body).toEqual(expect.arrayContaining([expect.objectContaining({ _id: vodka, price: 9500 })]));
    expect((await api.get(`/api/reservations/${ids.table}`, managerToken)).body.spend).toMatchObject({ amount: 19800, items });
    const repriced = await spend(ids.table, { items: [{ itemId: vodka, quantity: 2 }] });
    expect(repriced.body.spend).toMatchObject({ amount: 19000, items: [{ itemId: vodka, name: 'Vodka 0,7 l', price: 9500, quantity: 2 }] });

    const history = await api.get(`/api/history?entityType=reservation&entityId=${ids.table}&size=100`, managerToken);
    const itemChanges = (history.body.data as { type: string; changes: { label: string; after: unknown }[] }[])
      .flatMap((entry) => entry.changes ?? [])
      .filter((change) => change.label === 'Stavke');
    expect(itemChanges.map((change) => change.after)).toContain('2 × Vodka 0,7 l (9.500 RSD)');

    // Refused, 400 naming the field, nothing changed: an item not on this venue's menu, a bad quantity, an amount that is not the items' total.
    const before = (await api.get(`/api/reservations/${ids.table}`, managerToken)).body;
    const refusals: [unknown, string, string | RegExp][] = [
      [{ items: [{ itemId: 'nema-ga', quantity: 1 }] }, 'items.0.itemId', 'Stavka nije na meniju ovog objekta'],
      [
        {
          items: [
            { itemId: vodka, quantity: 1 },
            { itemId: foreign, quantity: 1 },
          ],
        },
        'items.1.itemId',
        'Stavka nije na meniju ovog objekta',
      ],
      [{ items: [{ itemId: vodka, quantity: 0 }] }, 'items.0.quantity', 'Količina mora biti ceo broj od 1 do 999'],
      [{ items: [{ itemId: vodka, quantity: 1000 }] }, 'items.0.quantity', 'Količina mora biti ceo broj od 1 do 999'],
      [{ items: [{ itemId: vodka, quantity: 1.5 }] }, 'items.0.quantity', 'Količina mora biti ceo broj od 1 do 999'],
      [{ amount: 10000, items: [{ itemId: vodka, quantity: 1 }] }, 'amount', /^Iznos se ne slaže sa zbirom stavki sa menija \(9\.500 RSD\)$/],
      [{ items: [] }, 'amount', 'Potrošnja mora biti ceo broj dinara od 0 do 100.000.000'],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await spend(ids.table, body);
      expect([JSON.stringify(body), refused.status, refused.body.field]).toEqual([JSON.stringify(body), 400, field]);
      expect(refused.body.message).toMatch(message);
    }
    expect((await api.get(`/api/reservations/${ids.table}`, managerToken)).body).toEqual(before);

    // An amount with an empty list is a bare amount again.
    expect((await spend(ids.table, { amount: 8500, items: [] })).body.spend).toMatchObject({ amount: 8500, items: [] });
  });

  it('equals a replay of the events: the rebuilt reports read model gives the same figures, row for row', async () => {
    expect(await readModelsCaughtUp(app, 20_000, ['reports'])).toBe(true);
    const rows = async () => ({
      reservations: (await app.running.kernel.pool.query('SELECT * FROM report_reservations ORDER BY id')).rows,
      tables: (await app.running.kernel.pool.query('SELECT * FROM report_tables ORDER BY table_id')).rows,
    });
    const live = { rows: await rows(), report: await report('from=2026-10-30'), all: await report('from=2026-10-01&to=2026-10-31', app.adminToken) };
    expect(live.rows.reservations.length).toBeGreaterThanOrEqual(6);

    const script = path.resolve(__dirname, '../../backend/dist/projections-rebuild.js');
    const { stdout } = await promisify(execFile)('node', [script, 'reports'], { env: { ...process.env, DATABASE_URL: app.running.kernel.config.databaseUrl } });
    expect(stdout).toContain('Projekcija reports je ponovo izgrađena');
    expect({ rows: await rows(), report: await report('from=2026-10-30'), all: await report('from=2026-10-01&to=2026-10-31', app.adminToken) }).toEqual(live);
  });
});
