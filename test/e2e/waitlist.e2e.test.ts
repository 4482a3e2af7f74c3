import type { Page } from 'playwright-core';
import { nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { newBrowserContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { waitForMail } from '../support/mailbox';
import { bookableVenue } from '../support/venues';

/**
 * A full night's waitlist in the browser: a guest on a phone finds no table in the venue's
 * 'Rezerviši' and joins 'Lista čekanja'; the manager sees her on 'Lista čekanja' live; the door
 * releases a table whose guests never came, and the guest books it from the link in the mail.
 */
browserSuite('The waitlist in the browser: join from Rezerviši, the venue’s live list, the offer claimed from the mail', { env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  const night = nightOf(new Date());
  const shown = night.split('-').reverse().join('.');

  it('offers a table released at the door to the waiting guest, who claims it from the mailed link', async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Red', [{ name: 'Sto 1', maxPersons: 4, area: 'Bašta' }]);
    const managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    const taken = await suite.api.post('/api/reservations', {
      clubId: venue.id,
      tableId: venue.tableIds[0],
      date: shown,
      persons: 4,
      firstName: 'Nije',
      lastName: 'Došao',
      phone: '060 111 2222',
      email: 'nije.dosao@gost.test',
    });
    expect(taken.status).toBe(201);

    // The guest, on a phone: no table that night, so 'Lista čekanja'.
    const guest = await suite.reopenOn('phone');
    await guest.goto(suite.url(`/club/${venue.id}`));
    await guest.getByRole('button', { name: 'Rezerviši sto', exact: true }).first().click();
    const dialog = guest.getByRole('dialog', { name: 'Rezervacija stola — Klub Red' });
    await dialog.getByRole('button', { name: 'Lista čekanja' }).click();
    const form = dialog.getByRole('form', { name: 'Lista čekanja' });
    await form.getByText(`Za noć ${shown}`).waitFor();
    expect(await seriousViolations(guest)).toEqual([]);
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Vesna');
    await form.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Lukić');
    await form.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+381 64 555 1234');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('vesna.lukic@gost.test');
    await form.getByRole('spinbutton', { name: 'Broj osoba' }).fill('3');
    await form.getByRole('combobox', { name: 'Zona' }).selectOption({ label: 'Bašta' });
    await form.getByRole('button', { name: 'Upiši me na listu' }).click();
    await dialog.getByText('Upisani ste na listu čekanja').waitFor();
    await dialog.getByTestId('waitlist-joined').getByRole('button', { name: 'Zatvori' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The manager's 'Lista čekanja', open on a laptop, follows the night live.
    const managerContext = await newBrowserContext(suite.browser);
    try {
      const manager = await managerContext.newPage();
      await suite.logIn(venue.managerEmail, MANAGER_PASSWORD, manager);
      await manager.getByRole('navigation', { name: 'Meni kontrolne table' }).getByRole('link', { name: 'Lista čekanja' }).click();
      await manager.getByRole('heading', { name: 'Lista čekanja' }).waitFor();
      const vesna = manager.getByRole('listitem', { name: 'Vesna Lukić' });
      await vesna.getByText('Čeka').waitFor();
      await vesna.getByText('3 osobe · Bašta').waitFor();
      expect(await seriousViolations(manager)).toEqual([]);

      // The door lets the table go: the guests of Sto 1 never came.
      expect((await suite.api.post(`/api/reservations/${taken.body._id}/no-show`, {}, managerToken)).status).toBe(200);
      await vesna.getByText('Ponuđen sto', { exact: true }).waitFor({ timeout: 15_000 });
      await vesna.getByText(/Ponuđen sto Sto 1 do \d\d:\d\d/).waitFor();

      const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes('vesna.lukic@gost.test') && m.subject.startsWith('Slobodan sto za vas'));
      const link = /https?:\/\/\S+\/waitlist\/offer\/\S+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      await claimFromTheLink(guest, link!);

      await vesna.getByText('Rezervisao', { exact: true }).waitFor({ timeout: 15_000 });
      await vesna.getByText('Rezervisao sto Sto 1').waitFor();
    } finally {
      await managerContext.close();
    }
  });

  it('fits the venue’s list on a phone: a guest is moved down and taken off at 390 px', async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Telefon', [{ name: 'Sto 1', maxPersons: 4 }]);
    const taken = await suite.api.post('/api/reservations', {
      clubId: venue.id,
      tableId: venue.tableIds[0],
      date: shown,
      persons: 2,
      firstName: 'Za',
      lastName: 'Stolom',
      phone: '060 111 2222',
      email: 'za.stolom@gost.test',
    });
    expect(taken.status).toBe(201);
    for (const firstName of ['Prvi', 'Drugi']) {
      const joined = await suite.api.post('/api/waitlist', {
        clubId: venue.id,
        night: shown,
        persons: 2,
        firstName,
        lastName: 'Gost',
        phone: '064 555 1234',
        email: `${firstName.toLowerCase()}@gost.test`,
      });
      expect(joined.status).toBe(201);
    }
    const page = await suite.reopenOn('phone');
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD, page);
    await page.goto(suite.url('/dashboard/waitlist'));
    const list = page.getByRole('list', { name: `Lista čekanja za ${shown}` });
    await list.getByRole('listitem', { name: 'Prvi Gost' }).waitFor();
    await page.getByRole('button', { name: 'Pomeri dole: Prvi Gost' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="waitlist-entry"]')?.getAttribute('aria-label') === 'Drugi Gost');
    const remove = page.getByRole('button', { name: 'Ukloni sa liste: Prvi Gost' });
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await remove.click();
    await page.getByRole('dialog', { name: 'Uklanjanje sa liste čekanja' }).getByRole('button', { name: 'Ukloni' }).click();
    await list.getByRole('listitem', { name: 'Prvi Gost' }).getByText('Uklonjen').waitFor();
  });

  async function claimFromTheLink(guest: Page, link: string) {
    await guest.goto(link);
    const offer = guest.getByRole('region', { name: 'Ponuda stola' });
    await offer.getByText('Klub Red').waitFor();
    await offer.getByText(shown).waitFor();
    await offer.getByText('Sto 1').waitFor();
    expect(await offer.getByTestId('waitlist-offer-left').textContent()).toMatch(/^1[45]:\d\d$/);
    expect(await seriousViolations(guest)).toEqual([]);
    await offer.getByRole('button', { name: 'Rezerviši sto' }).click();
    await offer.getByText('Sto je vaš!').waitFor();
    expect(await offer.getByTestId('waitlist-offer-reservation').textContent()).toMatch(/^[A-Z2-9]{8}$/);
    // The page again, later: booked, no button.
    await guest.reload();
    await guest.getByRole('region', { name: 'Ponuda stola' }).getByText('Sto je vaš!').waitFor();
    expect(await guest.getByRole('button', { name: 'Rezerviši sto' }).count()).toBe(0);
  }
});
