import type { Page } from 'playwright-core';
import { logInThroughForm, textsOnceShown } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

browserSuite('Foundation in the browser: login, site settings, guard, 404', (suite) => {
  let page: Page;
  beforeEach(() => {
    page = suite.page;
  });

  const { url } = suite;

  it('lets the admin change the site e-mail in Podešavanja, and the public footer shows it', async () => {
    const newEmail = `novi-kontakt-${Date.now()}@izlazak.test`;

    await page.goto(url('/auth/login'));
    await logInThroughForm(page, suite.app.admin.email, suite.app.admin.password);
    await page.getByText('Uspešno ste se prijavili!').waitFor();
    await page.waitForURL(url('/dashboard/reservation'));

    await page.getByRole('link', { name: 'Podešavanja' }).click();
    await page.waitForURL(url('/dashboard/settings'));
    const emailField = page.getByLabel('Email adresa');
    await emailField.waitFor();
    expect(await emailField.inputValue()).not.toBe(newEmail);
    await emailField.fill(newEmail);
    await page.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Podaci stranice uspešno izmenjene').waitFor();

    // In-app navigation, no reload: the saved data must replace the cached GET /api/site.
    await page.getByRole('link', { name: 'Izlazak — početna' }).first().click();
    await page.waitForURL(url('/'));
    const footerEmail = page.getByTestId('footer-email');
    await footerEmail.filter({ hasText: newEmail }).waitFor();
    expect((await footerEmail.textContent())?.trim()).toBe(newEmail);
    await page.getByRole('link', { name: 'Kontrolna tabla' }).waitFor();
    // Signed in, the footer no longer offers to log in or register.
    expect(await textsOnceShown(page.getByRole('navigation', { name: 'Brzi linkovi' }).getByRole('link'))).not.toContain('Registracija');

    // And it is stored on the server, not only in the page.
    await page.reload();
    await footerEmail.filter({ hasText: newEmail }).waitFor();
  });

  it('shows a 404 text with a way back to the start page for an unknown path', async () => {
    await page.goto(url('/ovo-ne-postoji/nikako'));
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByText('Stranica nije pronađena').waitFor();

    await page.getByRole('link', { name: 'Vrati se na početnu' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('link', { name: 'Prijavi se' }).first().waitFor();
    expect(await textsOnceShown(page.getByRole('navigation', { name: 'Brzi linkovi' }).getByRole('link'))).toContain('Registracija');
  });

  it('sends an anonymous visitor of /dashboard/staff to the login screen and back there after login', async () => {
    await page.goto(url('/dashboard/staff'));
    await page.waitForURL((current) => current.pathname === '/auth/login');
    await page.getByRole('heading', { name: 'Prijava' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await logInThroughForm(page, suite.app.admin.email, suite.app.admin.password);
    await page.waitForURL(url('/dashboard/staff'));
    await page.getByRole('heading', { name: 'Osoblje' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('role'))).toBe('admin');
  });

  it('folds the public header behind a toggle on a phone: it opens, leads to a page and closes there', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/'));
    const toggle = page.getByRole('button', { name: 'Otvori navigaciju' });
    const events = page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link', { name: 'Događaji' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await events.isVisible()).toBe(false);

    await toggle.click();
    await events.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await events.click();
    await page.waitForURL(url('/events'));
    await events.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('paints the brand bar before the stylesheet arrives, and shows the page only once it has, never unstyled', async () => {
    await page.route(/\/assets\/index-[^/]*\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(url('/auth/login'), { waitUntil: 'commit' });
    await page.locator('.boot-shell .site-navbar').waitFor();
    const early = await page.evaluate(() => ({
      brandBar: getComputedStyle(document.querySelector('.boot-shell .site-navbar')!).backgroundColor,
      pageShown: document.querySelector('.boot-shell') === null,
    }));
    expect(early).toEqual({ brandBar: 'rgba(18, 20, 42, 0.96)', pageShown: false });

    const logIn = page.getByRole('button', { name: 'Prijavi se' });
    await logIn.waitFor();
    expect(await logIn.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(71, 93, 219)');
  });
});
