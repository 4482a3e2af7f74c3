import type { UserView } from '@izlazak/contracts';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { logInThroughForm } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

const PASSWORD = 'lozinka123';
const LIST = { name: 'Lista — besplatan ulaz do 01:00', benefit: 'Besplatan ulaz', price: 0, capacity: 40, maxPlusOnes: 2, closesAt: '05:59', public: false };

/**
 * A promoter on a phone: their link with its QR, tonight's list of their venue, a name added by
 * hand and listed as theirs; the dashboard shows them nothing else.
 */
browserSuite("The promoter's own screen", { screen: 'phone', env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  it('shows the link, adds a name to tonight’s list and lists it; Rezervacije is not theirs', async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Promo Ekran', [{ name: 'Sto 1', maxPersons: 4 }]);
    const managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    const email = 'ana.promoter@izlazak.test';
    const created = await suite.api.post<UserView>(
      '/api/user',
      { firstName: 'Ana', lastName: 'Promoterka', mobilePhone: '0611111111', email, password: PASSWORD, confirmPassword: PASSWORD, role: 'promoter', clubId: venue.id },
      managerToken,
    );
    expect(created.status).toBe(201);
    await suite.api.openVerificationLink(email);
    const opened = await suite.api.post(`/api/club/${venue.id}/guest-lists`, { night: tonight(new Date()), ...LIST }, managerToken);
    expect(opened.status).toBe(201);

    const page = suite.page;
    await page.goto(suite.url('/auth/login'));
    await logInThroughForm(page, email, PASSWORD);
    await page.waitForURL(suite.url('/dashboard/promoter'));
    await page.getByRole('heading', { name: 'Moje liste', exact: true }).waitFor();
    const link = await page.getByTestId('promoter-link').textContent();
    expect(link).toMatch(/\/l\/[2-9A-HJKMNP-Z]{7}$/);
    const qr = page.getByRole('img', { name: 'QR kod vašeg linka' });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: 'Podeli link' }).waitFor();

    const list = page.getByRole('article', { name: LIST.name });
    await list.getByText('Zatvara se u 05:59 · zauzeto 0 od 40').waitFor();
    await list.getByText('Još niste upisali nikoga na ovu listu.').waitFor();
    await list.getByRole('button', { name: 'Dodaj ime' }).click();
    const form = page.getByRole('form', { name: 'Dodaj ime' });
    await form.getByRole('textbox', { name: 'Ime', exact: true }).fill('Mila');
    await form.getByRole('textbox', { name: 'Prezime' }).fill('Jović');
    await form.getByRole('textbox', { name: 'Telefon' }).fill('060 700 0001');
    await form.getByRole('textbox', { name: 'Pratioci (+N, najviše 2)' }).fill('2');
    await form.getByRole('button', { name: 'Upiši na listu' }).click();
    await form.waitFor({ state: 'hidden' });

    const names = list.getByRole('list', { name: `Moja imena — ${LIST.name}` });
    await names.getByTestId('promoter-name').filter({ hasText: 'Mila Jović +2' }).getByText('Nisu još stigli').waitFor();
    await list.getByText('Zatvara se u 05:59 · zauzeto 3 od 40').waitFor();
    const entries = await suite.api.get<{ firstName: string; promoter: { name: string } | null }[]>(`/api/guest-lists/${opened.body._id}/entries`, managerToken);
    expect(entries.body).toEqual([expect.objectContaining({ firstName: 'Mila', promoter: { _id: created.body._id, name: 'Ana Promoterka' } })]);

    const sidebar = page.getByTestId('dashboard-sidebar');
    expect(await sidebar.getByRole('link', { name: 'Moje liste', includeHidden: true }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Rezervacije', includeHidden: true }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Ulaz', includeHidden: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(suite.url('/dashboard/reservation'));
    await page.waitForURL(suite.url('/dashboard/promoter'));
    await page.goto(suite.url('/dashboard/door'));
    await page.waitForURL(suite.url('/dashboard/promoter'));
    await page.getByRole('heading', { name: 'Moje liste', exact: true }).waitFor();
  });
});
