import type { Page, Request } from 'playwright-core';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';
import type { CreatedVenue } from '../api/venues-fixtures';

/**
 * A guest on a bad connection: the reservation is made but its answer never arrives. Pressing
 * Rezerviši again sends the same attempt's Idempotency-Key and shows the reservation that was made,
 * not "the table is taken" by it; a changed form is a new attempt with a new key.
 */
browserSuite('The public reservation form retries with one Idempotency-Key per attempt', (suite) => {
  let venue: CreatedVenue;
  let page: Page;

  beforeAll(async () => {
    venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Signal', [
      { name: 'Sto 1', maxPersons: 4, area: 'Sala' },
      { name: 'Sto 2', maxPersons: 4, area: 'Sala' },
    ]);
  });
  beforeEach(() => {
    page = suite.page;
  });

  /** Lets the first placement reach the server and then drops its answer; the later ones pass. Returns the keys sent. */
  async function loseFirstAnswer(): Promise<string[]> {
    const keys: string[] = [];
    let lost = false;
    await page.route('**/api/reservations', async (route) => {
      const request: Request = route.request();
      if (request.method() !== 'POST') return route.continue();
      keys.push((await request.allHeaders())['idempotency-key'] ?? '');
      if (lost) return route.continue();
      lost = true;
      await route.fetch(); // the server places it…
      await route.abort('connectionreset'); // …and the answer is lost on the way
    });
    return keys;
  }

  async function fillForm(table: string, email: string) {
    await page.goto(suite.url(`/club/${venue.id}`));
    await page.getByRole('button', { name: 'Rezerviši', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervacija stola — Klub Signal' });
    await dialog.getByRole('form', { name: 'Rezervacija stola' }).waitFor();
    const tables = dialog.getByRole('combobox', { name: 'Sto', exact: true });
    await tables.locator('option', { hasText: table }).waitFor({ state: 'attached' });
    await tables.selectOption({ label: `${table} — do 4 osobe (Sala)` });
    await dialog.getByRole('textbox', { name: 'Ime', exact: true }).fill('Mila');
    await dialog.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Milić');
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+381 64 765 4321');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    return dialog;
  }

  /** The first try has been sent and has failed: the button is back. */
  async function answerLost(keys: string[]) {
    for (const deadline = Date.now() + 10_000; keys.length < 1 || !(await page.getByRole('button', { name: 'Rezerviši' }).last().isEnabled());) {
      if (Date.now() > deadline) throw new Error('the first try never failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const reservationsOf = async (email: string) => Number((await suite.app.running.kernel.pool.query('SELECT count(*) AS n FROM reservations WHERE email = $1', [email])).rows[0].n);

  it('pressing Rezerviši again after a lost answer shows the reservation that was made, once', async () => {
    const keys = await loseFirstAnswer();
    const dialog = await fillForm('Sto 1', 'mila@signal.test');
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();
    await answerLost(keys);
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();

    await dialog.getByTestId('reservation-success').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^"[\w-]{16,}"$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await reservationsOf('mila@signal.test')).toBe(1);
  });

  it('a changed form is a new attempt: a new key, answered for what it asks', async () => {
    const keys = await loseFirstAnswer();
    const dialog = await fillForm('Sto 2', 'mila2@signal.test');
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();
    await answerLost(keys);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('mila3@signal.test');
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();

    const taken = dialog.getByText('Sto je već rezervisan za tu noć');
    await taken.waitFor();
    // The refreshed list no longer offers Sto 2, and the guest is still told why.
    await dialog.getByRole('combobox', { name: 'Sto', exact: true }).locator('option', { hasText: 'Sto 2' }).waitFor({ state: 'detached' });
    expect(await taken.isVisible()).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
