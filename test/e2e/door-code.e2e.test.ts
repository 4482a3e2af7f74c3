import { seriousViolations } from '../support/axe';
import { logInThroughForm } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { waitForMail } from '../support/mailbox';
import { decodeQrPng } from '../support/qr';
import { bookableVenue } from '../support/venues';
import { registerAccount } from '../api/venues-fixtures';
import { nightInDays } from '../api/integrations-support';

/**
 * A guest scans the QR code from their mail with their phone: /r/<token> shows their reservation and
 * the code to show at the door; the venue's staff also get 'Otvori na ulazu'.
 */
browserSuite('The guest’s door code page (/r/<token>)', { screen: 'phone' }, (suite) => {
  let url: string;
  let token: string;
  let clubId: string;

  beforeAll(async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Kod', [{ name: 'Separe 7', maxPersons: 8 }]);
    clubId = venue.id;
    const placed = await suite.api.post('/api/reservations', {
      clubId,
      tableId: venue.tableIds[0],
      date: nightInDays(1),
      persons: 5,
      firstName: 'Iva',
      lastName: 'Ilić',
      phone: '+381 64 222 3344',
      email: 'iva@gost.test',
    });
    expect(placed.status).toBe(201);
    const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes('iva@gost.test') && m.subject.includes('primljena'));
    url = decodeQrPng(mail.attachments.find((a) => a.contentType === 'image/png')!.content)!;
    token = url.slice(url.lastIndexOf('/') + 1);
  });

  it('shows the guest their reservation, its night, table and persons (never their name or contact), and the QR code the mail had, at 390 px without axe violations', async () => {
    const { page } = suite;
    await page.goto(url);
    const card = page.getByTestId('door-code');
    await card.waitFor();
    await expect(card.getByTestId('reservation-status').textContent()).resolves.toBe('Na čekanju');
    await expect(card.getByTestId('door-code-night').textContent()).resolves.toBe(nightInDays(1));
    for (const text of ['Klub Kod', 'Separe 7', '5']) await card.getByText(text, { exact: true }).first().waitFor();
    // Whoever sees the code sees no contact: the page never names the guest nor shows their phone.
    const pageText = await page.locator('body').innerText();
    for (const contact of ['Iva', 'Ilić', '222 3344', 'iva@gost.test']) expect(pageText).not.toContain(contact);

    const qr = card.getByRole('img', { name: /QR kod za ulaz/ });
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.door-code__qr');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    const picture = await page.request.get(suite.url((await qr.getAttribute('src'))!));
    expect(decodeQrPng(await picture.body())).toBe(url);
    expect(await card.getByRole('link', { name: 'Otvori na ulazu' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("offers the venue's staff 'Otvori na ulazu', to the door screen with the code", async () => {
    const staff = await registerAccount(suite.app, 'staff', 'vrata@kod.test', clubId);
    // Staff land on their first dashboard screen, whichever it is.
    await suite.page.goto(suite.url('/auth/login'));
    await logInThroughForm(suite.page, staff.email, staff.password);
    await suite.page.waitForURL(/\/dashboard/);
    await suite.page.goto(url);
    await suite.page.getByTestId('door-code').waitFor();
    const open = suite.page.getByRole('link', { name: 'Otvori na ulazu' });
    await open.waitFor();
    expect(await open.getAttribute('href')).toBe(`/dashboard/door?code=${token}`);
  });

  it('says a code that is not one is not recognised', async () => {
    await suite.page.goto(suite.url('/r/nije-kod'));
    await suite.page.getByText('Kod nije prepoznat. Otvorite ga ponovo iz mejla koji ste dobili.').waitFor();
  });
});
