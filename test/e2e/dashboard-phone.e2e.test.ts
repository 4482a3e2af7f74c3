import type { Locator, Page } from 'playwright-core';
import { PAGE_SIZES } from '@izlazak/contracts';
import { createVenue, MANAGER_PASSWORD, type CreatedVenue } from '../api/venues-fixtures';
import { PHONE } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

/**
 * The shared dashboard pieces on a phone at the door: the top bar, the data table in its card, the
 * modals, the list's error state with 'Pokušaj ponovo', and the page after deleting its last row.
 */
browserSuite('Dashboard at 390 px: top bar, data table, modals, QueryState, paging after a delete, shared venue lookup', { screen: 'phone' }, (suite) => {
  let page: Page;
  let venue: CreatedVenue;

  const { url } = suite;

  async function addTables(names: string[]) {
    for (const name of names) {
      const response = await suite.api.post('/api/club/table', { name, maxPersons: 6, area: 'Terasa uz reku', clubId: venue.id }, suite.adminToken);
      expect(response.status).toBe(201);
    }
  }

  async function removeAllTables() {
    const listed = await suite.api.get(`/api/club/allTables/${venue.id}?page=1&size=100`);
    for (const table of listed.body.data) expect((await suite.api.delete(`/api/club/table/${table._id}`, suite.adminToken)).status).toBe(200);
  }

  beforeAll(async () => {
    venue = await createVenue(suite.api, suite.adminToken, 'Splav Talas');
  });

  beforeEach(async () => {
    page = suite.page;
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
  });
  afterEach(async () => {
    await removeAllTables();
  });

  /** Where the element is on the screen, and whether a tap at its centre reaches it (nothing covers it). */
  async function placeOf(locator: Locator) {
    return locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        reachable: hit !== null && (hit === element || element.contains(hit)),
        covering: hit ? `${hit.tagName}.${hit.className}` : 'nothing',
        // The label fits: a crushed button wraps or clips its text.
        textFits: element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
      };
    });
  }

  async function expectFullyOnScreen(locator: Locator) {
    const place = await placeOf(locator);
    // What covers it, when something does, is in the failure message.
    expect({ ...place, covering: place.reachable ? '' : place.covering }).toMatchObject({ reachable: true, textFits: true, covering: '' });
    expect(place.left).toBeGreaterThanOrEqual(0);
    expect(place.right).toBeLessThanOrEqual(PHONE.width);
    expect(place.top).toBeGreaterThanOrEqual(0);
    expect(place.bottom).toBeLessThanOrEqual(PHONE.height);
  }

  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  it('keeps the top bar whole, scrolls the table inside its card, keeps row actions in reach and fits the modal', async () => {
    await addTables(Array.from({ length: 3 }, (_, i) => `Sto pored šanka broj ${i + 1}`));

    // As a manager would: the menu, then Podešavanja, then the Stolovi tab.
    await page.getByRole('button', { name: 'Otvori meni' }).click();
    await page.getByRole('link', { name: 'Podešavanja' }).click();
    await page.getByRole('link', { name: 'Stolovi' }).click();
    await page.waitForURL(url('/dashboard/settings/tables'));
    const rows = page.getByTestId('table-row');
    await rows.first().waitFor();

    const addButton = page.getByRole('banner').getByRole('button', { name: 'Dodaj sto' });
    await expectFullyOnScreen(addButton);
    expect(await addButton.innerText()).toContain('Dodaj sto');
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);

    // The table is wider than the phone: it scrolls inside its card, and the page does not.
    const table = page.getByRole('table', { name: 'Stolovi' });
    const scroller = await table.evaluate((element) => {
      const box = element.parentElement!;
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, right: box.getBoundingClientRect().right };
    });
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    expect(scroller.right).toBeLessThanOrEqual(PHONE.width);

    // Edit and delete stay at the card's edge without scrolling the table sideways.
    const editFirst = page.getByRole('button', { name: 'Izmeni Sto pored šanka broj 1' });
    await expectFullyOnScreen(editFirst);
    await expectFullyOnScreen(page.getByRole('button', { name: 'Obriši Sto pored šanka broj 1' }));

    await editFirst.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Naziv stola').waitFor();
    const modal = await dialog.locator('.modal-content').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    expect(modal.left).toBeGreaterThanOrEqual(0);
    expect(modal.right).toBeLessThanOrEqual(PHONE.width);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByLabel('Naziv stola').fill('Sto uz ogradu');
    const save = dialog.getByRole('button', { name: 'Sačuvaj izmene' });
    await save.scrollIntoViewIfNeeded();
    await expectFullyOnScreen(save);
    await save.click();
    await page.getByText('Stol uspešno izmenjen').waitFor();
    await rows.filter({ hasText: 'Sto uz ogradu' }).waitFor();

    // The top bar's button opens its modal on a phone too.
    await addButton.click();
    await dialog.getByText('Dodaj sto', { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'Odustani' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A screen with a search as well: the search gets a row of its own and squeezes nothing.
    await page.getByRole('button', { name: 'Otvori meni' }).click();
    await page.getByRole('link', { name: 'Osoblje' }).click();
    await page.waitForURL(url('/dashboard/staff'));
    await page.getByTestId('person-row').first().waitFor();
    const addPerson = page.getByRole('banner').getByRole('button', { name: 'Dodaj osoblje' });
    await expectFullyOnScreen(addPerson);
    expect(await addPerson.innerText()).toContain('Dodaj osoblje');
    await expectFullyOnScreen(page.getByRole('searchbox', { name: 'Pretraži' }));
    await expectFullyOnScreen(page.getByTestId('profile-menu-toggle'));
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
  });

  it("says when the tables cannot be loaded and loads them again on 'Pokušaj ponovo'", async () => {
    await addTables(['VIP 1']);
    let answered = 0;
    await page.route('**/api/club/allTables/**', async (route) => {
      answered += 1;
      if (answered === 1) {
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Greška na serveru' }) });
      } else {
        await route.continue();
      }
    });

    await page.goto(url('/dashboard/settings/tables'));
    const failure = page.getByRole('alert').filter({ hasText: 'Stolovi trenutno nisu dostupni.' });
    await failure.waitFor();
    expect(await page.getByTestId('table-row').count()).toBe(0);

    await failure.getByRole('button', { name: 'Pokušaj ponovo' }).click();
    await page.getByTestId('table-row').filter({ hasText: 'VIP 1' }).waitFor();
    await failure.waitFor({ state: 'detached' });
    expect(answered).toBe(2);
  });

  it('shows the previous page after deleting the last row of the last page', async () => {
    const perPage = PAGE_SIZES.tables;
    const names = Array.from({ length: perPage + 1 }, (_, i) => `Sto ${String(i + 1).padStart(2, '0')}`);
    await addTables(names);
    const last = names[names.length - 1];

    await page.goto(url('/dashboard/settings/tables'));
    const rows = page.getByTestId('table-row');
    await rows.first().waitFor();
    const pages = page.getByRole('navigation', { name: 'Stranice' });
    await pages.getByText('2', { exact: true }).click();
    await rows.filter({ hasText: last }).waitFor();
    expect(await rows.count()).toBe(1);

    await page.getByRole('button', { name: `Obriši ${last}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ova radnja se ne može poništiti.').waitFor();
    await dialog.getByRole('button', { name: 'Obriši', exact: true }).click();
    await page.getByText('Stol uspešno obrisan').waitFor();

    // Page 2 is gone: the list moves to page 1 with its full page instead of saying it is empty.
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid="table-row"]').length === count, perPage);
    expect(await rows.first().textContent()).toContain('Sto 01');
    expect(await page.getByText('Još niste dodali nijedan sto.').count()).toBe(0);
    await pages.waitFor({ state: 'detached' });
    expect((await suite.api.get(`/api/club/allTables/${venue.id}?page=1&size=100`)).body.data).toHaveLength(perPage);
  });

  it("shows a venue the admin deletes in Lista objekata no more in the staff form's venue picker", async () => {
    await createVenue(suite.api, suite.adminToken, 'Kafana Stari Grad');
    page = await suite.reopenOn('phone');
    await suite.logInAsAdmin();
    const dialog = page.getByRole('dialog');
    const venuePicker = dialog.getByLabel('Objekat');

    await page.goto(url('/dashboard/staff'));
    await page.getByRole('banner').getByRole('button', { name: 'Dodaj osoblje' }).click();
    await venuePicker.locator('option', { hasText: 'Kafana Stari Grad' }).waitFor({ state: 'attached' });
    await venuePicker.locator('option', { hasText: 'Splav Talas' }).waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: 'Odustani' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Another feature's screen deletes the venue; both read the one shared venue lookup.
    await page.getByRole('button', { name: 'Otvori meni' }).click();
    await page.getByRole('link', { name: 'Lista objekata' }).click();
    await page.getByRole('button', { name: 'Obriši Kafana Stari Grad' }).click();
    await dialog.getByRole('button', { name: 'Obriši', exact: true }).click();
    await page.getByText('Objekat uspešno obrisana').waitFor();
    await page.getByTestId('venue-row').filter({ hasText: 'Kafana Stari Grad' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Otvori meni' }).click();
    await page.getByRole('link', { name: 'Osoblje' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Dodaj osoblje' }).click();
    await venuePicker.locator('option', { hasText: 'Splav Talas' }).waitFor({ state: 'attached' });
    expect(await venuePicker.locator('option', { hasText: 'Kafana Stari Grad' }).count()).toBe(0);
  });
});
