import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { logInThroughForm, textsOnceShown } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { waitForMail } from '../support/mailbox';
import { recordVenues } from '../api/venues-fixtures';

browserSuite('Accounts in the browser: registration, password reset, staff, users list', (suite) => {
  let page: Page;
  beforeEach(() => {
    page = suite.page;
  });

  const { url } = suite;

  const unique = (name: string) => `${name}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

  /** An account made by the admin through the API, its address confirmed from the mailed link as its owner would. */
  async function createAccount(details: { role: 'user' | 'manager'; email: string; password: string; firstName: string; clubId?: string }) {
    const response = await suite.api.post(
      '/api/user',
      {
        firstName: details.firstName,
        lastName: 'Test',
        mobilePhone: '0601112223',
        email: details.email,
        password: details.password,
        confirmPassword: details.password,
        role: details.role,
        ...(details.clubId ? { clubId: details.clubId } : {}),
      },
      suite.adminToken,
    );
    expect(response.status).toBe(201);
    await suite.api.openVerificationLink(details.email);
    return response.body as { _id: string; uniqueId: string };
  }

  function linkIn(text: string, path: string): string {
    const match = new RegExp(`https?://\\S+${path}/[A-Za-z0-9_-]+`).exec(text);
    if (!match) throw new Error(`No ${path} link in the mail: ${text}`);
    return match[0];
  }

  it('registers with a profile picture, verifies through the mailed link and then logs in', async () => {
    const username = unique('ana');
    const email = `${username}@izlazak.test`;
    const password = 'moja-lozinka';
    const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#b14ce0' } })
      .png()
      .toBuffer();

    await page.goto(url('/auth/login'));
    await page.getByRole('link', { name: 'Registrujte se' }).click();
    await page.waitForURL(url('/auth/register'));

    await page.getByLabel(/^Ime\b/).fill('Ana');
    await page.getByLabel('Prezime').fill('Anić');
    await page.getByLabel('Korisničko ime').fill(username);
    await page.getByLabel('Telefon').fill('0641234567');
    await page.getByLabel('Email adresa').fill(email);
    await page.getByLabel(/^Lozinka/).fill(password);
    await page.getByLabel('Ponovite lozinku').fill('nešto-drugo');
    await page.getByLabel('Profilna slika').setInputFiles({ name: 'ana.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Registruj se' }).click();

    // The form refuses before anything is sent: passwords differ and the terms are not accepted.
    await page.getByText('Lozinke se ne poklapaju').waitFor();
    await page.getByText('Morate potvrditi uslove korišćenja!').waitFor();
    expect(page.url()).toBe(url('/auth/register'));

    await page.getByLabel('Ponovite lozinku').fill(password);
    await page.getByLabel('Prihvatam uslove korišćenja').check();
    await page.getByRole('button', { name: 'Registruj se' }).click();
    await page.getByText('Uspešno ste se registrovali!').waitFor();
    await page.waitForURL(url('/auth/login'));

    // Not verified yet: the login says so instead of letting them in.
    await logInThroughForm(page, email, password);
    // In the form, where it stays after the toast is gone.
    await page.getByTestId('login-error').filter({ hasText: 'Nalog nije verifikovan. Proverite email.' }).waitFor();
    expect(page.url()).toBe(url('/auth/login'));
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes(email) && /potvrdite/i.test(m.subject));
    const verificationLink = linkIn(mail.text, '/auth/verify-email');
    expect(verificationLink.startsWith(suite.app.baseUrl)).toBe(true);

    await page.goto(verificationLink);
    await page.waitForURL(url('/auth/verified'));
    await page.getByRole('heading', { name: 'Nalog je potvrđen' }).waitFor();

    await page.getByRole('link', { name: 'Prijavi se' }).last().click();
    await page.waitForURL(url('/auth/login'));
    await logInThroughForm(page, username, password);
    await page.getByText('Uspešno ste se prijavili!').waitFor();
    // Role user goes to the public start page, with a Profil button instead of the login one.
    await page.waitForURL(url('/'));
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.waitForURL(url('/profile'));
    await page.getByRole('heading', { name: 'Ana Anić' }).waitFor();
    const photo = page.locator('.profile-panel__photo');
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/uploads\//);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A new address waits for its mailed link: the settings say so, the account keeps the old one.
    const newAddress = `nova.${email}`;
    await page.getByRole('button', { name: 'Podešavanje' }).click();
    await page.getByLabel('Email adresa').fill(newAddress);
    await page.getByLabel('Trenutna lozinka').fill(password);
    await page.getByRole('button', { name: 'Sacuvaj izmene' }).click();
    await page
      .getByTestId('pending-email')
      .filter({ hasText: `Čeka potvrdu: ${newAddress}` })
      .waitFor();
    expect(await page.locator('.profile-panel__email').innerText()).toBe(email);

    // The link works once: opened again, it is refused on the page.
    const second = await suite.context.newPage();
    await second.goto(verificationLink);
    await second.getByRole('heading', { name: 'Potvrda nije uspela' }).waitFor();
  });

  it('resets a forgotten password through the mailed link: the new one works, the old one does not', async () => {
    const email = `${unique('zaboravni')}@izlazak.test`;
    const oldPassword = 'stara-lozinka';
    const newPassword = 'nova-lozinka-1';
    await createAccount({ role: 'user', email, password: oldPassword, firstName: 'Zoran' });

    await page.goto(url('/auth/login'));
    await page.getByRole('link', { name: 'Zaboravili ste lozinku?' }).click();
    await page.waitForURL(url('/auth/change-password'));
    await page.getByLabel('Email adresa').fill('ovo-nije-email');
    await page.getByRole('button', { name: 'Pošalji link' }).click();
    await page.getByText('Email adresa nije validna!').waitFor();

    await page.getByLabel('Email adresa').fill(email);
    await page.getByRole('button', { name: 'Pošalji link' }).click();
    await page.getByText('Link za reset poslan na Vašu email adresu').waitFor();
    await page.waitForURL(url('/auth/login'));

    const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes(email) && /lozink/i.test(m.subject));
    await page.goto(linkIn(mail.text, '/auth/reset-password'));
    await page.getByLabel('Nova lozinka').fill(newPassword);
    await page.getByLabel('Ponovite novu lozinku').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Promeni lozinku' }).click();
    await page.getByText('Lozinke se ne podudaraju').waitFor();

    await page.getByLabel('Ponovite novu lozinku').fill(newPassword);
    await page.getByRole('button', { name: 'Promeni lozinku' }).click();
    await page.waitForURL(url('/auth/password-changed'));
    await page.getByRole('heading', { name: 'Lozinka je uspješno promijenjena' }).waitFor();
    await page.locator('.Toastify').getByText('Lozinka je uspješno promijenjena').waitFor();

    await page.getByRole('link', { name: 'Prijavi se' }).last().click();
    await page.waitForURL(url('/auth/login'));
    await logInThroughForm(page, email, oldPassword);
    await page.getByTestId('login-error').filter({ hasText: 'Pogrešan email ili lozinka' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await logInThroughForm(page, email, newPassword);
    await page.getByText('Uspešno ste se prijavili!').waitFor();
    await page.waitForURL(url('/'));
    expect(await page.evaluate(() => window.localStorage.getItem('role'))).toBe('user');
  });

  it("lets a manager add a staff member, who logs in to the venue's door and nothing else", async () => {
    const clubId = randomUUID();
    await recordVenues(suite.app, clubId);
    const managerEmail = `${unique('menadzer')}@izlazak.test`;
    const staffEmail = `${unique('konobar')}@izlazak.test`;
    await createAccount({ role: 'manager', email: managerEmail, password: 'menadzer-lozinka', firstName: 'Milan', clubId });

    await suite.logIn(managerEmail, 'menadzer-lozinka');
    await page.getByRole('link', { name: 'Osoblje' }).click();
    await page.waitForURL(url('/dashboard/staff'));
    await page.getByRole('heading', { name: 'Osoblje' }).waitFor();
    // The manager sees their own account in their venue's staff list.
    await page.getByTestId('person-row').filter({ hasText: managerEmail }).waitFor();

    await page.getByRole('button', { name: 'Dodaj osoblje' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel(/^Ime\b/).fill('Stefan');
    await modal.getByLabel('Prezime').fill('Stefanović');
    await modal.getByLabel('Telefon').fill('0651234567');
    await modal.getByLabel('Email adresa').fill(staffEmail);
    const rolePicker = modal.getByLabel('Uloga');
    expect(await textsOnceShown(rolePicker.locator('option'))).toEqual(['Menadžer', 'Osoblje']);
    expect(await rolePicker.inputValue()).toBe('staff');
    await modal.getByLabel(/^Lozinka/).fill('konobar-lozinka');
    await modal.getByLabel('Ponovite lozinku').fill('konobar-lozinka');
    await modal.getByRole('button', { name: 'Dodaj osoblje' }).click();
    await page.getByText('Korisnik uspešno dodana').waitFor();
    await modal.waitFor({ state: 'hidden' });
    const staffRow = page.getByTestId('person-row').filter({ hasText: staffEmail });
    await staffRow.waitFor();
    expect(await staffRow.textContent()).toContain('Stefan Stefanović');
    expect(await staffRow.textContent()).toContain('Aktivan');

    // The manager renames their own row: the top bar follows at once.
    await page
      .getByTestId('person-row')
      .filter({ hasText: managerEmail })
      .getByRole('button', { name: /^Izmeni/ })
      .click();
    await modal.getByLabel(/^Ime\b/).fill('Milovan');
    await modal.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Korisnik uspešno izmenjen').waitFor();
    await page.getByTestId('profile-menu-toggle').filter({ hasText: 'Milovan' }).waitFor();

    // The new staff member joined the manager's venue, whatever the form said.
    const staff = await suite.api.get(`/api/user?role=staff&search=${encodeURIComponent(staffEmail)}`, suite.adminToken);
    expect(staff.body.data).toHaveLength(1);
    expect(staff.body.data[0]).toMatchObject({ role: 'staff', clubId, email: staffEmail });

    // The staff member opens the link mailed to them (their account is unverified until then).
    await suite.api.openVerificationLink(staffEmail);
    const staffContext = await suite.browser.newContext({ locale: 'sr-Latn-RS', viewport: { width: 1366, height: 900 } });
    try {
      const staffPage = await staffContext.newPage();
      await staffPage.goto(url('/auth/login'));
      await logInThroughForm(staffPage, staffEmail, 'konobar-lozinka');
      await staffPage.getByText('Uspešno ste se prijavili!').waitFor();
      await staffPage.waitForURL(url('/dashboard/door'));
      await staffPage.getByTestId('dashboard-sidebar').waitFor();
      // Staff work their venue's door (Ulaz), their only screen: the sidebar has no entries (the spec).
      await staffPage.getByRole('heading', { name: 'Ulaz', exact: true }).waitFor();
      expect(await staffPage.getByRole('navigation', { name: 'Meni kontrolne table' }).getByRole('link').count()).toBe(0);
      for (const screen of ['/dashboard/events', '/dashboard/reservation']) {
        await staffPage.goto(url(screen));
        await staffPage.getByText('Nemate pristup ovom ekranu').waitFor();
      }
      await staffPage.getByTestId('profile-menu-toggle').filter({ hasText: 'Stefan' }).waitFor();
    } finally {
      await staffContext.close();
    }
  });

  it('lets the admin find, edit and delete a user in Lista korisnika', async () => {
    const marker = unique('pretraga');
    const email = `${marker}@izlazak.test`;
    const created = await createAccount({ role: 'user', email, password: 'korisnik-lozinka', firstName: 'Jelena' });

    await suite.logInAsAdmin();
    await page.getByRole('link', { name: 'Lista korisnika' }).click();
    await page.waitForURL(url('/dashboard/users-list'));
    for (const column of ['Ime i Prezime', 'Telefon', 'Email adresa', 'Ukupno rezervacija', 'Status', 'ID Korisnika', 'Akcije']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }

    await page.getByRole('searchbox', { name: 'Pretraži' }).fill(marker);
    const rows = page.getByTestId('person-row');
    await rows.filter({ hasText: email }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="person-row"]').length === 1);
    expect(await rows.first().textContent()).toContain(created.uniqueId);

    await rows
      .first()
      .getByRole('button', { name: /^Izmeni/ })
      .click();
    const modal = page.getByRole('dialog');
    // Opened, not opening: once in CI, on a loaded machine, the switch clicked in the modal's first
    // frames did not stay unchecked (not reproduced in seven runs; a person cannot click that fast).
    await page.waitForFunction(() => !document.querySelector('.fade:not(.show)'));
    await modal.getByLabel('Prezime').fill('Jelić');
    await modal.getByRole('switch').uncheck();
    await modal.getByText('Status: Nekativan').waitFor();
    await modal.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Korisnik uspešno izmenjen').waitFor();
    await rows.filter({ hasText: 'Jelena Jelić' }).filter({ hasText: 'Nekativan' }).waitFor();

    // An inactive account cannot log in any more.
    const login = await suite.api.post('/api/auth/login', { email, password: 'korisnik-lozinka' });
    expect(login.status).toBe(403);

    await rows
      .first()
      .getByRole('button', { name: /^Obriši/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ova radnja se ne može poništiti.').waitFor();
    await dialog.getByRole('button', { name: 'Obriši' }).click();
    await page.getByText('Korisnik uspešno obrisana').waitFor();
    await page.getByText(`Nema rezultata za „${marker}”.`).waitFor();
    const list = await suite.api.get(`/api/user?role=user&search=${marker}`, suite.adminToken);
    expect(list.body.data).toHaveLength(0);
  });
});
