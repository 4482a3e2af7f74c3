import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { APP_CONFIG, type AppConfig } from '../../backend/src/config/config';
import { DEMO_MANAGER_PASSWORD } from '../../backend/src/demo/seed-demo-venues';
import { nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { reservationAttendToken, reservationAttendUrl } from '../../backend/src/modules/reservations/domain/reservation-cancel-link';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { logInThroughForm, newBrowserContext, type Screen } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { waitForMail, type ReceivedMail } from '../support/mailbox';
import { bookableVenue } from '../support/venues';

/** The demo's liveliest venue: tonight's reservations, deposits, a floor plan, a menu, events, past nights. */
const DEMO_MANAGER = 'menadzer.ponoc@izlazak.rs';

/** A page to visit: its path, and the status its own document answers with when that is not 200 (a missing event's page). */
interface Route {
  path: string;
  status?: number;
  /** What a visitor then does there (opens the reservation form…), once the page has drawn. */
  then?: (page: Page) => Promise<void>;
}

/** Clicks the button and waits for the dialog it opens. */
const opening = (button: string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByRole('dialog').first().waitFor();
};

/** What went wrong in the browser, each line naming the screen and route it happened on. */
class Sweep {
  readonly found: string[] = [];
  private route = '';
  /** The address of the route's document when it answers a 4xx by design. */
  private missingDocument: string | null = null;
  private readonly pending = new Set<Request>();
  private lastActivity = Date.now();

  constructor(
    readonly screen: Screen,
    private readonly origin: string,
  ) {}

  /** Listens to everything the context's pages say: console errors, uncaught errors, CSP violations, the app's failed answers. */
  async watch(context: BrowserContext): Promise<void> {
    await context.exposeBinding('reportCspViolation', (_source, text: string) => this.note(`CSP violation: ${text}`));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}`);
      });
    });
    context.on('console', (message) => {
      // Chromium logs a document's own 4xx as 'Failed to load resource', whatever the page then shows.
      if (message.location().url === this.missingDocument && message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error') this.note(`console error: ${message.text()}`);
      else if (/Content Security Policy/i.test(message.text())) this.note(`console ${message.type()}: ${message.text()}`);
    });
    context.on('weberror', (error) => this.note(`page error: ${error.error().message}`));
    context.on('request', (request) => this.started(request));
    context.on('requestfinished', (request) => this.ended(request));
    context.on('requestfailed', (request) => this.ended(request));
    context.on('response', (response) => this.answered(response));
  }

  /** Loads the route as a new visit (the server's render, then hydration) and waits until it has drawn its data. */
  async visit(page: Page, route: Route): Promise<void> {
    this.route = route.path;
    const url = `${this.origin}${route.path}`;
    this.missingDocument = route.status ? url : null;
    const answer = await page.goto(url);
    expect([route.path, answer?.status()]).toEqual([route.path, route.status ?? 200]);
    await this.drawn(page, route);
  }

  /** Moves to the route inside the running app, as its links do (the dashboard's sidebar and tabs). */
  async follow(page: Page, route: Route): Promise<void> {
    this.route = route.path;
    this.missingDocument = null;
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    await this.drawn(page, route);
  }

  /** Waits until the route the app went to by itself (the dashboard after signing in) has drawn its data. */
  async arrived(page: Page, route: Route): Promise<void> {
    this.route = route.path;
    this.missingDocument = null;
    await page.waitForURL(`${this.origin}${route.path}`);
    await this.drawn(page, route);
  }

  private async drawn(page: Page, route: Route): Promise<void> {
    await page.locator('#root > :not(link)').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="loading-indicator"], [aria-busy="true"]'));
    await this.quiet();
    if (!route.then) return;
    await route.then(page);
    await this.quiet();
  }

  private note(message: string) {
    this.found.push(`${this.screen} ${this.route}: ${message}`);
  }

  /** A live stream (the dashboard's rows) stays open for good: it is not a request still loading. */
  private static lasting = (request: Request) => ['eventsource', 'websocket'].includes(request.resourceType());

  private started(request: Request) {
    this.lastActivity = Date.now();
    if (!Sweep.lasting(request)) this.pending.add(request);
  }

  private ended(request: Request) {
    this.lastActivity = Date.now();
    this.pending.delete(request);
  }

  private answered(response: Response) {
    const request = response.request();
    if (!request.url().startsWith(this.origin) || response.status() < 400) return;
    if (request.url() === this.missingDocument) return;
    this.note(`${request.method()} ${request.url().slice(this.origin.length)} answered ${response.status()}`);
  }

  /** No request of the app in flight for 300 ms (at most ten seconds in all). */
  private async quiet(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (this.pending.size > 0 || Date.now() - this.lastActivity < 300)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The first link of the mail whose path starts with `path`, as a path with its query. */
function linkIn(mail: ReceivedMail, path: string): string {
  const link = new RegExp(`https?://[^\\s/]+${path}[^\\s\\]>)"]*`).exec(mail.text)?.[0];
  if (!link) throw new Error(`No ${path} link in the mail '${mail.subject}': ${mail.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * Every route of the app in Chromium at 390 and 1366 px, over the demo data: the public pages, the
 * guest's pages behind the links of their mails, every sidebar entry (and settings tab) of a
 * manager and of an admin, and the door. Not one console error, uncaught error or CSP violation,
 * and no answer of the app's own server in the 4xx/5xx range that the page did not expect.
 */
browserSuite('Console sweep: no console error or CSP violation on any route, at 390 and 1366 px', { env: { SEED_DEMO: 'true', RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  let publicRoutes: Route[];
  /** The guest's link pages, one set for each screen (a verification link works once). */
  const linkRoutes = new Map<Screen, Route[]>();

  beforeAll(async () => {
    const { api } = suite;
    const venue = (await api.get('/api/club?size=1')).body.data[0]._id;
    const event = (await api.get('/api/event?page=1&size=1')).body.data[0]._id;
    publicRoutes = [
      '/',
      '/events',
      '/event',
      `/event/${event}`,
      '/clubs',
      '/about',
      '/contact',
      `/club/${venue}/events`,
      `/club/${venue}/contact`,
      '/auth/login',
      '/auth/register',
      '/auth/change-password',
      '/auth/verified',
      '/auth/password-changed',
      '/privacy',
    ].map((path): Route => ({ path }));
    publicRoutes.push({ path: `/club/${venue}`, then: opening('Rezerviši sto') });
    // An address the app does not know is its own not-found page; an event or a venue that is not there answers 404.
    publicRoutes.push({ path: '/ova-strana-ne-postoji' }, { path: `/event/${randomUUID()}`, status: 404 }, { path: `/club/${randomUUID()}`, status: 404 });

    // A venue of the guests' own: Ana keeps her table, Nikola never comes, so Vesna is offered his.
    const club = await bookableVenue(api, suite.adminToken, 'Klub Tiha Noć', [
      { name: 'Sto 1', maxPersons: 4 },
      { name: 'Sto 2', maxPersons: 4 },
    ]);
    const managerToken = await api.login(club.managerEmail, MANAGER_PASSWORD);
    const night = nightOf(new Date()).split('-').reverse().join('.');
    const guest = (firstName: string, email: string) => ({ firstName, lastName: 'Gost', phone: '+381 64 555 1234', email });
    const ana = await api.post('/api/reservations', { clubId: club.id, tableId: club.tableIds[0], date: night, persons: 3, ...guest('Ana', 'ana@gost.test') });
    const nikola = await api.post('/api/reservations', { clubId: club.id, tableId: club.tableIds[1], date: night, persons: 2, ...guest('Nikola', 'nikola@gost.test') });
    expect([ana.status, nikola.status]).toEqual([201, 201]);
    expect((await api.post('/api/waitlist', { clubId: club.id, night, persons: 2, ...guest('Vesna', 'vesna@gost.test') })).status).toBe(201);
    expect((await api.post(`/api/reservations/${nikola.body._id}/no-show`, {}, managerToken)).status).toBe(200);
    expect((await api.post('/api/privacy/erase', { email: 'ana@gost.test' })).status).toBeLessThan(300);
    expect((await api.post('/api/auth/change-password', { email: DEMO_MANAGER })).status).toBeLessThan(300);

    const mailTo = (address: string, subject: string) => waitForMail(suite.app.mailDir, (m) => m.to.includes(address) && m.subject.includes(subject), 30_000);
    const placed = await mailTo('ana@gost.test', 'je primljena');
    // The reminder that carries 'Dolazim' goes out at the venue's hour: its link is made as the mail makes it.
    const { jwtSecret } = suite.app.running.app.get<AppConfig>(APP_CONFIG);
    const attend = new URL(reservationAttendUrl(suite.app.baseUrl, reservationAttendToken(jwtSecret, ana.body._id, 'ana@gost.test')));
    const shared = [
      linkIn(placed, '/reservation/cancel'),
      linkIn(placed, '/r/'),
      attend.pathname + attend.search,
      linkIn(await mailTo('vesna@gost.test', 'Slobodan sto'), '/waitlist/offer/'),
      linkIn(await mailTo('ana@gost.test', 'Brisanje vaših podataka'), '/privacy/erase/'),
      linkIn(await mailTo(DEMO_MANAGER, 'promenu lozinke'), '/auth/reset-password/'),
    ];
    for (const screen of ['phone', 'laptop'] as const) {
      const email = `nova.${screen}@gost.test`;
      const registered = await api.post('/api/auth/register', {
        username: `nova-${screen}`,
        firstName: 'Nova',
        lastName: 'Gošća',
        mobilePhone: '060 123 4567',
        email,
        password: 'lozinka123',
        confirmPassword: 'lozinka123',
        terms: true,
      });
      expect(registered.status).toBe(201);
      const verify = linkIn(await mailTo(email, 'potvrdite vašu email adresu'), '/auth/verify-email/');
      linkRoutes.set(
        screen,
        [...shared, verify].map((path) => ({ path })),
      );
    }
  }, 120_000);

  /** The sidebar's entries and the settings tabs the signed-in account has, as the dashboard lists them. */
  async function dashboardRoutes(sweep: Sweep, page: Page, actions: Record<string, Route['then']> = {}): Promise<Route[]> {
    const hrefs = async (selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await page.getByRole('navigation', { name: 'Meni kontrolne table' }).getByRole('link').first().waitFor({ state: 'attached' });
    const entries = await hrefs('[aria-label="Meni kontrolne table"] a');
    await sweep.follow(page, { path: '/dashboard/settings' });
    const tabs = await hrefs('a[href^="/dashboard/settings"]');
    expect(entries).toEqual(expect.arrayContaining(['/dashboard/reservation', '/dashboard/door', '/dashboard/history']));
    return [...new Set([...entries, ...tabs, '/profile'])].map((path) => ({ path, then: actions[path] }));
  }

  /** Signs in through the login form and waits for the page it leads to: the dashboard, or a guest's start page. */
  async function signIn(sweep: Sweep, page: Page, login: string, password: string, landsOn = '/dashboard/reservation') {
    await sweep.visit(page, { path: '/auth/login' });
    await logInThroughForm(page, login, password);
    await sweep.arrived(page, { path: landsOn });
  }

  async function signOut(page: Page) {
    await page.evaluate(() => localStorage.clear());
  }

  for (const screen of ['phone', 'laptop'] as const) {
    it(`at ${screen === 'phone' ? '390' : '1366'} px: the public pages, the guest's link pages and profile, a manager's and an admin's dashboard and the door`, async () => {
      const context = await newBrowserContext(suite.browser, screen);
      const sweep = new Sweep(screen, suite.app.baseUrl);
      try {
        await sweep.watch(context);
        const page = await context.newPage();
        for (const route of [...publicRoutes, ...linkRoutes.get(screen)!]) await sweep.visit(page, route);

        // The guest who registered and confirmed her address by the link just visited, on her profile.
        await signIn(sweep, page, `nova.${screen}@gost.test`, 'lozinka123', '/');
        await sweep.follow(page, { path: '/profile' });
        await signOut(page);

        await signIn(sweep, page, DEMO_MANAGER, DEMO_MANAGER_PASSWORD);
        // The admin's door first asks for a venue; the manager's opens on tonight's list.
        const managerRoutes = await dashboardRoutes(sweep, page, { '/dashboard/reservation': opening('Dodaj rezervaciju'), '/dashboard/door': opening('Gost bez rezervacije') });
        expect(managerRoutes.map(({ path }) => path)).toEqual(expect.arrayContaining(['/dashboard/menu', '/dashboard/settings/floor']));
        const menu = ['/dashboard/menu/subcategory', '/dashboard/menu/item-list'].map((path) => ({ path }));
        for (const route of [...managerRoutes, ...menu]) await sweep.follow(page, route);
        await signOut(page);

        await signIn(sweep, page, suite.app.admin.email, suite.app.admin.password);
        const adminRoutes = await dashboardRoutes(sweep, page);
        expect(adminRoutes.map(({ path }) => path)).toEqual(expect.arrayContaining(['/dashboard/users-list', '/dashboard/object-list']));
        for (const route of adminRoutes) await sweep.follow(page, route);
      } finally {
        await context.close();
      }
      expect(sweep.found).toEqual([]);
    });
  }
});
