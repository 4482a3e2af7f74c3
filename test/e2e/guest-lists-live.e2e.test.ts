import type { BrowserContext, Page } from 'playwright-core';
import type { GuestListEntryView, UserView } from '@izlazak/contracts';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD, registerAccount } from '../api/venues-fixtures';
import { logInThroughForm, newBrowserContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

const PASSWORD = 'lozinka123';
const LIST = { name: 'Lista — besplatan ulaz do 05:59', benefit: 'Besplatan ulaz', price: 0, capacity: 40, maxPlusOnes: 2, closesAt: '05:59', public: true };

/**
 * List names live: a name let in at one door phone shows at once on the other door phone, on
 * the manager's 'Liste' and on the screen of the promoter whose guest it is, none of them reloaded;
 * a name signed up meanwhile shows up there too.
 */
browserSuite('Guest list arrivals live', { screen: 'phone', env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  async function pageOn(screen: 'phone' | 'laptop') {
    const context = await newBrowserContext(suite.browser, screen);
    contexts.push(context);
    return context.newPage();
  }
  async function logIn(page: Page, email: string, password: string, lands: string) {
    await page.goto(suite.url('/auth/login'));
    await logInThroughForm(page, email, password);
    await page.waitForURL(`${suite.url(lands)}**`);
  }

  it('shows an arrival at one door phone on the other, on Liste and on the promoter’s screen without a reload', async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Lista Uživo', [{ name: 'Sto 1', maxPersons: 6 }]);
    const managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    const [first, second] = [
      await registerAccount(suite.app, 'staff', 'prva.vrata@izlazak.test', venue.id),
      await registerAccount(suite.app, 'staff', 'druga.vrata@izlazak.test', venue.id),
    ];
    const promoterEmail = 'ana.uzivo@izlazak.test';
    const promoter = await suite.api.post<UserView>(
      '/api/user',
      {
        firstName: 'Ana',
        lastName: 'Promoterka',
        mobilePhone: '0611111111',
        email: promoterEmail,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        role: 'promoter',
        clubId: venue.id,
      },
      managerToken,
    );
    expect(promoter.status).toBe(201);
    await suite.api.openVerificationLink(promoterEmail);
    const promoterToken = await suite.api.login(promoterEmail, PASSWORD);
    const opened = await suite.api.post(`/api/club/${venue.id}/guest-lists`, { night: tonight(new Date()), ...LIST }, managerToken);
    expect(opened.status).toBe(201);
    const signUp = async (firstName: string, phone: string, token?: string) => {
      const entry = await suite.api.post<GuestListEntryView>(`/api/guest-lists/${opened.body._id}/entries`, { firstName, lastName: 'Jović', phone, plusOnes: 1 }, token);
      expect(entry.status).toBe(201);
      return entry.body;
    };
    await signUp('Mila', '060 800 0001', promoterToken);

    const doorOne = suite.page;
    const [doorTwo, liste, promoterPage] = await Promise.all([pageOn('phone'), pageOn('laptop'), pageOn('phone')]);
    await Promise.all([
      logIn(doorOne, first.email, first.password, '/dashboard/door'),
      logIn(doorTwo, second.email, second.password, '/dashboard/door'),
      logIn(liste, venue.managerEmail, MANAGER_PASSWORD, '/dashboard'),
      logIn(promoterPage, promoterEmail, PASSWORD, '/dashboard/promoter'),
    ]);
    const doorRow = (page: Page, name: string) => page.getByRole('list', { name: 'Večerašnja lista' }).getByTestId('door-list-entry').filter({ hasText: name });
    for (const door of [doorOne, doorTwo]) {
      await door.getByRole('searchbox', { name: 'Pretraga gostiju' }).fill('jović');
      await doorRow(door, 'Mila Jović').getByText('2 osobe').waitFor();
    }
    await liste.goto(suite.url('/dashboard/guest-lists'));
    const card = liste.getByTestId('guest-list').filter({ hasText: LIST.name });
    await card.getByText('Ušlo 0').waitFor();
    const promoterList = promoterPage.getByRole('article', { name: LIST.name });
    const promotersName = promoterList.getByTestId('promoter-name').filter({ hasText: 'Mila Jović +1' });
    await promotersName.getByText('Nisu još stigli').waitFor();

    // A name signs up while every screen is open: the door phones find it, Liste counts it.
    await signUp('Sava', '060 800 0002');
    await doorRow(doorTwo, 'Sava Jović').waitFor();
    await card.getByText('Upisano 4 / 40').waitFor();

    await doorRow(doorOne, 'Mila Jović').click();
    const milasCard = doorOne.getByRole('dialog', { name: 'Mila Jović' });
    await milasCard.getByRole('button', { name: 'Stigli', exact: true }).click();
    await milasCard.waitFor({ state: 'hidden' });

    await doorRow(doorTwo, 'Mila Jović').getByTestId('door-list-entry-status').getByText('Ušli 2/2', { exact: true }).waitFor();
    await card.getByText('Ušlo 2').waitFor();
    await promotersName.getByText(/^Stigli u \d\d:\d\d \(2 osobe\)$/).waitFor();
    await card.click();
    await liste
      .getByTestId('guest-list-name')
      .filter({ hasText: 'Mila Jović' })
      .getByText(/^Ušle 2 osobe u \d\d:\d\d$/)
      .waitFor();

    // Sava comes in at the other phone while the names are open on Liste.
    await doorRow(doorTwo, 'Sava Jović').click();
    const savasCard = doorTwo.getByRole('dialog', { name: 'Sava Jović' });
    await savasCard.getByRole('button', { name: 'Stigli', exact: true }).click();
    await savasCard.waitFor({ state: 'hidden' });
    await doorRow(doorOne, 'Sava Jović').getByTestId('door-list-entry-status').getByText('Ušli 2/2', { exact: true }).waitFor();
    await liste
      .getByTestId('guest-list-name')
      .filter({ hasText: 'Sava Jović' })
      .getByText(/^Ušle 2 osobe u \d\d:\d\d$/)
      .waitFor();
    // Sava is no guest of the promoter's: their screen never hears of him.
    expect(await promoterList.getByTestId('promoter-name').count()).toBe(1);
  });
});
