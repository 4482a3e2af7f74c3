import type { Page } from 'playwright-core';
import { createVenue, MANAGER_PASSWORD, type CreatedVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';

/**
 * A manager from abroad switches the dashboard to English on a phone: the navigation and the
 * screens follow at once, the API is asked in English, and the choice is the account's, so it
 * holds after a reload and after signing in again on another browser.
 */
browserSuite('Dashboard language at 390 px: Lat · Ћир · EN in the top bar, kept on the account', { screen: 'phone' }, (suite) => {
  let venue: CreatedVenue;

  beforeAll(async () => {
    venue = await createVenue(suite.api, suite.adminToken, 'Splav Jezik');
  });

  async function openSettings(page: Page, menu: string, settings: string) {
    await page.getByRole('button', { name: menu }).click();
    await page.getByRole('link', { name: settings, exact: true }).click();
    await page.waitForURL(suite.url('/dashboard/settings'));
  }

  it('switches to English, asks the API in English, and stays English after a reload and a new sign-in', async () => {
    let page = suite.page;
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await openSettings(page, 'Otvori meni', 'Podešavanja');
    await page.getByRole('link', { name: 'Generalna podešavanja' }).waitFor();

    const askedLanguages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) askedLanguages.push(request.headers()['accept-language'] ?? '');
    });
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/locale') && response.request().method() === 'PATCH');
    await page.getByRole('group', { name: 'Jezik' }).getByRole('button', { name: /^EN/ }).click();
    expect((await saved).status()).toBe(200);

    await page.getByRole('link', { name: 'General settings' }).waitFor();
    await expect(page.getByRole('link', { name: 'Working hours' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^EN/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(askedLanguages.at(-1)).toBe('en');
    // Never back to Serbian on the way: once a call asks in English, every later one does.
    expect(askedLanguages.slice(askedLanguages.indexOf('en'))).not.toContain('sr-Latn');

    askedLanguages.length = 0;
    await page.reload();
    await page.getByRole('link', { name: 'General settings' }).waitFor();
    expect(askedLanguages.length).toBeGreaterThan(0);
    expect(new Set(askedLanguages)).toEqual(new Set(['en']));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Reservations' }).isVisible()).resolves.toBe(true);
    // A screen of the manager's in English: the staff list names the role as a word.
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.waitForURL(suite.url('/dashboard/staff'));
    await page.getByRole('heading', { name: 'Staff' }).waitFor();
    await page.getByRole('columnheader', { name: 'Full name' }).waitFor();
    await page.getByTestId('person-row').first().getByText('Manager', { exact: true }).waitFor();

    // Another browser: no cookie, the sign-in page in Serbian; once signed in, the account's English.
    page = await suite.reopenOn('phone');
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await openSettings(page, 'Open menu', 'Settings');
    await page.getByRole('link', { name: 'General settings' }).waitFor();
    expect(await page.evaluate(() => document.cookie)).toContain('izlazak_locale=en');

    // And back to Serbian in Cyrillic, the same way.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^Ћир/ }).click();
    await page.getByRole('link', { name: 'Генерална подешавања' }).waitFor();
  });
});
