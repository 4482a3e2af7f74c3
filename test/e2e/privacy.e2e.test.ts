import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD, type CreatedVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';
import { waitForMail, type ReceivedMail } from '../support/mailbox';
import { bookableVenue } from '../support/venues';

/**
 * A guest's own data, on a phone: she asks on 'Moji podaci' for what Izlazak holds about her, opens
 * the mailed link and gets the JSON with her reservation; then asks for its erasure, confirms on
 * the mailed link's page, and the venue's manager sees her reservation by 'Obrisan gost'.
 */
browserSuite('The guest’s own data in the browser: export, erasure, and the venue sees “Obrisan gost”', { screen: 'phone', env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  let venue: CreatedVenue & { tableIds: string[] };
  let uniqueId = '';
  const mina = { firstName: 'Mina', lastName: 'Tasić', phone: '+381 64 555 0101', email: 'mina.tasic@privatno.test' };

  beforeAll(async () => {
    venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Tišina', [{ name: 'Sto 7', maxPersons: 6 }]);
    const placed = await suite.api.post('/api/reservations', { clubId: venue.id, tableId: venue.tableIds[0], date: tonight(new Date()), persons: 4, ...mina });
    expect([placed.status, placed.body.message]).toEqual([201, undefined]);
    uniqueId = placed.body.uniqueId;
  });

  /** The mailed link to Mina with that subject, as her mail client shows it. */
  async function linkMailed(subject: string, path: string): Promise<string> {
    const mail: ReceivedMail = await waitForMail(suite.app.mailDir, (m) => m.to.includes(mina.email) && m.subject === subject);
    const link = new RegExp(`https?://\\S+${path}/[0-9a-f-]{36}\\.[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
    if (!link) throw new Error(`No ${path} link in: ${mail.text}`);
    return link;
  }

  const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  async function askOnPrivacyPage(page: Page, button: string) {
    await page.goto(suite.url('/privacy'));
    await page.getByRole('heading', { name: 'Moji podaci', exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('textbox', { name: 'Email adresa' }).fill(mina.email);
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('status').getByText('Ako imamo podatke za ovu adresu, poslali smo vam link.').waitFor();
  }

  it("asks on 'Moji podaci' for her data and downloads, by the mailed link, the JSON that names her reservation", async () => {
    const { page } = suite;
    await askOnPrivacyPage(page, 'Pošalji link za preuzimanje');
    const link = await linkMailed('Vaši podaci na Izlasku', '/api/privacy/export');
    expect(link.startsWith(suite.app.baseUrl)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.goto(link).catch(() => undefined)]);
    expect(download.suggestedFilename()).toBe('izlazak-moji-podaci.json');
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data).toMatchObject({
      email: mina.email,
      reservations: [{ venue: 'Klub Tišina', table: 'Sto 7', persons: 4, firstName: mina.firstName, lastName: mina.lastName, email: mina.email }],
    });
  });

  it("asks for erasure, opens the mailed link: 'Da li ste sigurni?', and confirming erases", async () => {
    const { page } = suite;
    await askOnPrivacyPage(page, 'Pošalji link za brisanje');
    const link = await linkMailed('Brisanje vaših podataka na Izlasku', '/privacy/erase');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Da li ste sigurni?' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Opening the page erased nothing: the venue still reads her name.
    const before = await suite.api.get(`/api/reservations?all=true&size=100`, await suite.api.login(venue.managerEmail, MANAGER_PASSWORD));
    expect(before.body.data.find((row: { uniqueId: string }) => row.uniqueId === uniqueId)).toMatchObject({ firstName: mina.firstName });

    await page.getByRole('button', { name: 'Da, obriši moje podatke' }).click();
    // The erasure is a job: the page says it is under way and asks its status until it is done.
    await page.getByTestId('privacy-erased').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('privacy-erased').textContent()).toContain('Vaši lični podaci su obrisani.');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }, 120_000);

  it("shows the venue's manager her reservation in Rezervacije by 'Obrisan gost', the table and persons as they were", async () => {
    const page = await suite.reopenOn('laptop');
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD, page);
    await page.getByRole('heading', { name: 'Današnje rezervacije:' }).waitFor();
    const row = page.getByTestId('reservation-row').filter({ hasText: uniqueId });
    await row.waitFor();
    expect(await row.locator('td').first().textContent()).toContain('Obrisan gost');
    expect(await row.textContent()).toContain('Ukupno osoba: 4 - Broj stola: Sto 7');
    for (const hers of [mina.firstName, mina.lastName, mina.phone, mina.email]) expect(await page.locator('body').textContent()).not.toContain(hers);
  });
});
