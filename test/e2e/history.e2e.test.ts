import type { Page } from 'playwright-core';
import { addDays, tonight } from '../../backend/src/modules/events/domain/venue-night';
import { createVenue, MANAGER_PASSWORD, type CreatedVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';
import { addTables, openEveryNight } from '../support/venues';

/**
 * An admin audits a venue: in 'Istorija izmena' they filter status changes of reservations and
 * read who confirmed which, then ask 'who had Sto 12 at 01:30' of that night in two clicks.
 */
browserSuite('Istorija izmena in the browser', { env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  let page: Page;
  let venue: CreatedVenue;
  let uniqueId = '';
  // A coming night, so that 01:30 of it is after every change made here.
  const night = addDays(tonight(new Date()), 3);
  const shownNight = night.split('-').reverse().join('.');

  beforeAll(async () => {
    const { api } = suite;
    venue = await createVenue(api, suite.adminToken, 'Klub Revizija');
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    expect((await api.put('/api/user/profile', { firstName: 'Milan', lastName: 'Petrović', mobilePhone: '060 123 4567' }, managerToken)).status).toBe(200);
    await openEveryNight(api, managerToken);
    const tableIds = await addTables(api, managerToken, [
      { name: 'Sto 11', maxPersons: 6 },
      { name: 'Sto 12', maxPersons: 6 },
    ]);
    const placed = await api.post('/api/reservations', {
      clubId: venue.id,
      tableId: tableIds[1],
      date: night,
      persons: 4,
      firstName: 'Ana',
      lastName: 'Anić',
      phone: '+381 64 222 3344',
      email: 'ana@gost.test',
    });
    expect(placed.status).toBe(201);
    uniqueId = placed.body.uniqueId;
    expect((await api.put(`/api/reservations/${placed.body._id}`, { status: 'Complete' }, managerToken)).status).toBe(200);
  });

  beforeEach(async () => {
    page = suite.page;
    await suite.logInAsAdmin();
    await page.getByRole('link', { name: 'Istorija izmena' }).click();
    await page.getByRole('heading', { name: 'Istorija izmena' }).waitFor();
  });

  it('filters the history and reads the change as a sentence', async () => {
    const filters = page.getByRole('form', { name: 'Filteri istorije' });
    await filters.getByLabel('Šta').selectOption({ label: 'Rezervacija' });
    await filters.getByLabel('Vrsta promene').selectOption({ label: 'Promena statusa' });
    await filters.getByRole('button', { name: 'Primeni filtere' }).click();
    const sentence = `Milan Petrović (menadžer) promenio status rezervacije ${uniqueId}: Na čekanju → Potvrđeno`;
    await page.getByText(sentence).waitFor();
    // Only status changes are left: the guest's placement is filtered out.
    await page.getByText(`Gost napravio rezervaciju ${uniqueId}`).waitFor({ state: 'detached' });

    // The reservation's code, as the screens and mails show it, finds its whole history.
    await filters.getByRole('button', { name: 'Poništi' }).click();
    await filters.getByLabel('Zapis').fill(uniqueId);
    await filters.getByRole('button', { name: 'Primeni filtere' }).click();
    await page.getByText(`Gost napravio rezervaciju ${uniqueId}`).waitFor();
    await page.getByText(sentence).waitFor();
  });

  it('answers who had a table at 01:30 of a night', async () => {
    const tool = page.getByRole('region', { name: 'Ko je imao sto' });
    await tool.getByLabel('Objekat').selectOption({ label: 'Klub Revizija' });
    await tool.getByLabel('Noć').fill(shownNight);
    await tool.getByLabel('Vreme').fill('01:30');
    await tool.getByRole('button', { name: 'Prikaži' }).click();
    const row = tool.getByRole('row', { name: /Sto 12/ });
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(['Sto 12', uniqueId, 'Ana Anić', 'Potvrđeno', '4']);
    expect(
      await tool
        .getByRole('row', { name: /Sto 11/ })
        .locator('td')
        .nth(1)
        .textContent(),
    ).toBe('slobodan');
  });

  it("shows a venue's own history in its edit modal", async () => {
    await page.getByRole('link', { name: 'Lista objekata' }).click();
    await page.getByRole('button', { name: 'Izmeni Klub Revizija' }).click();
    const dialog = page.getByRole('dialog', { name: 'Izmena objekta: Klub Revizija' });
    await dialog.getByRole('button', { name: 'Istorija' }).click();
    await dialog.getByText(/dodao objekat Klub Revizija/).waitFor();
    await dialog.getByText(/Milan Petrović \(menadžer\) promenio radno vreme objekta Klub Revizija/).waitFor();
  });
});
