import type { Page } from 'playwright-core';
import { MANAGER_PASSWORD, createVenue } from '../api/venues-fixtures';
import { textsOnceShown } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

const VENUE = { name: 'Klub Meni', color: '#1E88E5', rgb: 'rgb(30, 136, 229)', halfOpacity: 'rgba(30, 136, 229, 0.5)' };
/** Its blue as text on the light page: 3.4:1 as chosen, darkened to #1C71C0 to read 4.5:1 (WCAG AA). */
const VENUE_INK = 'rgb(28, 113, 192)';

/** How many menu tiles lie wholly inside the carousel's window, as laid out now. */
const tilesInView = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('.menu-carousel__viewport')!.getBoundingClientRect();
    const slots = [...document.querySelectorAll('.menu-carousel__slot')].map((slot) => slot.getBoundingClientRect());
    return slots.filter((slot) => slot.width > 0 && slot.left >= frame.left - 1 && slot.right <= frame.right + 1).length;
  });

/**
 * The menu through the screens: the venue's manager builds it on the dashboard's 'Meni' screen,
 * then a visitor reads it in the band of the venue's home page, on a laptop and on a phone.
 */
browserSuite('Menu in the browser: the Meni screen and the menu on the venue page', (suite) => {
  let page: Page;
  let clubId = '';
  let managerEmail = '';

  const { url } = suite;

  beforeAll(async () => {
    const venue = await createVenue(suite.api, suite.adminToken, VENUE.name, { color: VENUE.color });
    clubId = venue.id;
    managerEmail = venue.managerEmail;
  });
  beforeEach(() => {
    page = suite.page;
  });
  // Before the suite closes the page: a picture of how each test left it, when asked for.
  afterEach(async () => {
    if (process.env.MENU_E2E_SHOTS) await page.screenshot({ path: `/tmp/menu-e2e-${Date.now()}.png`, fullPage: true }).catch(() => undefined);
  });

  /** Whether anything sticks out sideways: a page that works at 390 px has nothing wider than the window. */
  const overflowsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  it('lets the manager build a whole menu: categories, subcategories, priced items, edits and deletes', async () => {
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    await page.getByRole('link', { name: 'Meni', exact: true }).click();
    await page.waitForURL(url('/dashboard/menu'));
    await page.getByText('Meni je prazan.', { exact: false }).waitFor();

    const dialog = page.getByRole('dialog');
    const cards = page.getByTestId('menu-card');

    // Categories: the form says what is missing, then each one saved shows as a card.
    await page.getByRole('button', { name: 'Dodaj kategoriju' }).click();
    await dialog.getByText('Dodaj kategoriju', { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'Dodaj kategoriju' }).click();
    await dialog.getByText('Naziv kategorije je obavezno polje').waitFor();
    for (const name of ['Kokteli', 'Pivo', 'Hrana']) {
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Dodaj kategoriju' }).click();
      await dialog.getByLabel('Naziv kategorije').fill(name);
      await dialog.getByRole('button', { name: 'Dodaj kategoriju' }).click();
      await page.getByText('Kategorija uspešno dodana').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await cards.filter({ hasText: name }).waitFor();
    }

    await page.getByRole('button', { name: 'Izmeni Pivo' }).click();
    await dialog.getByText('Izmeni kategoriju').waitFor();
    await dialog.getByLabel('Naziv kategorije').fill('Piva');
    await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Kategorija uspešno izmenjen').waitFor();
    await cards.filter({ hasText: 'Piva' }).waitFor();

    // Subcategories of Kokteli: the add form starts in the category that is open.
    await cards.filter({ hasText: 'Kokteli' }).getByRole('link').click();
    await page.waitForURL((current) => current.pathname === '/dashboard/menu/subcategory' && current.searchParams.has('categoryId'));
    const koktelId = new URL(page.url()).searchParams.get('categoryId')!;
    for (const name of ['Klasični', 'Signature']) {
      await page.getByRole('button', { name: 'Dodaj podkategoriju' }).click();
      await dialog.getByText('Dodaj podkategoriju', { exact: true }).first().waitFor();
      expect(await dialog.getByRole('combobox', { name: /^Kategorija/ }).inputValue()).toBe(koktelId);
      await dialog.getByLabel('Naziv podkategorije').fill(name);
      await dialog.getByRole('button', { name: 'Dodaj podkategoriju' }).click();
      await page.getByText('Podkategorija uspešno dodana').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await cards.filter({ hasText: name }).waitFor();
    }
    await page.getByRole('button', { name: 'Izmeni Signature' }).click();
    await dialog.getByText('Izmeni podkategoriju').waitFor();
    await dialog.getByLabel('Naziv podkategorije').fill('Signature kokteli');
    await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Podkategorija uspešno izmenjen').waitFor();
    await cards.filter({ hasText: 'Signature kokteli' }).waitFor();

    // Items of Klasični: the table shows category, subcategory, name and the price in RSD.
    await cards.filter({ hasText: 'Klasični' }).getByRole('link').click();
    await page.waitForURL((current) => current.pathname === '/dashboard/menu/item-list' && current.searchParams.has('subCategoryId'));
    await page.getByText('Ova podkategorija još nema stavki').waitFor();
    const rows = page.getByTestId('menu-item-row');

    await page.getByRole('button', { name: 'Dodaj stavku' }).click();
    await dialog.getByText('Dodaj stavku', { exact: true }).first().waitFor();
    await dialog.getByLabel('Naziv stavke').fill('Mojito');
    await dialog.getByLabel('Cena (RSD)').fill('790');
    await dialog.getByRole('button', { name: 'Dodaj stavku' }).click();
    await page.getByText('Stavka uspešno dodana').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await rows.filter({ hasText: 'Mojito' }).waitFor();
    const headers = await textsOnceShown(page.getByRole('table', { name: 'Stavke menija' }).getByRole('columnheader'));
    expect(headers).toEqual(['Kategorija', 'Podkategorija', 'Naziv', 'Cena', 'Akcije']);
    expect((await rows.filter({ hasText: 'Mojito' }).locator('td').allTextContents()).slice(0, 4)).toEqual(['Kokteli', 'Klasični', 'Mojito', '790 RSD']);

    await page.getByRole('button', { name: 'Dodaj stavku' }).click();
    await dialog.getByLabel('Naziv stavke').fill('Negroni');
    await dialog.getByLabel('Cena (RSD)').fill('12,345');
    await dialog.getByRole('button', { name: 'Dodaj stavku' }).click();
    await dialog.getByText('Cena može imati najviše dve decimale').waitFor();
    await dialog.getByLabel('Cena (RSD)').fill('850,50');
    await dialog.getByRole('button', { name: 'Dodaj stavku' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rows.filter({ hasText: 'Negroni' }).filter({ hasText: '850,50 RSD' }).waitFor();

    await page.getByRole('button', { name: 'Izmeni Mojito' }).click();
    await dialog.getByText('Izmeni stavku').waitFor();
    expect(await dialog.getByLabel('Cena (RSD)').inputValue()).toBe('790');
    await dialog.getByLabel('Cena (RSD)').fill('820');
    await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Stavka uspešno izmenjen').waitFor();
    await rows.filter({ hasText: 'Mojito' }).filter({ hasText: '820 RSD' }).waitFor();

    await page.getByRole('button', { name: 'Obriši Negroni' }).click();
    await dialog.getByText('Ova radnja se ne može poništiti.').waitFor();
    await dialog.getByRole('button', { name: 'Obriši', exact: true }).click();
    await page.getByText('Stavka uspešno obrisana').waitFor();
    await rows.filter({ hasText: 'Negroni' }).waitFor({ state: 'detached' });

    // Back to the subcategories: one that still holds Mojito is refused with the reason; an empty one goes.
    await page.getByRole('button', { name: 'Nazad' }).click();
    await page.waitForURL((current) => current.pathname === '/dashboard/menu/subcategory');
    await page.getByRole('button', { name: 'Obriši Klasični' }).click();
    await dialog.getByRole('button', { name: 'Obriši', exact: true }).click();
    await page.getByText('Podkategorija „Klasični“ nije prazna: sadrži 1 stavku (Mojito).', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cards.filter({ hasText: 'Klasični' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Obriši Signature kokteli' }).click();
    await dialog.getByRole('button', { name: 'Obriši', exact: true }).click();
    await page.getByText('Podkategorija uspešno obrisana').waitFor();
    await cards.filter({ hasText: 'Signature kokteli' }).waitFor({ state: 'detached' });

    // Categories: an empty one is deleted.
    await page.getByRole('button', { name: 'Nazad' }).click();
    await page.waitForURL(url('/dashboard/menu'));
    await page.getByRole('button', { name: 'Obriši Hrana' }).click();
    await dialog.getByRole('button', { name: 'Obriši', exact: true }).click();
    await page.getByText('Kategorija uspešno obrisana').waitFor();
    await cards.filter({ hasText: 'Hrana' }).waitFor({ state: 'detached' });

    const menu = (await suite.api.get(`/api/club/categories/${clubId}`)).body as { name: string; subcategories: { name: string }[] }[];
    expect(menu.map((c) => [c.name, c.subcategories.map((s) => s.name)])).toEqual([
      ['Kokteli', ['Klasični']],
      ['Piva', []],
    ]);
    expect((await suite.api.get(`/api/product/all/${clubId}`)).body.map((i: { name: string; price: number }) => [i.name, i.price])).toEqual([['Mojito', 820]]);

    // Five cards a row on a large screen; one a row on a phone, with nothing sticking out sideways.
    const managerToken = await suite.api.login(managerEmail, MANAGER_PASSWORD);
    for (const name of ['Vina', 'Žestoka pića', 'Bezalkoholna pića', 'Deserti']) {
      expect((await suite.api.post('/api/club/category', { name }, managerToken)).status).toBe(201);
    }
    await page.reload();
    await cards.nth(5).waitFor();
    const tops = await cards.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 5)).size).toBe(1);
    expect(tops[5]).toBeGreaterThan(tops[0]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => {
      const [first, second] = [...document.querySelectorAll('[data-testid="menu-card"]')].map((node) => node.getBoundingClientRect().top);
      return second > first;
    });
    // The content's margin slides from the laptop's sidebar to none (0.2 s): measure once it has.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await overflowsSideways()).toBe(false);
  });

  it('shows a visitor the menu in the band of the venue home: carousel by width, arrows dimmed at the ends, the menu modal with prices', async () => {
    const managerToken = await suite.api.login(managerEmail, MANAGER_PASSWORD);
    const categories = (await suite.api.get(`/api/club/categories/${clubId}`)).body as { _id: string; name: string; subcategories: { _id: string }[] }[];
    // Every category gets something to show, so all of them are tiles.
    for (const category of categories) {
      const subCategoryId =
        category.subcategories[0]?._id ?? (await suite.api.post(`/api/club/addSubcategory/${category._id}`, { name: 'Ponuda', categoryId: category._id }, managerToken)).body._id;
      const added = await suite.api.post('/api/product', { name: `${category.name} kuće`, price: 450, categoryId: category._id, subCategoryId }, managerToken);
      expect(added.status).toBe(201);
    }
    const names = categories.map((c) => c.name);

    await page.goto(url(`/club/${clubId}`));
    await page.getByRole('heading', { level: 1, name: VENUE.name }).waitFor();
    const band = page.getByTestId('venue-band');
    await band.getByTestId('menu-tile').first().waitFor();
    const bandStyle = await band.evaluate((node) => ({ background: getComputedStyle(node).backgroundColor, height: getComputedStyle(node).height }));
    expect(bandStyle).toEqual({ background: VENUE.halfOpacity, height: '300px' });
    expect(await textsOnceShown(band.locator('.menu-tile__name'))).toEqual(names);

    // 1366 px wide: three tiles at a time, already as the server renders the page (before any script runs,
    // so hydrating it moves nothing); the left arrow is dimmed at the start, the right one at the end.
    const unscripted = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    try {
      const rendered = await unscripted.newPage();
      await rendered.goto(url(`/club/${clubId}`));
      expect(await tilesInView(rendered)).toBe(3);
    } finally {
      await unscripted.close();
    }
    await page.locator('[data-testid="menu-carousel"][data-columns="3"]').waitFor();
    expect(await tilesInView(page)).toBe(3);
    const previous = page.getByRole('button', { name: 'Prethodne kategorije' });
    const next = page.getByRole('button', { name: 'Sledeće kategorije' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await previous.evaluate((node) => getComputedStyle(node).opacity)).toBe('0.35');
    expect(await next.evaluate((node) => getComputedStyle(node).color)).toBe(VENUE_INK);
    for (let step = 0; step < names.length - 3; step++) await next.click();
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);

    // A tile opens the menu at its category; next and previous walk the categories.
    for (let step = 0; step < names.length - 3; step++) await previous.click();
    expect(await previous.isDisabled()).toBe(true);
    await band.getByTestId('menu-tile').filter({ hasText: 'Kokteli' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'KOKTELI' }).waitFor();
    const items = dialog.getByTestId('menu-modal-item');
    expect(await textsOnceShown(items)).toEqual(['Mojito820 RSD', 'Kokteli kuće450 RSD']);
    expect(await dialog.getByRole('heading', { name: 'KOKTELI' }).evaluate((node) => getComputedStyle(node).color)).toBe(VENUE_INK);
    expect(await dialog.getByRole('button', { name: 'Prethodna' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Sledeća' }).click();
    await dialog.getByRole('heading', { name: 'PIVA' }).waitFor();
    await items.filter({ hasText: 'Piva kuće' }).filter({ hasText: '450 RSD' }).waitFor();
    await dialog.getByRole('button', { name: 'Zatvori' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Wider shows four, narrower two, a phone one; the phone page keeps to its width.
    for (const [width, columns] of [
      [1500, '4'],
      [1000, '2'],
      [390, '1'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction((expected) => document.querySelector('[data-testid="menu-carousel"]')?.getAttribute('data-columns') === expected, columns);
    }
    expect(await overflowsSideways()).toBe(false);
    await band.getByTestId('menu-tile').first().click();
    await dialog.getByRole('heading', { name: 'KOKTELI' }).waitFor();
    expect(await overflowsSideways()).toBe(false);
  });
});
