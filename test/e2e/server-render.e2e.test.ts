import type { Page } from 'playwright-core';
import { bracketFields, MANAGER_PASSWORD, registerAccount, sendForm } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';
import { hydrated } from '../support/browser';

/** dd.MM.yyyy, this many days from now in Belgrade. */
function belgradeDate(daysAhead: number): string {
  const [year, month, day] = new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Belgrade' }).split('-');
  return `${day}.${month}.${year}`;
}

interface Watched {
  /** Console errors and warnings, and uncaught errors (React reports a hydration that failed through them). */
  problems: string[];
  /** Every API request the page made. */
  apiRequests: string[];
  /** Every stylesheet the page fetched. */
  stylesheets: string[];
}

function watch(page: Page): Watched {
  const watched: Watched = { problems: [], apiRequests: [], stylesheets: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') watched.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => watched.problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const address = new URL(request.url());
    if (address.pathname.startsWith('/api/')) watched.apiRequests.push(`${request.method()} ${address.pathname}${address.search}`);
    if (address.pathname.endsWith('.css')) watched.stylesheets.push(address.pathname);
  });
  return watched;
}

browserSuite('Server-rendered public pages hydrate in the browser', (suite) => {
  let venueId = '';
  const TITLE = 'Hidra uživo';

  beforeAll(async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Splav Hidra', [{ name: 'Sto 1', maxPersons: 4 }]);
    venueId = venue.id;
    const manager = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    const form = bracketFields({
      title: TITLE,
      description: 'Svirka do jutra',
      dateOfEvent: belgradeDate(1),
      startTime: '23:00',
      endTime: '04:00',
      type: 'Koncert',
      ticketPrice: '1000',
      priority: '0',
      possibilityOfShowing: ['Rezervacija stola'],
      performers: 'DJ Lola Dunav\nOrkestar Zlatni Talas',
    });
    const published = await sendForm(suite.app.baseUrl, 'POST', '/api/event', form, [], manager);
    expect([published.status, published.body]).toEqual([201, expect.anything()]);
  });

  it.each([['/'], ['/clubs'], ['/events'], ['/club/VENUE'], ['/club/VENUE/contact'], ['/about']])(
    '%s hydrates without a warning and reads nothing the page came with, its data or its styles',
    async (address) => {
      const { page } = suite;
      const watched = watch(page);
      const response = await page.goto(suite.url(address.replace('VENUE', venueId)));
      expect(await response!.text()).toContain('id="izlazak-state"');
      await hydrated(page);
      expect(watched.problems).toEqual([]);
      expect(watched.apiRequests).toEqual([]);
      expect(watched.stylesheets).toEqual([]);
    },
  );

  it('a hydrated venue page opens its reservation modal and goes to another public page without reloading', async () => {
    const { page } = suite;
    const watched = watch(page);
    await page.goto(suite.url(`/club/${venueId}`));
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.getByRole('button', { name: 'Rezerviši', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervacija stola — Splav Hidra' });
    await dialog.waitFor();
    // The modal's chunk brings its own stylesheets, not again the ones the page came with (Bootstrap last would win over the page's rules).
    const cameWithPage = await page.evaluate(() => [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')));
    expect(cameWithPage).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/index-.+\.css$/)]));
    expect(watched.stylesheets.filter((sheet) => cameWithPage.includes(sheet))).toEqual([]);
    await dialog.getByRole('button', { name: 'Zatvori' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('navigation', { name: 'Navigacija objekta' }).getByRole('link', { name: 'Događaji' }).click();
    await page.getByText(TITLE).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(watched.problems).toEqual([]);
  });

  it("an event's own address hydrates the list and then opens the event", async () => {
    const { page } = suite;
    const watched = watch(page);
    const events = await suite.api.get('/api/event?page=1&size=12');
    const eventId = events.body.data.find((event: { title: string }) => event.title === TITLE)._id;
    await page.goto(suite.url(`/event/${eventId}`));
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.getByRole('button', { name: 'Rezerviši' }).and(page.locator(':enabled')).waitFor();
    expect(watched.problems).toEqual([]);
    // Only the event's tickets are read after hydration: what is left of them changes by the second, so the page reads it live.
    expect(watched.apiRequests.filter((request) => !/^GET \/api\/event\/[^/]+\/tickets$/.test(request))).toEqual([]);
    // The modal that took over from the server's detail is the only one, and it closes to the list.
    expect(await page.getByRole('dialog').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Zatvori' }).click();
    await page.waitForURL(suite.url('/events'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('event-card').count()).toBeGreaterThan(0);
  });

  it("an event's own address paints the event's detail before any script runs", async () => {
    const { page } = suite;
    const events = await suite.api.get('/api/event?page=1&size=12');
    const eventId = events.body.data.find((event: { title: string }) => event.title === TITLE)._id;
    await page.context().route('**/*.js', (route) => route.abort());
    try {
      await page.goto(suite.url(`/event/${eventId}`));
      const dialog = page.getByRole('dialog', { name: TITLE });
      await dialog.getByText('Svirka do jutra').waitFor();
      await dialog.getByText('Izvođači: DJ Lola Dunav, Orkestar Zlatni Talas').waitFor();
      expect(await dialog.locator('img').first().getAttribute('fetchpriority')).toBe('high');
      expect(await dialog.isVisible()).toBe(true);
    } finally {
      await page.context().unroute('**/*.js');
    }
  });

  it('a signed-in guest gets the page rendered for a visitor, then sees Profil once it is hydrated, without a mismatch', async () => {
    const { page } = suite;
    const guest = await registerAccount(suite.app, 'user', 'gost.hidra@izlazak.test');
    const token = await suite.api.login(guest.email, guest.password);
    await page.goto(suite.url('/about'));
    await page.evaluate((stored) => {
      localStorage.setItem('token', stored);
      localStorage.setItem('role', 'user');
    }, token);
    const watched = watch(page);
    await page.goto(suite.url(`/club/${venueId}`));
    await hydrated(page);
    await page.getByRole('link', { name: 'Profil' }).first().waitFor();
    expect(watched.problems).toEqual([]);
  });
});
