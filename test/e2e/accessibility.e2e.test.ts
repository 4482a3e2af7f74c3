import type { Page } from 'playwright-core';
import { DEMO_MANAGER_PASSWORD } from '../../backend/src/demo/seed-demo-venues';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';

/** A dashboard screen, and the button of the modal it opens (when it has one to check as well): its name, or the start of the first row's. */
interface Screen {
  path: string;
  opens?: string | RegExp;
}

const ADMIN_SCREENS: Screen[] = [
  { path: '/dashboard/reservation', opens: 'Dodaj rezervaciju' },
  { path: '/dashboard/settings' },
  { path: '/dashboard/settings/slider' },
  { path: '/dashboard/users-list', opens: 'Dodaj korisnika' },
  { path: '/dashboard/object-list', opens: 'Dodaj objekat' },
  { path: '/dashboard/staff', opens: 'Dodaj osoblje' },
  { path: '/dashboard/events', opens: 'Dodaj događaj' },
  { path: '/dashboard/coupons', opens: 'Dodaj Kupon' },
  { path: '/dashboard/guests' },
  { path: '/dashboard/history' },
  { path: '/dashboard/reports' },
  { path: '/dashboard/promoter-settlement' },
  { path: '/dashboard/integrations', opens: 'Novi ključ' },
  { path: '/dashboard/deposits' },
  { path: '/dashboard/refunds' },
  { path: '/dashboard/fiscal-export' },
];

const MANAGER_SCREENS: Screen[] = [
  { path: '/dashboard/reservation', opens: 'Dodaj rezervaciju' },
  { path: '/dashboard/reservation', opens: /^Detalji / },
  { path: '/dashboard/reservation', opens: /^Izmeni / },
  { path: '/dashboard/door', opens: 'Gost bez rezervacije' },
  { path: '/dashboard/menu', opens: 'Dodaj kategoriju' },
  { path: '/dashboard/menu/subcategory', opens: 'Dodaj podkategoriju' },
  { path: '/dashboard/menu/item-list', opens: 'Dodaj stavku' },
  { path: '/dashboard/settings' },
  { path: '/dashboard/settings/slider' },
  { path: '/dashboard/settings/working-hours' },
  { path: '/dashboard/settings/tables', opens: 'Dodaj sto' },
  { path: '/dashboard/settings/floor', opens: 'Dodaj zonu' },
  { path: '/dashboard/staff', opens: 'Dodaj osoblje' },
  { path: '/dashboard/events', opens: 'Dodaj događaj' },
  { path: '/dashboard/events', opens: /^Ulaznice: / },
  { path: '/dashboard/coupons', opens: 'Dodaj Kupon' },
  { path: '/dashboard/guests', opens: /^Izmeni gosta / },
  { path: '/dashboard/history' },
  { path: '/dashboard/reports' },
  { path: '/dashboard/promoter-settlement', opens: 'Izmeni pravila' },
  { path: '/dashboard/promoter-settlement', opens: 'Označi kao isplaćeno' },
  { path: '/dashboard/integrations', opens: 'Novi vebhuk' },
  { path: '/dashboard/deposits' },
  { path: '/dashboard/refunds', opens: /^Vraćeno: porudžbina / },
  { path: '/dashboard/fiscal-export' },
  { path: '/dashboard/settings/terms' },
];

/** The page has drawn its data: no spinner or skeleton left, and the fades have ended. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading-indicator"], [aria-busy="true"], .fade:not(.show)'));
  // A modal still fading in shows its colours lighter than they are: wait for the transitions to end (not the endless pulses).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  await page.waitForTimeout(400);
}

/**
 * axe-core on every public page and every dashboard screen of an admin and of a manager (with
 * their add modals open), over the demo data: no violation that axe rates serious or critical.
 */
