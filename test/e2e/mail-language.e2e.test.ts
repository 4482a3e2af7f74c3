import type { Page } from 'playwright-core';
import type { CreatedVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';
import { readMailHtml } from '../support/mail-html';
import { waitForMail } from '../support/mailbox';
import { bookableVenue } from '../support/venues';

/** What the booking form of each language is labelled with (the page's own messages). */
interface FormWords {
  book: string;
  dialog: string;
  persons: string;
  table: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  submit: string;
  /** What the form says of an address that is not one, in the page's language. */
  emailInvalid: string;
}

const ENGLISH: FormWords = {
  book: 'Book a table',
  dialog: 'Table booking — Splav Poruka',
  persons: 'Number of people',
  table: 'Table',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'Email',
  submit: 'Book now',
  emailInvalid: 'The email address is not valid',
};

const CYRILLIC: FormWords = {
  book: 'Резервиши сто',
  dialog: 'Резервација стола — Splav Poruka',
  persons: 'Број особа',
  table: 'Сто',
  firstName: 'Име',
  lastName: 'Презиме',
  phone: 'Телефон',
  email: 'Емаил',
  submit: 'Резервиши',
  emailInvalid: 'Емаил није валидан',
};

/**
 * A guest books a table on a phone (390 px) on /en/… and on /sr-cyrl/…: the mail that confirms it
 * is written in the language of the page, its subject, body, buttons and door code alike; so are the
 * form's own field errors.
 */
browserSuite('Mails in the language the guest booked in, on a phone', { screen: 'phone' }, (suite) => {
  let page: Page;
  let venue: CreatedVenue;
  const { url } = suite;

  beforeAll(async () => {
    venue = await bookableVenue(suite.api, suite.adminToken, 'Splav Poruka', [
      { name: 'Sto 1', maxPersons: 6, area: 'Terasa' },
      { name: 'Sto 2', maxPersons: 6, area: 'Terasa' },
    ]);
  });
  beforeEach(() => {
    page = suite.page;
  });

  /** Books `tableName` for tonight (the form's first night) and answers the reservation's number. */
  async function book(prefix: string, words: FormWords, tableName: string, guest: { firstName: string; email: string }) {
    await page.goto(url(`${prefix}/club/${venue.id}`));
    const button = page.getByRole('button', { name: words.book, exact: true }).first();
    await page.locator('button:enabled', { hasText: words.book }).first().waitFor();
    await button.click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await dialog.getByRole('spinbutton', { name: words.persons }).fill('3');
    const table = dialog.getByRole('combobox', { name: words.table, exact: true });
    const option = table.locator('option', { hasText: tableName });
    await option.waitFor({ state: 'attached' });
    await table.selectOption({ value: (await option.getAttribute('value')) ?? '' });
    await dialog.getByRole('textbox', { name: words.firstName, exact: true }).fill(guest.firstName);
    await dialog.getByRole('textbox', { name: words.lastName, exact: true }).fill('Gost');
    await dialog.getByRole('textbox', { name: words.phone, exact: true }).fill('+381 64 123 4567');
    const email = dialog.getByRole('textbox', { name: words.email, exact: true });
    await email.fill('not-an-address');
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    await dialog.getByText(words.emailInvalid, { exact: true }).waitFor();
    await email.fill(guest.email);
    await dialog.getByRole('button', { name: words.submit, exact: true }).click();
    await dialog.getByTestId('reservation-success').waitFor();
    return (await dialog.getByTestId('reservation-unique-id').textContent())?.trim() ?? '';
  }

  it('mails a guest who booked on /en/… in English', async () => {
    const number = await book('/en', ENGLISH, 'Sto 1', { firstName: 'Emma', email: 'emma.mail@izlazak.test' });
    const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes('emma.mail@izlazak.test'));
    expect(mail.subject).toBe(`Reservation ${number} received`);
    expect(mail.text).toContain('Your reservation has been received');
    expect(mail.text).toContain('Dear Emma,');
    expect(mail.text).toContain(`Reservation number: ${number}`);
    expect(mail.text).toContain('Status: Pending');
    expect(mail.text).toContain('Venue: Splav Poruka');
    expect(mail.text).toContain('Izlazak · Belgrade');
    expect(mail.text).not.toContain('Poštovani');
    const links = readMailHtml(mail.html).links.map((link) => link.text);
    expect(links).toContain('Cancel the reservation');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.attachments.map((file) => file.filename)).toEqual([`entry-${number}.png`]);
  });

  it('mails a guest who booked on /sr-cyrl/… in Cyrillic', async () => {
    const number = await book('/sr-cyrl', CYRILLIC, 'Sto 2', { firstName: 'Милица', email: 'milica.mail@izlazak.test' });
    const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes('milica.mail@izlazak.test'));
    expect(mail.subject).toBe(`Резервација ${number} је примљена`);
    expect(mail.text).toContain('Ваша резервација је примљена');
    expect(mail.text).toContain('Поштовани/а Милица,');
    expect(mail.text).toContain(`Број резервације: ${number}`);
    expect(mail.text).toContain('Статус: На чекању');
    expect(mail.text).toContain('Izlazak · Београд');
    expect(readMailHtml(mail.html).links.map((link) => link.text)).toContain('Откажи резервацију');
    expect(mail.html).toContain('<html lang="sr-Cyrl">');
  });
});
