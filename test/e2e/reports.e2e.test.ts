import type { Page } from 'playwright-core';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { createVenue, MANAGER_PASSWORD, type CreatedVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';
import { addTables, openEveryNight } from '../support/venues';

/**
 * A manager records what a table spent ('Potrošnja') from the reservation's detail, then reads
 * tonight in 'Izveštaji': the figures as cards and tables (each whole in its card, 'Po noćima' to its
 * last column 'Potrošnja'), the charts, on a laptop and at 390 px.
 */
browserSuite("Spend and 'Izveštaji' in the browser", { env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  let page: Page;
  let venue: CreatedVenue;
  const night = tonight(new Date());

  beforeAll(async () => {
    const { api } = suite;
    venue = await createVenue(api, suite.adminToken, 'Klub Izveštaj');
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    await openEveryNight(api, managerToken);
    const [separe, sto] = await addTables(api, managerToken, [
      { name: 'Separe 1', maxPersons: 8, area: 'Separei' },
      { name: 'Sto 2', maxPersons: 6 },
    ]);
    const category = await api.post('/api/club/category', { name: 'Pića' }, managerToken);
    const sub = await api.post(`/api/club/addSubcategory/${category.body._id}`, { name: 'Žestoka', categoryId: category.body._id }, managerToken);
    for (const [name, price] of [
      ['Vodka 0,7', 9500],
      ['Red Bull', 500],
      ['Viski 0,7', 12000],
    ] as const) {
      expect((await api.post('/api/product', { name, price, categoryId: category.body._id, subCategoryId: sub.body._id }, managerToken)).status).toBe(201);
    }
    const guests: [string, string, number][] = [
      [separe, 'Ana', 6],
      [sto, 'Boris', 4],
    ];
    for (const [tableId, firstName, persons] of guests) {
      const placed = await api.post('/api/reservations', {
        clubId: venue.id,
        tableId,
        date: night,
        persons,
        firstName,
        lastName: 'Gost',
        phone: '+381 64 222 3344',
        email: `${firstName.toLowerCase()}@gost.test`,
      });
      expect(placed.status).toBe(201);
      expect((await api.post(`/api/reservations/${placed.body._id}/arrival`, { persons }, managerToken)).status).toBe(200);
      if (firstName === 'Ana') expect((await api.put(`/api/reservations/${placed.body._id}/spend`, { amount: 30000 }, managerToken)).status).toBe(200);
    }
  });

  /**
   * Every table of the report whole inside its card: nothing to scroll sideways, its last column
   * ('Potrošnja' of 'Po noćima', 'Iznos' …) inside the card, and tonight's spend in 'Po noćima'.
   */
  async function expectTablesWhole() {
    const nights = page.getByRole('region', { name: 'Po noćima' });
    await nights
      .getByRole('row')
      .filter({ hasText: /42\.500 RSD/ })
      .waitFor();
    const tables = await page.locator('.report-table [role="region"]').evaluateAll((regions) =>
      regions.map((region) => {
        const card = region.closest('.report-table')!.getBoundingClientRect();
        const lastRight = Math.max(...[...region.querySelectorAll('tr > :last-child')].map((cell) => cell.getBoundingClientRect().right));
        // The columns' widths and the room they have, to see in a failure what does not fit.
        const columns = [...region.querySelectorAll('th')].map((cell) => `${cell.textContent || '·'} ${Math.round(cell.getBoundingClientRect().width)}`).join(', ');
        return {
          table: region.getAttribute('aria-label'),
          scrolls: region.scrollWidth > region.clientWidth,
          cut: lastRight > card.right || card.right > window.innerWidth,
          columns,
          room: region.clientWidth,
        };
      }),
    );
    expect(tables.map((table) => table.table)).toContain('Po noćima');
    expect(tables.filter((table) => table.scrolls || table.cut)).toEqual([]);
  }

  it("records a table's spend from the reservation's detail, and tonight's report shows it with the rest of the night", async () => {
    page = suite.page;
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.getByRole('link', { name: 'Rezervacije' }).first().click();
    await page.getByRole('button', { name: 'Detalji Boris Gost' }).first().click();
    // Item by item from the venue's menu: searched, tapped, a quantity set; the running total follows.
    const spend = page.getByTestId('spend-form');
    const addFromMenu = async (search: string, item: RegExp) => {
      await spend.getByLabel('Dodaj sa menija').fill(search);
      await spend.getByTestId('spend-menu-matches').getByRole('button', { name: item }).click();
    };
    await addFromMenu('vodka', /Vodka 0,7/);
    await addFromMenu('red', /Red Bull/);
    await spend.getByLabel('Količina: Red Bull').fill('6');
    await spend.getByTestId('spend-items-total').getByText('Ukupno: 12.500 RSD').waitFor();
    await spend.getByRole('button', { name: 'Sačuvaj potrošnju' }).click();
    await page
      .getByTestId('spend-verdict')
      .getByText(/12\.500 RSD/)
      .waitFor();
    // Recorded with its lines: the form opens again with them.
    expect(await spend.getByTestId('spend-lines').locator('li').count()).toBe(2);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Izveštaji' }).click();
    await page.getByRole('heading', { name: 'Izveštaji' }).waitFor();
    await page.getByRole('button', { name: 'Večeras' }).click();
    const figure = (label: string) => page.locator('.report-figure', { has: page.getByText(label, { exact: true }) }).locator('.report-figure__value');
    await figure('Potrošnja')
      .getByText(/42\.500 RSD/)
      .waitFor();
    expect(await figure('Rezervacije').textContent()).toBe('2');
    expect(await figure('Stiglo gostiju').textContent()).toBe('10');
    const byTable = page.locator('.report-table', { has: page.getByRole('heading', { name: 'Potrošnja po stolu' }) });
    await byTable
      .getByRole('row', { name: /Separe 1 \(Separei\)/ })
      .getByText(/30\.000 RSD/)
      .waitFor();
    await byTable
      .getByRole('row', { name: /Sto 2 \(Bez zone\)/ })
      .getByText(/12\.500 RSD/)
      .waitFor();
    // The charts come with the page's own chunk: drawn, and described for screen readers.
    await page.getByRole('img', { name: /^Dolasci po satu: / }).waitFor();
    await page.getByRole('img', { name: /^Rezervacije po izvoru: Onlajn: 2/ }).waitFor();
    await expectTablesWhole();
  });

  it("fits a phone: 390 px wide, nothing wider than the screen, the spend's items too", async () => {
    page = await suite.reopenOn('phone');
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/reservation'));
    await page.getByRole('button', { name: 'Detalji Boris Gost' }).first().click();
    await page.getByTestId('spend-lines').getByText('Red Bull').waitFor();
    await page.getByTestId('spend-form').getByLabel('Dodaj sa menija').fill('viski');
    await page
      .getByTestId('spend-menu-matches')
      .getByRole('button', { name: /Viski 0,7/ })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await page.goto(suite.url('/dashboard/reports'));
    await page.getByRole('button', { name: 'Večeras' }).click();
    await page
      .locator('.report-figure', { hasText: 'Potrošnja' })
      .getByText(/42\.500 RSD/)
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectTablesWhole();
  });
});
