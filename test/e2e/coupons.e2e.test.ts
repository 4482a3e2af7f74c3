import type { Page } from 'playwright-core';
import { addDays, tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD, type CreatedVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

const formatNight = (night: string) => night.split('-').reverse().join('.');

/**
 * A coupon's way through the screens: the manager adds it in Kuponi, a visitor types its code on
 * the venue's reservation form and sees the discount, and the manager sees the reservation with
 * the coupon and the coupon used once.
 */
browserSuite('Coupons in the browser: Kuponi, the code on a reservation, the discount in the dashboard', (suite) => {
  let page: Page;
  let venue: CreatedVenue;
  let uniqueId = '';

  const { url } = suite;

  beforeAll(async () => {
    venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Kupon', [{ name: 'Sto 1', maxPersons: 4, area: 'Sala' }]);
  });
  beforeEach(() => {
    page = suite.page;
  });

  async function openKuponi() {
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.getByRole('navigation', { name: 'Meni kontrolne table' }).getByRole('link', { name: 'Kuponi' }).click();
    await page.getByRole('heading', { name: 'Kuponi' }).waitFor();
  }

  it('lets the manager add a coupon in Kuponi and switch it off and on again', async () => {
    await openKuponi();
    await page.getByRole('button', { name: 'Dodaj Kupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj kupon' });
    await dialog.waitFor();
    expect(Math.round((await dialog.locator('.modal-content').boundingBox())!.width)).toBe(600);
    await dialog.getByRole('textbox', { name: 'Naziv kupona' }).fill('Ponoćni popust');
    await dialog.getByRole('textbox', { name: 'Kupon kod' }).fill('PONOC15');
    await dialog.getByRole('spinbutton', { name: 'Limit' }).fill('20');
    await dialog.getByRole('spinbutton', { name: 'Popust' }).fill('15');
    await dialog.getByRole('textbox', { name: 'Početni datum' }).fill(formatNight(tonight(new Date())));
    await dialog.getByRole('textbox', { name: 'Završni datum' }).fill(formatNight(addDays(tonight(new Date()), 30)));
    await dialog.getByRole('button', { name: 'Dodajte kupon' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByTestId('coupon-row').filter({ hasText: 'PONOC15' });
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(['Ponoćni popust', 'PONOC15', formatNight(tonight(new Date())), '20', '0', 'Aktivan', '15%', '']);

    await row.getByRole('button', { name: 'Izmeni kupon Ponoćni popust' }).click();
    const edit = page.getByRole('dialog', { name: 'Izmeni kupon' });
    await edit.getByRole('switch', { name: 'Status' }).uncheck();
    await edit.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await row.getByText('Neaktivan').waitFor();
    await row.getByRole('button', { name: 'Izmeni kupon Ponoćni popust' }).click();
    await edit.getByRole('switch', { name: 'Status' }).check();
    await edit.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await row.getByText('Aktivan').waitFor();
  });

  it('lets a visitor type the code on the reservation form and shows the discount', async () => {
    await page.goto(url(`/club/${venue.id}`));
    await page.getByRole('button', { name: 'Rezerviši', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervacija stola — Klub Kupon' });
    await dialog.getByRole('form', { name: 'Rezervacija stola' }).waitFor();
    await dialog.getByRole('combobox', { name: 'Sto', exact: true }).locator('option', { hasText: 'Sto 1' }).waitFor({ state: 'attached' });
    await dialog.getByRole('combobox', { name: 'Sto', exact: true }).selectOption({ label: 'Sto 1 — do 4 osobe (Sala)' });
    await dialog.getByRole('textbox', { name: 'Ime', exact: true }).fill('Kaća');
    await dialog.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Kuponić');
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+381 64 765 4321');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('kaca@izlazak.test');

    await dialog.getByRole('textbox', { name: 'Kupon kod' }).fill('nema-ga');
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();
    await dialog.getByText('Kupon sa ovim kodom ne postoji').waitFor();

    await dialog.getByRole('textbox', { name: 'Kupon kod' }).fill('ponoc15');
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();
    const success = dialog.getByTestId('reservation-success');
    await success.waitFor();
    uniqueId = (await success.getByTestId('reservation-unique-id').textContent())?.trim() ?? '';
    expect(await success.getByTestId('reservation-discount').textContent()).toBe('Kupon PONOC15 · popust 15%');
  });

  it('shows the manager the reservation with its coupon, and the coupon used once', async () => {
    await openKuponi();
    const coupon = page.getByTestId('coupon-row').filter({ hasText: 'PONOC15' });
    expect((await coupon.locator('td').nth(4).textContent())?.trim()).toBe('1');

    await page.getByRole('navigation', { name: 'Meni kontrolne table' }).getByRole('link', { name: 'Rezervacije' }).click();
    const row = page.getByTestId('reservation-row').filter({ hasText: uniqueId });
    await row.waitFor();
    expect(await row.getByTestId('reservation-coupon').textContent()).toBe('Kupon PONOC15 · popust 15%');
    await row.getByRole('button', { name: 'Detalji Kaća Kuponić' }).click();
    await page.getByTestId('reservation-detail-coupon').getByText('Kupon PONOC15 · popust 15%').waitFor();
  });

  it('asks before deleting a coupon, naming it as ovaj kupon', async () => {
    await openKuponi();
    const row = page.getByTestId('coupon-row').filter({ hasText: 'PONOC15' });
    await row.getByRole('button', { name: 'Obriši kupon Ponoćni popust' }).click();
    const confirm = page.getByRole('dialog', { name: 'Potvrda brisanja' });
    await confirm.getByText('ovaj kupon').waitFor();
    await confirm.getByRole('button', { name: 'Obriši' }).click();
    await page.getByText('Kupon uspešno obrisan').waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
