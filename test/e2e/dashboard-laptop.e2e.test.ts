import type { Locator, Page } from 'playwright-core';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD, type CreatedVenue } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

/** The two laptops a venue's office has: the manager's screens fit them whole. */
const LAPTOPS = [
  { width: 1366, height: 900 },
  { width: 1280, height: 800 },
] as const;

const shots = (page: Page, name: string) => (process.env.LAYOUT_E2E_SHOTS ? page.screenshot({ path: `/tmp/layout-e2e-${name}.png` }).catch(() => undefined) : undefined);

/** Where an element is on the screen, and what a click at its centre reaches (nothing covers it when it is the element itself). */
function placeOf(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      left: box.left,
      right: box.right,
      top: box.top,
      bottom: box.bottom,
      covering: hit === null ? 'nothing' : hit === element || element.contains(hit) ? '' : `${hit.tagName}.${hit.className}`,
      textFits: element.scrollWidth <= element.clientWidth,
    };
  });
}

/**
 * A venue's manager on a laptop beside the open sidebar: tonight's reservations in every state
 * with all their actions in view (no sideways scrolling), and every sidebar entry in view, for a
 * manager and for an admin, at 1366 × 900 and 1280 × 800.
 */
browserSuite('The dashboard on a laptop: the reservations table and the sidebar fit 1366 × 900 and 1280 × 800', { env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  let page: Page;
  let venue: CreatedVenue;
  const night = tonight(new Date());
  /** The guests of tonight and the actions each row offers. */
  const guests = [
    { firstName: 'Aleksandra', lastName: 'Stanković-Radovanović', status: 'Pending', actions: ['Stigli:', 'Nisu došli:', 'Potvrdi', 'Odbij', 'Detalji', 'Izmeni', 'Obriši'] },
    { firstName: 'Konstantin', lastName: 'Miladinović', status: 'Pending', actions: ['Stigli:', 'Nisu došli:', 'Potvrdi', 'Odbij', 'Detalji', 'Izmeni', 'Obriši'] },
    { firstName: 'Jelena', lastName: 'Jovanović', status: 'Complete', actions: ['Stigli:', 'Nisu došli:', 'Detalji', 'Izmeni', 'Obriši'] },
    { firstName: 'Nikola', lastName: 'Nikolić', status: 'NoShow', actions: ['Detalji', 'Izmeni', 'Obriši'] },
    { firstName: 'Milica', lastName: 'Stojanović', status: 'Arrived', actions: ['Detalji', 'Izmeni', 'Obriši'] },
  ] as const;

  beforeAll(async () => {
    const { api } = suite;
    const tables = guests.map((_, i) => ({ name: `Separe uz binu ${i + 1}`, maxPersons: 8, area: 'Separei' }));
    const created = await bookableVenue(api, suite.adminToken, 'Klub Širok Ekran', tables);
    venue = created;
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    for (const [i, guest] of guests.entries()) {
      const placed = await api.post('/api/reservations', {
        clubId: venue.id,
        tableId: created.tableIds[i],
        date: night,
        persons: 4 + i,
        firstName: guest.firstName,
        lastName: guest.lastName,
        phone: `+381 64 123 45${60 + i}`,
        email: `gost${i}@siroki.test`,
      });
      expect(placed.status).toBe(201);
      const id = placed.body._id;
      if (guest.status !== 'Pending') expect((await api.put(`/api/reservations/${id}`, { status: 'Complete' }, managerToken)).status).toBe(200);
      if (guest.status === 'NoShow') expect((await api.post(`/api/reservations/${id}/no-show`, {}, managerToken)).status).toBe(200);
      if (guest.status === 'Arrived') expect((await api.post(`/api/reservations/${id}/arrival`, { persons: 4 }, managerToken)).status).toBe(200);
    }
  });
  beforeEach(() => {
    page = suite.page;
  });

  it("shows every action of every row of tonight's reservations without scrolling sideways, 'Nisu došli' whole, and axe finds nothing serious", async () => {
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    const table = page.getByRole('table', { name: 'Rezervacije' });
    const rows = table.getByTestId('reservation-row');
    await rows.nth(guests.length - 1).waitFor();
    await table.getByTestId('reservation-status').filter({ hasText: 'Nisu došli' }).waitFor();

    for (const size of LAPTOPS) {
      await page.setViewportSize(size);
      await page.waitForFunction((width) => window.innerWidth === width, size.width);
      await shots(page, `reservations-${size.width}`);
      const fits = await table.evaluate((element) => {
        const scroller = element.parentElement!;
        return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, pageWidth: document.documentElement.scrollWidth };
      });
      expect([size.width, fits.scrollWidth]).toEqual([size.width, expect.any(Number)]);
      expect(fits.scrollWidth).toBeLessThanOrEqual(fits.clientWidth);
      expect(fits.pageWidth).toBeLessThanOrEqual(size.width);
      const card = (await table.evaluate((element) => {
        const box = element.closest('.data-card')!.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }))!;

      for (const guest of guests) {
        const name = `${guest.firstName} ${guest.lastName}`;
        const row = rows.filter({ hasText: name });
        await row.scrollIntoViewIfNeeded();
        const offered = (await row.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))).map((label) =>
          label.replace(` ${name}`, '').replace(name, '').trim(),
        );
        expect(offered.sort()).toEqual([...guest.actions].sort());
        for (const button of await row.getByRole('button').all()) {
          const place = await placeOf(button);
          const label = await button.getAttribute('aria-label');
          // Named in the failure: which button of which row, at which size, and what covers it.
          expect({ size: size.width, label, covering: place.covering, textFits: place.textFits }).toEqual({ size: size.width, label, covering: '', textFits: true });
          expect([label, place.left >= card.left && place.right <= card.right]).toEqual([label, true]);
          expect([label, place.left >= 0 && place.right <= size.width && place.top >= 0 && place.bottom <= size.height]).toEqual([label, true]);
        }
        const status = await placeOf(row.getByTestId('reservation-status'));
        expect([name, status.textFits, status.right <= card.right]).toEqual([name, true, true]);
      }
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  /** Every entry of the sidebar's menu, and help and logging out, on the screen and not covered. */
  async function expectWholeSidebar(size: { width: number; height: number }) {
    const sidebar = page.getByTestId('dashboard-sidebar');
    const entries = sidebar.getByRole('navigation', { name: 'Meni kontrolne table' }).getByRole('link');
    await entries.first().waitFor();
    const named = [...(await entries.all()), sidebar.getByRole('link', { name: 'Uputstvo' }), sidebar.getByRole('button', { name: 'Izloguj se' })];
    const labels: string[] = [];
    for (const entry of named) {
      const place = await placeOf(entry);
      const label = (await entry.innerText()).trim();
      labels.push(label);
      expect({ size: `${size.width}×${size.height}`, label, covering: place.covering }).toEqual({ size: `${size.width}×${size.height}`, label, covering: '' });
      expect([label, place.top >= 0 && place.bottom <= size.height]).toEqual([label, true]);
    }
    return labels;
  }

  it('shows every sidebar entry of a manager and of an admin on the screen, none under the help card', async () => {
    for (const size of LAPTOPS) {
      await page.setViewportSize(size);
      await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
      const manager = await expectWholeSidebar(size);
      expect(manager).toEqual(expect.arrayContaining(['Izveštaji', 'Istorija izmena', 'Integracije', 'Uputstvo', 'Izloguj se']));
      await shots(page, `sidebar-manager-${size.width}`);
      await page.getByRole('button', { name: 'Izloguj se' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));

      await suite.logInAsAdmin();
      const admin = await expectWholeSidebar(size);
      expect(admin).toEqual(expect.arrayContaining(['Lista korisnika', 'Lista objekata', 'Istorija izmena', 'Integracije', 'Uputstvo']));
      expect(admin.length).toBeGreaterThan(manager.length - 1);
      await page.getByRole('button', { name: 'Izloguj se' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    }
  });
});
