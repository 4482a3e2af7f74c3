import type { Page } from 'playwright-core';
import type { CreatedVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';
import { waitForMail } from '../support/mailbox';
import { bookableVenue, venueWithDepositBooths } from '../support/venues';

/**
 * A guest from abroad on a phone: the venue's page switched to English (and to Cyrillic) stays the
 * same page, and a table is booked on /en/… reading English labels.
 */
browserSuite('The public pages in three languages on a phone', { screen: 'phone' }, (suite) => {
  let page: Page;
  let venue: CreatedVenue;
  const { url } = suite;

  beforeAll(async () => {
    venue = await bookableVenue(suite.api, suite.adminToken, 'Splav Svetski', [{ name: 'Sto 1', maxPersons: 4, area: 'Terasa' }]);
  });
  beforeEach(() => {
    page = suite.page;
  });

  const htmlLang = () => page.locator('html').getAttribute('lang');
  /** The page has hydrated once its 'Rezerviši sto' (in any language) can be pressed. */
  const hydrated = (name: string) => page.locator('button:enabled', { hasText: name }).first().waitFor();

  it('switches the venue page to English and to Cyrillic in the header, staying on the same page, and keeps the choice', async () => {
    await page.goto(url(`/club/${venue.id}`));
    expect(await htmlLang()).toBe('sr-Latn');
    await hydrated('Rezerviši sto');
    const english = page.getByRole('navigation', { name: 'Jezik' }).getByRole('link', { name: 'EN — English' });
    expect(await english.isVisible()).toBe(true);
    await english.click();
    await page.waitForURL(url(`/en/club/${venue.id}`));
    expect(await htmlLang()).toBe('en');
    await hydrated('Book a table');
    expect(await page.getByRole('heading', { name: 'About the venue' }).isVisible()).toBe(true);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'izlazak_locale')?.value).toBe('en');

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Ћир — Српски (ћирилица)' }).click();
    await page.waitForURL(url(`/sr-cyrl/club/${venue.id}`));
    expect(await htmlLang()).toBe('sr-Cyrl');
    await hydrated('Резервиши сто');
    expect(await page.getByRole('heading', { name: 'О објекту' }).isVisible()).toBe(true);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'izlazak_locale')?.value).toBe('sr-Cyrl');
  });

  it('books a table on /en/… with English labels, loading only the English messages with the page', async () => {
    const catalogs: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/(sr-Latn|sr-Cyrl|en)-[\w-]+\.js$/.exec(request.url());
      if (chunk) catalogs.push(chunk[1]);
    });
    await page.goto(url(`/en/club/${venue.id}`));
    await hydrated('Book a table');
    // The page's own messages came inside the page; no other language's were fetched.
    expect(catalogs).toEqual([]);

    await page.getByRole('button', { name: 'Book a table', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Table booking — Splav Svetski' });
    await dialog.getByRole('form', { name: 'Table booking' }).waitFor();
    await dialog.getByRole('spinbutton', { name: 'Number of people' }).fill('3');
    const table = dialog.getByRole('combobox', { name: 'Table', exact: true });
    await table.locator('option', { hasText: 'Sto 1' }).waitFor({ state: 'attached' });
    await table.selectOption({ label: 'Sto 1 — up to 4 people (Terasa)' });
    await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Emma');
    await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Smith');
    await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0958');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('emma.smith@izlazak.test');
    await dialog.getByRole('button', { name: 'Book now' }).click();

    const success = dialog.getByTestId('reservation-success');
    await success.waitFor();
    expect(await success.getByText('Your booking is received!').isVisible()).toBe(true);
    expect(await success.textContent()).toContain('We have sent a mail to');
    expect(await success.textContent()).toContain('table Sto 1 · 3 people');
    expect((await success.getByTestId('reservation-unique-id').textContent())?.trim()).not.toBe('');
  });

  it("lets the guest from abroad cancel on /en/… through the mail's link, reading English: the page, the table's status and the buttons", async () => {
    const mail = await waitForMail(suite.app.mailDir, (candidate) => candidate.to.includes('emma.smith@izlazak.test') && candidate.text.includes('/reservation/cancel?token='));
    const link = new URL(/https?:\/\/\S+\/reservation\/cancel\?token=[^\s\]>)"]+/.exec(mail.text)?.[0] ?? 'http://x/');
    await page.goto(url(`/en${link.pathname}${link.search}`));
    await page.getByRole('heading', { name: 'Cancelling the booking' }).waitFor();
    const ticket = page.getByTestId('cancel-reservation');
    // The page's heading shows before the reservation has loaded: wait for its facts.
    await ticket.getByText('Booking number').waitFor();
    expect(await ticket.getByTestId('reservation-status').textContent()).toBe('Pending');
    await ticket.getByRole('button', { name: 'Cancel the booking' }).click();
    await ticket.getByText('The booking is cancelled. We have mailed you a confirmation.').waitFor();
    expect(await ticket.getByTestId('reservation-status').textContent()).toBe('Cancelled');
    expect(await page.getByRole('link', { name: 'Back to the home page' }).isVisible()).toBe(true);

    await page.goto(url('/sr-cyrl/reservation/cancel'));
    await page.getByText('Линк за отказивање није исправан. Отворите га поново из маила који сте добили.').waitFor();
  });

  it('filters the venues on /en/clubs and /sr-cyrl/clubs in their language, and the home page names its day tabs in it', async () => {
    await page.goto(url('/en/clubs'));
    const filters = page.getByRole('search', { name: 'Venue filters' });
    await filters.getByRole('combobox', { name: 'Venue type' }).selectOption('Klub');
    await page.getByText('1 venue found').waitFor();
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(url('/en/clubs'));

    await page.goto(url('/sr-cyrl/clubs'));
    await page.getByText('Пронађен је 1 објекат').waitFor();
    expect(await page.getByRole('search', { name: 'Филтери објеката' }).getByRole('combobox', { name: 'Тип објекта' }).isVisible()).toBe(true);

    await page.goto(url('/en/'));
    const days = page.getByRole('tablist', { name: 'Days of the week' });
    await days.getByRole('tab', { name: 'Saturday' }).click();
    await page.getByRole('tabpanel', { name: 'Events — Saturday' }).getByText('No events have been announced for this day yet.').waitFor();
    await page.getByRole('form', { name: 'Sign up for news' }).getByRole('button', { name: 'Sign up' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Email is required' }).isVisible()).toBe(true);
  });

  it('opens every public page in English and in Cyrillic without an error; the contact form words its field errors in the page language', async () => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
    page.on('pageerror', onError);
    try {
      const paths = ['/', '/events', '/clubs', '/contact', '/about', `/club/${venue.id}`, `/club/${venue.id}/events`, `/club/${venue.id}/contact`];
      for (const prefix of ['/en', '/sr-cyrl']) {
        for (const path of paths) {
          await page.goto(url(`${prefix}${path === '/' ? '/' : path}`), { waitUntil: 'networkidle' });
          expect([path, await page.locator('main.status-page').count()]).toEqual([path, 0]);
        }
      }
      for (const [prefix, words] of [
        ['/en', { form: 'Send a message', email: 'Email', send: 'Send message', invalid: 'The email address is not valid' }],
        ['/sr-cyrl', { form: 'Пошаљите поруку', email: 'Емаил', send: 'Пошаљи поруку', invalid: 'Емаил није валидан' }],
      ] as const) {
        await page.goto(url(`${prefix}/contact`), { waitUntil: 'networkidle' });
        const form = page.getByRole('form', { name: words.form });
        await form.getByRole('textbox', { name: words.email }).fill('not-an-address');
        await form.getByRole('button', { name: words.send }).click();
        await form.getByText(words.invalid, { exact: true }).waitFor();
      }
      expect(errors).toEqual([]);
    } finally {
      page.off('pageerror', onError);
    }
  });

  it("shows a booth's terms and, once booked, the deposit's payment slip in English on /en/…", async () => {
    const booths = await venueWithDepositBooths(suite.api, suite.adminToken, 'Splav Depozit');
    await page.goto(url(`/en/club/${booths.id}`));
    await hydrated('Book a table');
    await page.getByRole('button', { name: 'Book a table', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Table booking — Splav Depozit' });
    await dialog.getByRole('spinbutton', { name: 'Number of people' }).fill('6');
    const table = dialog.getByRole('combobox', { name: 'Table', exact: true });
    await table.locator('option', { hasText: 'Separe 1' }).waitFor({ state: 'attached' });
    await table.selectOption({ label: 'Separe 1 — up to 8 people (Separei)' });

    const terms = dialog.getByRole('region', { name: 'Table terms' });
    await terms.getByText('By booking you accept these terms.').waitFor();
    expect(await terms.locator('li').allTextContents()).toEqual(['minimum spend 20,000 RSD', 'package: Flaša + 4 energetska pića', 'deposit 10,000 RSD']);
    expect(await terms.textContent()).toContain('we hold the table for 60 minutes from booking');
    expect(await terms.textContent()).toContain('If you do not come, the deposit is kept.');

    await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Emma');
    await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Jones');
    await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0959');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('emma.jones@izlazak.test');
    await dialog.getByRole('button', { name: 'Book now' }).click();

    const slip = dialog.getByRole('region', { name: 'Deposit payment slip' });
    await slip.waitFor();
    expect(await slip.textContent()).toMatch(/Pay the deposit by \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    const facts = Object.fromEntries(
      await slip.locator('dl > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent])),
    );
    expect(facts).toMatchObject({ Payee: 'Splav Depozit d.o.o., Beograd', Amount: '10,000.00 RSD', 'Payment code': '289' });
    expect(await slip.getByRole('link', { name: 'Save the QR code' }).isVisible()).toBe(true);
  });
});
