import type { Page } from 'playwright-core';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

/**
 * Podešavanja → Uslovi on a phone: the manager sets the payee data and a deposit for the booths'
 * zone, a wrong account is refused under its field, and the saved terms are what the API answers.
 */
browserSuite("The venue's terms in the dashboard", { screen: 'phone' }, (suite) => {
  let page: Page;
  let clubId = '';
  let managerEmail = '';

  beforeAll(async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Uslovi', [
      { name: 'Separe 1', maxPersons: 8, area: 'Separei' },
      { name: 'Sto 1', maxPersons: 4 },
    ]);
    clubId = venue.id;
    managerEmail = venue.managerEmail;
  });
  beforeEach(() => {
    page = suite.page;
  });

  it('saves a deposit for the zone once the account is right, naming the wrong one under its field, and passes axe', async () => {
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/settings/terms'));
    await page.getByRole('link', { name: 'Uslovi' }).waitFor();
    await page.getByText('Objekat još nema uslove').waitFor();

    await page.getByLabel('Broj računa').fill('160-12345-96');
    await page.getByLabel('Naziv primaoca').fill('Klub Uslovi d.o.o.');
    await page.getByLabel('Sedište primaoca').fill('Beograd');
    await page.getByRole('button', { name: 'Dodaj pravilo' }).click();
    await page.getByLabel('Važi za').selectOption({ label: 'Zona: Separei' });
    await page.getByLabel('Minimalna potrošnja (RSD)').fill('20000');
    await page.getByLabel('Depozit (RSD)').fill('10000');
    await page.getByLabel('Paket').fill('Flaša + 4 energetska pića');
    await page.getByLabel('Besplatno otkazivanje (sati pre noći)').fill('48');
    await page.getByRole('button', { name: 'Sačuvaj uslove' }).click();
    await page
      .locator('.invalid-feedback')
      .getByText(/kontrolni broj/)
      .waitFor();
    expect(await page.getByLabel('Broj računa').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    // The refusal is also toasted; on a phone the guest taps it away.
    await page.locator('.Toastify__toast').first().click();
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
    await page.getByLabel('Broj računa').fill('160-12345-95');
    await page.getByRole('button', { name: 'Sačuvaj uslove' }).click();
    await page.getByText('Uslovi su sačuvani').waitFor();
    // The page fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    const saved = await suite.api.get(`/api/club/${clubId}/terms`);
    expect(saved.body).toMatchObject({ paymentAccount: '160-0000000012345-95', payeeName: 'Klub Uslovi d.o.o.', payeePlace: 'Beograd', depositHoldMinutes: 60 });
    expect(saved.body.rules).toEqual([
      {
        zone: 'Separei',
        tableId: null,
        night: null,
        eventId: null,
        minimumSpend: 20000,
        package: 'Flaša + 4 energetska pića',
        deposit: 10000,
        freeCancelHours: 48,
        lateCancel: 'keep',
        noShow: 'keep',
      },
    ]);
    // Loaded again, the form shows what was saved.
    await page.reload();
    expect(await page.getByLabel('Depozit (RSD)').inputValue()).toBe('10000');
    expect(await page.getByLabel('Broj računa').inputValue()).toBe('160-0000000012345-95');
  });
});