browserSuite('Accessibility: axe-core finds no serious or critical violation on any page', { env: { SEED_DEMO: 'true' } }, (suite) => {
  /** Opens each path (and its modal) and gathers what axe finds, each line under its page. */
  async function violationsOf(screens: Screen[]): Promise<string[]> {
    const { page } = suite;
    const found: string[] = [];
    for (const screen of screens) {
      await page.goto(suite.url(screen.path));
      await settled(page);
      found.push(...(await seriousViolations(page)).map((line) => `${screen.path}: ${line}`));
      if (!screen.opens) continue;
      await page
        .getByRole('button', { name: screen.opens, exact: typeof screen.opens === 'string' })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await settled(page);
      found.push(...(await seriousViolations(page)).map((line) => `${screen.path} ${String(screen.opens)}: ${line}`));
    }
    return found;
  }

  /** A demo event with tickets, and a free order of them: its order page and a ticket's page (/porudzbina/<id>, /t/<token>). */
  let ticketPaths: Promise<string[]> | null = null;
  const ticketPages = () =>
    (ticketPaths ??= (async () => {
      const event = (await suite.api.get('/api/event?page=1&size=1')).body.data[0];
      // The demo's event may sell tickets already: its tiers stay, a free one is added beside them.
      const current = (await suite.api.get(`/api/event/${event._id}/tickets`)).body.tiers as Array<Record<string, unknown>>;
      const kept = current.map(({ _id, name, price, capacity, salesStart, salesEnd, maxPerOrder, opensAfter }) => ({
        _id,
        name,
        price,
        capacity,
        salesStart,
        salesEnd,
        maxPerOrder,
        opensAfter,
      }));
      const tiers = await suite.api.put(`/api/event/${event._id}/tickets`, { tiers: [...kept, { name: 'Ulaz', price: 0, capacity: 100, maxPerOrder: 4 }] }, suite.adminToken);
      const free = (tiers.body.tiers as Array<{ _id: string; name: string }>).find(({ name }) => name === 'Ulaz');
      const buyer = { firstName: 'Ana', lastName: 'Ilić', email: 'ana@kupac.test', phone: '+381 64 123 4567' };
      const order = await suite.api.post('/api/ticket-orders', { eventId: event._id, tierId: free?._id, quantity: 2, ...buyer });
      const code: string = order.body.tickets[0].code;
      return [`/porudzbina/${order.body._id}`, code.slice(code.indexOf('/t/'))];
    })());

  async function publicPaths(): Promise<string[]> {
    const venue = (await suite.api.get('/api/club?size=1')).body.data[0];
    const event = (await suite.api.get('/api/event?page=1&size=1')).body.data[0];
    const tickets = await ticketPages();
    return [
      '/',
      '/events',
      `/event/${event._id}`,
      '/clubs',
      `/club/${venue._id}`,
      `/club/${venue._id}/events`,
      `/club/${venue._id}/contact`,
      '/contact',
      '/about',
      ...tickets,
      '/auth/login',
      '/auth/register',
      '/ovo-ne-postoji',
    ];
  }

  it("on the public pages: home, events, an event, venues, a venue, contact, about, a ticket order and a ticket's page, login and registration", async () => {
    expect(await violationsOf((await publicPaths()).map((path) => ({ path })))).toEqual([]);
  });

  it("on every demo venue's own pages, whatever colour its manager chose (a brown, a gold, a neon red)", async () => {
    const venues: { _id: string }[] = (await suite.api.get('/api/club?page=1&size=50')).body.data;
    expect(venues.length).toBeGreaterThan(5);
    expect(await violationsOf(venues.flatMap(({ _id }) => [{ path: `/club/${_id}` }, { path: `/club/${_id}/contact` }]))).toEqual([]);
  });

  it("on a phone (390 px): the public pages and every screen of a manager's dashboard", async () => {
    await suite.reopenOn('phone');
    const found = await violationsOf((await publicPaths()).map((path) => ({ path })));
    await suite.logIn('menadzer.ponoc@izlazak.rs', DEMO_MANAGER_PASSWORD);
    found.push(...(await violationsOf(MANAGER_SCREENS.map(({ path }) => ({ path })))));
    expect(found).toEqual([]);
  });

  it("on every sidebar entry of the admin's dashboard, and its add modal", async () => {
    await suite.logInAsAdmin();
    expect(await violationsOf(ADMIN_SCREENS)).toEqual([]);
  });

  it("on every sidebar entry of a manager's dashboard, its add modal, and a reservation's detail and edit", async () => {
    await suite.logIn('menadzer.ponoc@izlazak.rs', DEMO_MANAGER_PASSWORD);
    expect(await violationsOf(MANAGER_SCREENS)).toEqual([]);
  });
});
