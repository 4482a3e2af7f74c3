import type { GuestListEntryView, PromoterMeView, UserView } from '@izlazak/contracts';
import { formatNight } from '@izlazak/contracts';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

const PASSWORD = 'lozinka123';
const LIST = { name: 'Lista — besplatan ulaz do 01:00', benefit: 'Besplatan ulaz', price: 0, capacity: 40, maxPlusOnes: 3, closesAt: '05:59', public: true };

/**
 * 'Obračun promotera' on a phone: a manager sees each promoter's figures of tonight (rules ×
 * arrivals), changes the venue's and a promoter's rules and sees the commission follow, marks the
 * settlement paid (asked first), and finds it under 'Isplaćeni obračuni'.
 */
browserSuite("The promoters' settlement on the dashboard", { screen: 'phone', env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  it('shows the figures and commission, edits the rules, marks the settlement paid and lists it as paid', async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Obračun Ekran', [{ name: 'Sto 1', maxPersons: 4 }]);
    const managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    const promoter = async (firstName: string) => {
      const email = `${firstName.toLowerCase()}.promoter@izlazak.test`;
      const form = { firstName, lastName: 'Promoterka', mobilePhone: '0611111111', email, password: PASSWORD, confirmPassword: PASSWORD, role: 'promoter', clubId: venue.id };
      const created = await suite.api.post<UserView>('/api/user', form, managerToken);
      expect(created.status).toBe(201);
      await suite.api.openVerificationLink(email);
      const me = await suite.api.get<PromoterMeView>('/api/promoters/me', await suite.api.login(email, PASSWORD));
      return { id: created.body._id, code: me.body.code };
    };
    const ana = await promoter('Ana');
    await promoter('Bojana');
    expect((await suite.api.put(`/api/club/${venue.id}/commission-rules`, { perListGuest: 300, perTable: 2000, spendPercent: 5 }, managerToken)).status).toBe(200);
    const night = tonight(new Date());
    const list = await suite.api.post<{ _id: string }>(`/api/club/${venue.id}/guest-lists`, { night, ...LIST }, managerToken);
    expect(list.status).toBe(201);
    // Ana brought Mila with two friends (all came in) and Luka alone (not yet).
    const mila = await suite.api.post<GuestListEntryView>(`/api/guest-lists/${list.body._id}/entries`, {
      firstName: 'Mila',
      lastName: 'Jović',
      phone: '060 700 0001',
      plusOnes: 2,
      promoterCode: ana.code,
    });
    expect(mila.status).toBe(201);
    const luka = { firstName: 'Luka', lastName: 'Perić', phone: '060 700 0002', plusOnes: 0, promoterCode: ana.code };
    expect((await suite.api.post(`/api/guest-lists/${list.body._id}/entries`, luka)).status).toBe(201);
    expect((await suite.api.post(`/api/guest-list-entries/${mila.body._id}/arrival`, { persons: 3 }, managerToken)).status).toBe(200);

    const page = suite.page;
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/promoter-settlement'));
    await page.getByRole('heading', { name: 'Obračun promotera', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Večeras' }).click();
    await page.getByTestId('venue-rules').getByText('Provizija objekta: 300 RSD po gostu sa liste, 2.000 RSD po stolu, 5 % potrošnje stola.').waitFor();

    const card = page.getByRole('article', { name: 'Ana Promoterka', exact: true });
    const figure = (label: string) => card.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
    await figure('Za isplatu').getByText('900 RSD').waitFor();
    expect(await figure('Upisano').textContent()).toBe('4');
    expect(await figure('Ušlo gostiju').textContent()).toBe('3');
    expect(await figure('Stolovi').textContent()).toBe('0');
    expect(await figure('Provizija').textContent()).toBe('900 RSD');
    await page.getByRole('article', { name: 'Bojana Promoterka' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The venue's rules: 400 RSD a guest; a bad percent is refused in the form, naming the field.
    await page.getByRole('button', { name: 'Izmeni pravila' }).click();
    const venueForm = page.getByRole('form', { name: 'Pravila provizije objekta' });
    await venueForm.getByRole('textbox', { name: 'Procenat potrošnje stola (%)' }).fill('101');
    await venueForm.getByRole('button', { name: 'Sačuvaj pravila' }).click();
    await venueForm.getByRole('alert').first().waitFor();
    await venueForm.getByRole('textbox', { name: 'Procenat potrošnje stola (%)' }).fill('5');
    await venueForm.getByRole('textbox', { name: 'Po gostu sa liste koji je ušao (RSD)' }).fill('400');
    await venueForm.getByRole('button', { name: 'Sačuvaj pravila' }).click();
    await venueForm.waitFor({ state: 'hidden' });
    await figure('Za isplatu').getByText('1.200 RSD').waitFor();

    // Ana's own rate: 500 RSD a guest, and she leads Bojana's team.
    await card.getByRole('button', { name: 'Pravila promotera' }).click();
    const promoterForm = page.getByRole('form', { name: 'Pravila promotera — Ana Promoterka' });
    await promoterForm.getByRole('textbox', { name: 'Po gostu sa liste koji je ušao (RSD)' }).fill('500');
    await promoterForm.getByRole('textbox', { name: /^Udeo vođe tima/ }).fill('10');
    await promoterForm.getByRole('button', { name: 'Sačuvaj pravila' }).click();
    await promoterForm.waitFor({ state: 'hidden' });
    await figure('Za isplatu').getByText('1.500 RSD').waitFor();
    await card.getByText(/^Svoja pravila: 500 RSD po gostu, kao objekat po stolu, kao objekat potrošnje · vođa tima: 10 % provizije tima$/).waitFor();

    // Paid, asked first; then the card says when and who, and the history lists it.
    await card.getByRole('button', { name: 'Označi kao isplaćeno' }).click();
    const dialog = page.getByRole('dialog', { name: 'Označi kao isplaćeno' });
    await dialog.getByText(`Obračun promotera Ana Promoterka za noći od ${formatNight(night)} do ${formatNight(night)} iznosi 1.500 RSD. Označiti ga kao isplaćen?`).waitFor();
    await dialog.getByRole('button', { name: 'Da, isplaćeno je' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card
      .getByTestId('settlement-paid')
      .getByText(/^Isplaćeno \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(.+\)$/)
      .waitFor();
    expect(await card.getByRole('button', { name: 'Označi kao isplaćeno' }).count()).toBe(0);
    const history = page.getByRole('list', { name: 'Isplaćeni obračuni' });
    await history.getByTestId('settlement-payment').filter({ hasText: 'Ana Promoterka' }).getByText('1.500 RSD').waitFor();
    await history.getByText(formatNight(night), { exact: true }).waitFor();

    const paid = await suite.api.get<{ rows: { promoterId: string; total: number }[] }>(`/api/club/${venue.id}/promoters/settlement/payments`, managerToken);
    expect(paid.body.rows).toEqual([expect.objectContaining({ promoterId: ana.id, total: 1500 })]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
