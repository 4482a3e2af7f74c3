import type { Locator, Page } from 'playwright-core';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD, pngImage } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

const shots = (page: Page, name: string) =>
  process.env.FLOOR_E2E_SHOTS ? page.screenshot({ path: `/tmp/floor-e2e-${name}.png`, fullPage: true }).catch(() => undefined) : undefined;

/**
 * The floor plan in the browser: a guest on a phone picks a booth on the venue's plan and reserves
 * it, the next guest sees it taken, a guest whose table is taken meanwhile is told to pick another,
 * and the manager's Rezervacije → Raspored shows who holds which table and colours new ones live;
 * on a phone every table of a dense plan is a finger's target with its name whole on it, and a
 * legend says what the colours mean.
 */
browserSuite('The floor plan: guests pick their table on it, the venue sees the night on it', { screen: 'phone' }, (suite) => {
  let page: Page;
  let clubId = '';
  let managerEmail = '';
  let tables: Record<string, string> = {};

  beforeAll(async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Raspored', [
      { name: 'Separe 1', maxPersons: 6, area: 'Separei' },
      { name: 'Separe 2', maxPersons: 6, area: 'Separei' },
      { name: 'Sto 3', maxPersons: 4, area: 'Bašta' },
      { name: 'Šank 4', maxPersons: 2, area: 'Šank' },
    ]);
    clubId = venue.id;
    managerEmail = venue.managerEmail;
    tables = { 'Separe 1': venue.tableIds[0], 'Separe 2': venue.tableIds[1], 'Sto 3': venue.tableIds[2], 'Šank 4': venue.tableIds[3] };
    const drawn = await suite.api.put(
      `/api/club/${clubId}/floor`,
      {
        width: 1000,
        height: 600,
        zones: [
          { name: 'Separei', color: '#7c3aed' },
          { name: 'Bašta', color: '#16a34a' },
          { name: 'Šank', color: '#ea580c' },
        ],
        tables: [
          { _id: tables['Separe 1'], zoneId: 'Separei', shape: 'booth', x: 150, y: 120, width: 200, height: 120, rotation: 0, minPersons: 2, maxPersons: 6 },
          { _id: tables['Separe 2'], zoneId: 'Separei', shape: 'booth', x: 420, y: 120, width: 200, height: 120, rotation: 0, minPersons: 2, maxPersons: 6 },
          { _id: tables['Sto 3'], zoneId: 'Bašta', shape: 'round', x: 300, y: 420, width: 130, height: 130, rotation: 0, minPersons: 1, maxPersons: 4 },
          { _id: tables['Šank 4'], zoneId: 'Šank', shape: 'rectangle', x: 820, y: 420, width: 160, height: 80, rotation: 90, minPersons: 1, maxPersons: 2 },
        ],
      },
      suite.adminToken,
    );
    expect(drawn.status).toBe(200);
  });
  beforeEach(() => {
    page = suite.page;
  });

  async function openReservationForm() {
    await page.goto(suite.url(`/club/${clubId}`));
    await page.getByRole('button', { name: 'Rezerviši sto', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Rezervacija stola — Klub Raspored' });
    await dialog.getByRole('form', { name: 'Rezervacija stola' }).waitFor();
    return dialog;
  }

  /** A table as the plan's drawing names it (the list below the plan names it the same). */
  const onPlan = (scope: Locator, name: string) => scope.getByRole('group', { name: 'Raspored stolova' }).getByRole('button', { name });

  /** Someone else reserves `tableName` tonight, through the API, while the page is open: the reservation's id. */
  async function reservedMeanwhile(tableName: string, guest: { firstName: string; lastName: string; phone: string; email: string }, persons: number): Promise<string> {
    const placed = await suite.api.post('/api/reservations', { clubId, tableId: tables[tableName], ...guest, persons, date: tonight(new Date()) });
    expect(placed.status).toBe(201);
    return placed.body._id;
  }

  async function fillGuest(dialog: Locator, first: string, last: string, email: string) {
    await dialog.getByRole('textbox', { name: 'Ime', exact: true }).fill(first);
    await dialog.getByRole('textbox', { name: 'Prezime', exact: true }).fill(last);
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+381 64 222 3333');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  }

  it('lets a guest on a phone pick a booth on the plan and reserve it', async () => {
    const dialog = await openReservationForm();
    await dialog.getByRole('spinbutton', { name: 'Broj osoba' }).fill('4');
    const booth = onPlan(dialog, 'Separe 1, 2–6 osoba, slobodan');
    await booth.waitFor();
    // The bar seats two: greyed for four persons, and nobody is named anywhere.
    expect(await onPlan(dialog, 'Šank 4, do 2 osobe, slobodan, nije za 4 osobe').getAttribute('aria-disabled')).toBe('true');
    for (const zone of ['Separei', 'Bašta', 'Šank']) await dialog.getByRole('list', { name: 'Zone' }).getByText(zone, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await booth.click();
    await dialog.getByText('Izabran sto: Separe 1').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fillGuest(dialog, 'Ana', 'Anić', 'ana.floor@izlazak.test');
    await shots(page, 'guest-picked');
    await dialog.getByRole('button', { name: 'Rezerviši', exact: true }).click();

    const success = dialog.getByTestId('reservation-success');
    await success.waitFor();
    expect(await success.textContent()).toContain('sto Separe 1');
  });

  it('shows the next guest that booth taken, greyed and without who took it', async () => {
    const dialog = await openReservationForm();
    const booth = onPlan(dialog, 'Separe 1, 2–6 osoba, zauzet');
    await booth.waitFor();
    expect(await booth.getAttribute('aria-disabled')).toBe('true');
    expect(await dialog.getByRole('list', { name: 'Raspored stolova: spisak' }).getByRole('button', { name: 'Separe 1, 2–6 osoba, zauzet' }).isDisabled()).toBe(true);
    expect(await dialog.getByTestId('reservation-floor').textContent()).not.toContain('Ana');
    await booth.click({ force: true });
    expect(await dialog.getByText('Izabran sto: Separe 1').count()).toBe(0);
  });

  it('tells a guest whose table someone else just took to pick another', async () => {
    const dialog = await openReservationForm();
    await onPlan(dialog, 'Separe 2, 2–6 osoba, slobodan').click();
    await dialog.getByText('Izabran sto: Separe 2').waitFor();
    await fillGuest(dialog, 'Boris', 'Borić', 'boris.floor@izlazak.test');
    await reservedMeanwhile('Separe 2', { firstName: 'Vesna', lastName: 'Vesić', phone: '+381 63 111 222', email: 'vesna.floor@izlazak.test' }, 3);

    await dialog.getByRole('button', { name: 'Rezerviši', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Sto je upravo rezervisan, izaberite drugi' }).waitFor();
    await onPlan(dialog, 'Separe 2, 2–6 osoba, zauzet').waitFor();
    expect(await dialog.getByTestId('reservation-success').count()).toBe(0);
  });

  it('shows the manager tonight on the plan, with who holds each table, and colours a new reservation live', async () => {
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    await page.getByRole('button', { name: 'Raspored', exact: true }).click();
    const floor = page.getByTestId('reservations-floor');
    const plan = floor.getByRole('group', { name: 'Raspored za tu noć' });
    await plan.getByRole('button', { name: 'Separe 1, 2–6 osoba, na čekanju: Ana Anić, 4 osobe' }).waitFor();
    await plan.getByRole('button', { name: 'Sto 3, do 4 osobe, slobodan' }).waitFor();

    await reservedMeanwhile('Sto 3', { firstName: 'Goran', lastName: 'Gorić', phone: '+381 63 999 000', email: 'goran.floor@izlazak.test' }, 2);
    await plan.getByRole('button', { name: 'Sto 3, do 4 osobe, na čekanju: Goran Gorić, 2 osobe' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'manager-floor');

    await plan.getByRole('button', { name: 'Separe 1, 2–6 osoba, na čekanju: Ana Anić, 4 osobe' }).click();
    const detail = page.getByRole('dialog', { name: /^Rezervacija / });
    await detail.getByText('Ana').first().waitFor();
    await detail.getByRole('button', { name: 'Zatvori' }).first().click();
    await detail.waitFor({ state: 'hidden' });

    await plan.getByRole('button', { name: 'Šank 4, do 2 osobe, slobodan' }).click();
    const add = page.getByRole('dialog', { name: 'Dodaj rezervaciju' });
    await add.waitFor();
    const table = add.getByRole('combobox', { name: 'Sto', exact: true });
    await table.locator('option', { hasText: 'Šank 4' }).waitFor({ state: 'attached' });
    expect(await table.inputValue()).toBe(tables['Šank 4']);
  });

  it('applies a live push that comes while the manager’s Raspored is still loading', async () => {
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void frames.push(String(payload))));
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    // The list follows the live connection: pushes reach the page from here on.
    await page.getByText('Uživo').first().waitFor();

    // The plan's answer is read now and handed to the page only after a guest has booked.
    let answerRead!: () => void;
    const read = new Promise<void>((resolve) => (answerRead = resolve));
    let handOver!: () => void;
    const handedOver = new Promise<void>((resolve) => (handOver = resolve));
    await page.route(`**/api/club/${clubId}/floor*`, async (route) => {
      const answer = await route.fetch();
      answerRead();
      await handedOver;
      await route.fulfill({ response: answer });
    });
    await page.getByRole('button', { name: 'Raspored', exact: true }).click();
    await read;
    const placedId = await reservedMeanwhile('Šank 4', { firstName: 'Lena', lastName: 'Lukić', phone: '+381 63 555 000', email: 'lena.floor@izlazak.test' }, 2);
    for (let waited = 0; !frames.some((frame) => frame.includes(placedId)) && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    expect(frames.some((frame) => frame.includes(placedId))).toBe(true);
    handOver();

    // The answer says free (it was read before the booking); the push that came meanwhile says whose it is.
    const plan = page.getByTestId('reservations-floor').getByRole('group', { name: 'Raspored za tu noć' });
    await plan.getByRole('button', { name: 'Šank 4, do 2 osobe, na čekanju: Lena Lukić, 2 osobe' }).waitFor();
    await page.unrouteAll();
  });

  /**
   * Each table of a drawn plan as the screen shows it, scrolled to: its target's size, whether a tap
   * at its centre reaches it, its name's box (inside its own table and the plan, not over another
   * name) and the name's size on screen; and whether the plan scrolls sideways inside its frame.
   */
  async function measurePlan(plan: Locator) {
    return plan.evaluate((svg) => {
      const root = svg as SVGSVGElement;
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
      const tables = [...root.querySelectorAll<SVGGElement>('[data-table-id]')].map((button) => {
        button.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const plan = root.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const shape = button.querySelector('g[transform]')!.getBoundingClientRect();
        const name = root.querySelector<SVGTextElement>(`[data-label-for="${button.dataset.tableId}"] .floor-table__name`)!;
        const text = name.getBoundingClientRect();
        return {
          name: name.textContent,
          width: Math.round(box.width),
          height: Math.round(box.height),
          reached:
            hit !== null && (hit === button || button.contains(hit))
              ? true
              : `covered by ${hit ? `${hit.tagName}.${hit.getAttribute('class')} ${hit.textContent?.slice(0, 40)}` : 'nothing'} at ${Math.round(box.top + box.height / 2)}`,
          nameInsideTable: inside(text, shape),
          nameInsidePlan: inside(text, plan),
          namePx: Number(name.getAttribute('font-size')) * root.getScreenCTM()!.a,
          // On the plan, wherever it has been scrolled to.
          text: { left: text.left - plan.left, right: text.right - plan.left, top: text.top - plan.top, bottom: text.bottom - plan.top },
        };
      });
      const frame = root.parentElement!;
      frame.scrollLeft = 0;
      return { tables, scrolls: frame.scrollWidth > frame.clientWidth, pageOverflow: document.documentElement.scrollWidth - window.innerWidth };
    });
  }

  /** Every table a 44 px target a tap reaches, its whole name inside it, readable, and no name over another. */
  async function expectTappableAndReadable(scope: Locator, plan: Locator, names: string[]) {
    const measured = await measurePlan(plan);
    expect(measured.tables.map((table) => table.name).sort()).toEqual([...names].sort());
    for (const table of measured.tables) {
      expect({
        name: table.name,
        target: table.width >= 44 && table.height >= 44,
        reached: table.reached,
        nameInsideTable: table.nameInsideTable,
        nameInsidePlan: table.nameInsidePlan,
        readable: table.namePx >= 10.9,
      }).toEqual({ name: table.name, target: true, reached: true, nameInsideTable: true, nameInsidePlan: true, readable: true });
    }
    const overlapping = measured.tables.flatMap((a, i) =>
      measured.tables
        .slice(i + 1)
        .filter((b) => a.text.left < b.text.right && b.text.left < a.text.right && a.text.top < b.text.bottom && b.text.top < a.text.bottom)
        .map((b) => `${a.name} / ${b.name}`),
    );
    expect(overlapping).toEqual([]);
    expect(measured.pageOverflow).toBeLessThanOrEqual(0);
    // A plan drawn wider than the phone says so.
    expect(await scope.getByTestId('floor-plan-hint').count()).toBe(measured.scrolls ? 1 : 0);
  }

  it('at 390 px makes every table of a dense plan a 44 px target with its whole name readable on it, and says what the colours mean', async () => {
    // As a splav draws its deck: booths side by side, one turned, and the bar's small round tables.
    const dense = await bookableVenue(suite.api, suite.adminToken, 'Splav Gusti', [
      ...[1, 2, 3, 4, 5].map((n) => ({ name: `Separe ${n}`, maxPersons: 8, area: 'Separei' })),
      ...[1, 2, 3, 4].map((n) => ({ name: `Šank ${n}`, maxPersons: 4, area: 'Šank' })),
      { name: 'Sto 10', maxPersons: 4, area: 'Paluba' },
    ]);
    const [s1, s2, s3, s4, s5, b1, b2, b3, b4, t10] = dense.tableIds;
    const booth = (id: string, x: number, y: number, rotation = 0) => ({
      _id: id,
      zoneId: 'Separei',
      shape: 'booth',
      x,
      y,
      width: 120,
      height: 60,
      rotation,
      minPersons: 4,
      maxPersons: 8,
    });
    const bar = (id: string, y: number) => ({ _id: id, zoneId: 'Šank', shape: 'round', x: 900, y, width: 60, height: 60, rotation: 0, minPersons: 1, maxPersons: 4 });
    const drawn = await suite.api.put(
      `/api/club/${dense.id}/floor`,
      {
        width: 1000,
        height: 700,
        zones: [
          { name: 'Separei', color: '#7c3aed' },
          { name: 'Šank', color: '#f59e0b' },
          { name: 'Paluba', color: '#0ea5e9' },
        ],
        tables: [
          booth(s1, 100, 100),
          booth(s2, 250, 100),
          booth(s3, 400, 100),
          booth(s4, 550, 100),
          booth(s5, 300, 350, 30),
          bar(b1, 250),
          bar(b2, 350),
          bar(b3, 450),
          bar(b4, 550),
          { _id: t10, zoneId: 'Paluba', shape: 'square', x: 40, y: 660, width: 60, height: 60, rotation: 0, minPersons: 1, maxPersons: 4 },
        ],
      },
      suite.adminToken,
    );
    expect(drawn.status).toBe(200);
    const held = await suite.api.post('/api/reservations', {
      clubId: dense.id,
      tableId: b2,
      date: tonight(new Date()),
      persons: 3,
      firstName: 'Aleksandra',
      lastName: 'Radovanović',
      phone: '+381 63 444 555',
      email: 'aleksandra.floor@izlazak.test',
    });
    expect(held.status).toBe(201);
    const names = ['Separe 1', 'Separe 2', 'Separe 3', 'Separe 4', 'Separe 5', 'Šank 1', 'Šank 2', 'Šank 3', 'Šank 4', 'Sto 10'];

    // The guest's plan in the reservation modal.
    await page.goto(suite.url(`/club/${dense.id}`));
    await page.getByRole('button', { name: 'Rezerviši sto', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Rezervacija stola — Splav Gusti' });
    await dialog.getByRole('spinbutton', { name: 'Broj osoba' }).fill('2');
    const guestPlan = dialog.getByRole('group', { name: 'Raspored stolova' });
    await guestPlan.getByRole('button', { name: 'Šank 1, do 4 osobe, slobodan' }).waitFor();
    expect(await dialog.getByRole('list', { name: 'Boje stolova' }).getByRole('listitem').allTextContents()).toEqual(['Slobodan', 'Zauzet', 'Nije za toliko osoba', 'Vaš izbor']);
    await expectTappableAndReadable(dialog, guestPlan, names);
    await guestPlan.getByRole('button', { name: 'Šank 3, do 4 osobe, slobodan' }).click();
    await dialog.getByText('Izabran sto: Šank 3').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'dense-guest');

    // The venue's plan tonight, as the door sees it on a phone.
    await suite.logIn(dense.managerEmail, MANAGER_PASSWORD);
    await page.getByRole('button', { name: 'Raspored', exact: true }).click();
    const floor = page.getByTestId('reservations-floor');
    const venuePlan = floor.getByRole('group', { name: 'Raspored za tu noć' });
    await venuePlan.getByRole('button', { name: 'Šank 2, do 4 osobe, na čekanju: Aleksandra Radovanović, 3 osobe' }).waitFor();
    // The login's toast sits over the bottom of a phone's screen: tapped away, as a manager would.
    const toast = page.getByText('Uspešno ste se prijavili!');
    if (await toast.isVisible()) await toast.click();
    await toast.waitFor({ state: 'hidden' });
    expect(await floor.getByRole('list', { name: 'Boje stolova' }).getByRole('listitem').allTextContents()).toEqual([
      'Slobodan',
      'Na čekanju / čeka uplatu',
      'Potvrđeno',
      'Stigli',
    ]);
    await expectTappableAndReadable(floor, venuePlan, names);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'dense-venue');
  });

  it('puts the venue’s own drawing behind the plan from the editor, for guests too, and takes it away', async () => {
    page = await suite.reopenOn('laptop');
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/settings/floor'));
    await page.getByLabel('Dodaj pozadinu').setInputFiles({ name: 'nas raspored.png', mimeType: 'image/png', buffer: await pngImage(1200, 720, '#d9d2c3') });
    const picture = page.getByRole('group', { name: 'Raspored (izmena)' }).getByTestId('floor-background');
    await picture.waitFor({ state: 'attached' });
    const background = await picture.getAttribute('href');
    expect(background).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
    // Stored, but the plan's only once saved.
    expect((await suite.api.get(`/api/club/${clubId}/floor`)).body.background).toBeNull();
    await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
    await page.getByText('Raspored uspešno sačuvan').waitFor();
    expect((await suite.api.get(`/api/club/${clubId}/floor`)).body.background).toBe(background);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'editor-background');

    // A guest's plan shows it behind the tables.
    page = await suite.reopenOn('phone');
    const dialog = await openReservationForm();
    await dialog.getByRole('spinbutton', { name: 'Broj osoba' }).fill('2');
    const drawn = dialog.getByRole('group', { name: 'Raspored stolova' }).locator('image');
    await drawn.waitFor({ state: 'attached' });
    expect(await drawn.getAttribute('href')).toBe(background);
    const loaded = await page.evaluate(async (url) => (await fetch(url)).status, background!);
    expect(loaded).toBe(200);

    // Taken away and saved: nobody sees it any more.
    page = await suite.reopenOn('laptop');
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/settings/floor'));
    await page.getByRole('button', { name: 'Ukloni pozadinu' }).click();
    expect(await page.getByTestId('floor-background').count()).toBe(0);
    await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
    await page.getByText('Raspored uspešno sačuvan').waitFor();
    expect((await suite.api.get(`/api/club/${clubId}/floor`)).body.background).toBeNull();
    // The editor starts again from the saved version: nothing to undo.
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Poništi' && button.disabled));

    // A file that is not a picture is refused with the API's message; the plan keeps no picture.
    await page.getByLabel('Dodaj pozadinu').setInputFiles({ name: 'raspored.png', mimeType: 'image/png', buffer: Buffer.from('nije slika') });
    expect(await page.getByTestId('floor-refusal').textContent()).toBe('Datoteka nije ispravna slika');
    expect(await page.getByTestId('floor-background').count()).toBe(0);
  });

  it('lets a manager draw zones, place six tables by dragging, keys and the tray, and save; a stale save is refused', async () => {
    const drawing = await bookableVenue(suite.api, suite.adminToken, 'Klub Crtež', [
      { name: 'S1', maxPersons: 6 },
      { name: 'S2', maxPersons: 6 },
      { name: 'S3', maxPersons: 4 },
      { name: 'S4', maxPersons: 4 },
      { name: 'B5', maxPersons: 2 },
      { name: 'B6', maxPersons: 2 },
    ]);
    page = await suite.reopenOn('laptop');
    await suite.logIn(drawing.managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/settings/floor'));
    await page.getByRole('link', { name: 'Raspored', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Dodaj zonu', exact: true }).click();
    const zoneDialog = page.getByRole('dialog', { name: 'Dodaj zonu' });
    await zoneDialog.getByRole('textbox', { name: 'Naziv zone' }).fill('Separei');
    await zoneDialog.getByRole('button', { name: 'Dodaj zonu' }).click();
    await zoneDialog.waitFor({ state: 'hidden' });

    const canvas = page.getByRole('group', { name: 'Raspored (izmena)' });
    const tray = page.getByRole('region', { name: 'Stolovi van rasporeda' });
    const box = (await canvas.boundingBox())!;
    const spots: Record<string, [number, number]> = { S1: [0.15, 0.2], S2: [0.4, 0.2], S3: [0.15, 0.7], S4: [0.4, 0.7], B5: [0.8, 0.3] };
    for (const [name, [fx, fy]] of Object.entries(spots)) {
      await tray
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${name} `) })
        .dragTo(canvas, { targetPosition: { x: box.width * fx, y: box.height * fy } });
      await canvas.getByRole('button', { name: new RegExp(`^${name},`) }).waitFor();
    }
    // The last one from the tray's button, then moved with the arrow keys.
    await tray.getByRole('button', { name: 'Postavi B6 na raspored' }).click();
    const b6 = canvas.getByRole('button', { name: 'B6, do 2 osobe' });
    const before = (await b6.boundingBox())!;
    await b6.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((x) => {
      const mark = [...document.querySelectorAll('[aria-label="B6, do 2 osobe"]')][0];
      return mark && mark.getBoundingClientRect().x > x;
    }, before.x);
    expect(await tray.getByText('Svi stolovi su na rasporedu.').count()).toBe(1);

    // A table dragged across the plan.
    const s3 = (await canvas.getByRole('button', { name: 'S3, do 4 osobe' }).boundingBox())!;
    await page.mouse.move(s3.x + s3.width / 2, s3.y + s3.height / 2);
    await page.mouse.down();
    await page.mouse.move(s3.x + s3.width / 2 + 60, s3.y + s3.height / 2 - 20, { steps: 5 });
    await page.mouse.up();

    await canvas.getByRole('button', { name: 'S1, do 6 osoba' }).click();
    const panel = page.getByTestId('floor-table-panel');
    await panel.getByRole('combobox', { name: 'Oblik' }).selectOption({ label: 'Separe' });
    await panel.getByRole('combobox', { name: 'Zona' }).selectOption({ label: 'Separei' });
    await panel.getByRole('spinbutton', { name: 'Najviše osoba' }).fill('8');
    await page.getByRole('button', { name: 'Poništi' }).click();
    expect(await panel.getByRole('spinbutton', { name: 'Najviše osoba' }).inputValue()).toBe('6');
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'editor');

    await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
    await page.getByText('Raspored uspešno sačuvan').waitFor();
    const saved = await suite.api.get(`/api/club/${drawing.id}/floor`);
    expect(saved.status).toBe(200);
    const placed = saved.body.tables.filter((table: { x?: number }) => typeof table.x === 'number');
    expect(placed.map((table: { name: string }) => table.name).sort()).toEqual(['B5', 'B6', 'S1', 'S2', 'S3', 'S4']);
    const s1 = saved.body.tables.find((table: { name: string }) => table.name === 'S1');
    expect([s1.shape, s1.maxPersons, saved.body.zones.find((zone: { _id: string }) => zone._id === s1.zoneId)?.name]).toEqual(['booth', 6, 'Separei']);
    for (const table of placed) expect([table.x % 10, table.y % 10]).toEqual([0, 0]);

    // Someone else moves the tables meanwhile: this screen's next save is refused with the API's message.
    const other = await suite.api.put(
      `/api/club/${drawing.id}/floor`,
      {
        width: saved.body.width,
        height: saved.body.height,
        zones: saved.body.zones,
        tables: placed.map(({ state: _state, name: _name, ...table }: Record<string, number>) => ({ ...table, y: table.y > 100 ? table.y - 50 : table.y + 50 })),
      },
      suite.adminToken,
    );
    expect(other.status).toBe(200);
    await canvas.getByRole('button', { name: 'B5, do 2 osobe' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
    expect(await page.getByTestId('floor-refusal').textContent()).toBe('Podaci su u međuvremenu izmenjeni, osvežite stranicu');

    // On a phone the whole plan shows, and a tapped table's properties open in a sheet.
    page = await suite.reopenOn('phone');
    await suite.logIn(drawing.managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/settings/floor'));
    await page.getByRole('group', { name: 'Raspored (izmena)' }).getByRole('button', { name: 'S2, do 6 osoba' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sto S2' });
    await sheet.getByRole('combobox', { name: 'Oblik' }).selectOption({ label: 'Okrugao' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.waitForFunction(() => !document.querySelector('.fade:not(.show)'));
    await shots(page, 'editor-phone');
    await sheet.getByRole('button', { name: 'Zatvori' }).click();
    await page.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
    await page.getByText('Raspored uspešno sačuvan').waitFor();
    const reshaped = await suite.api.get(`/api/club/${drawing.id}/floor`);
    expect(reshaped.body.tables.find((table: { name: string }) => table.name === 'S2').shape).toBe('round');
  });
});
