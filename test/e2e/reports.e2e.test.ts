import type { Page } from 'playwright-core';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { createVenue, MANAGER_PASSWORD, type CreatedVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';
import { addTables, openEveryNight } from '../support/venues';

/**
 * A manager records what a table spent ('Potrošnja') from the reservation's detail, then reads
 * tonight in 'Izveštaji': the figures as cards and tables, the charts, on a laptop and at 390 px.
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
    const [separe, sto] = await addTables(api, managerToken, [{ name: 'Separe 1', maxPersons: 8, area: 'Separei' }, { name: 'Sto 2', maxPersons: 6 }]);
    const guests: [string, string, number][] = [[separe, 'Ana', 6], [sto, 'Boris', 4]];
    for (const [tableId, firstName, persons] of guests) {
      const placed = await api.post('/api/reservations', { clubId: venue.id, tableId, date: night, persons, firstName, lastName: 'Gost', phone: '+381 64 222 3344', email: `${firstName.toLowerCase()}@gost.test` });
      expect(placed.status).toBe(201);
      expect((await api.post(`/api/reservations/${placed.body._id}/arrival`, { persons }, managerToken)).status).toBe(200);
      if (firstName === 'Ana') expect((await api.put(`/api/reservations/${placed.body._id}/spend`, { amount: 30000 }, managerToken)).status).toBe(200);
    }
  });

  it("records a table's spend from the reservation's detail, and tonight's report shows it with the rest of the night", async () => {
    page = suite.page;
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.getByRole('link', { name: 'Rezervacije' }).first().click();
    await page.getByRole('button', { name: 'Detalji Boris Gost' }).first().click();
    const spend = page.getByTestId('spend-form');
    await spend.getByLabel('Iznos (RSD)').fill('12500');
    await spend.getByRole('button', { name: 'Sačuvaj potrošnju' }).click();
    await page.getByTestId('spend-verdict').getByText(/12\.500 RSD/).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Izveštaji' }).click();
    await page.getByRole('heading', { name: 'Izveštaji' }).waitFor();
    await page.getByRole('button', { name: 'Večeras' }).click();
    const figure = (label: string) => page.locator('.report-figure', { has: page.getByText(label, { exact: true }) }).locator('.report-figure__value');
    await figure('Potrošnja').getByText(/42\.500 RSD/).waitFor();
    expect(await figure('Rezervacije').textContent()).toBe('2');
    expect(await figure('Stiglo gostiju').textContent()).toBe('10');
    const byTable = page.locator('.report-table', { has: page.getByRole('heading', { name: 'Potrošnja po stolu' }) });
    await byTable.getByRole('row', { name: /Separe 1 \(Separei\)/ }).getByText(/30\.000 RSD/).waitFor();
    await byTable.getByRole('row', { name: /Sto 2 \(Bez zone\)/ }).getByText(/12\.500 RSD/).waitFor();
    // The charts come with the page's own chunk: drawn, and described for screen readers.
    await page.getByRole('img', { name: /^Dolasci po satu: / }).waitFor();
    await page.getByRole('img', { name: /^Rezervacije po izvoru: Onlajn: 2/ }).waitFor();
  });

  it('fits a phone: 390 px wide, nothing wider than the screen', async () => {
    page = await suite.reopenOn('phone');
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/reports'));
    await page.getByRole('button', { name: 'Večeras' }).click();
    await page.locator('.report-figure', { hasText: 'Potrošnja' }).getByText(/42\.500 RSD/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
