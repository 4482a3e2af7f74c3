import type { Locator, Page } from 'playwright-core';
import { addDays, belgradeInstant, tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

const shots = (page: Page, name: string) =>
  process.env.FLOOR_E2E_SHOTS ? page.screenshot({ path: `/tmp/floor-e2e-${name}.png`, fullPage: true }).catch(() => undefined) : undefined;

/**
 * Runs `work` with the clock of this process (the app's too: it runs in it) standing at `instant`
 * and going on from there. Only `Date` moves: timers, the database's clock and the sessions keep
 * real time. The events the app appends then are recorded at that moment, as they would have been
 * by a guest booking at that minute of the night.
 */
async function at<T>(instant: Date, work: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: instant,
    advanceTimers: true,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  try {
    return await work();
  } finally {
    jest.useRealTimers();
  }
}

/**
 * 'Ko je imao sto u …' on the venue's plan: a guest takes a booth at 00:40 of a night and the
 * manager cancels it at 02:10; the replay of that night shows the booth free at 00:30, held at
 * 01:30 with the guest's name, and free again at 03:00, moving along the slider over the night.
 */
browserSuite('The night replayed on the floor plan', { env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  let page: Page;
  // A coming night: its minutes from 00:40 on are after everything else this suite does.
  const night = addDays(tonight(new Date()), 2);
  const morning = addDays(night, 1);
  const shown = (date: string) => date.split('-').reverse().join('.');

  beforeAll(async () => {
    const { api } = suite;
    const venue = await bookableVenue(api, suite.adminToken, 'Klub Ponoć', [
      { name: 'Separe 1', maxPersons: 6, area: 'Separei' },
      { name: 'Sto 2', maxPersons: 4, area: 'Bašta' },
      { name: 'Sto 3', maxPersons: 4, area: 'Bašta' },
    ]);
    const [separe, sto2, sto3] = venue.tableIds;
    const drawn = await api.put(
      `/api/club/${venue.id}/floor`,
      {
        width: 1000,
        height: 600,
        zones: [
          { name: 'Separei', color: '#7c3aed' },
          { name: 'Bašta', color: '#16a34a' },
        ],
        tables: [
          { _id: separe, zoneId: 'Separei', shape: 'booth', x: 200, y: 150, width: 220, height: 120, rotation: 0, minPersons: 2, maxPersons: 6 },
          { _id: sto2, zoneId: 'Bašta', shape: 'round', x: 550, y: 400, width: 140, height: 140, rotation: 0, minPersons: 1, maxPersons: 4 },
          { _id: sto3, zoneId: 'Bašta', shape: 'round', x: 800, y: 400, width: 140, height: 140, rotation: 0, minPersons: 1, maxPersons: 4 },
        ],
      },
      suite.adminToken,
    );
    expect(drawn.status).toBe(200);
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    const guest = (tableId: string, firstName: string, lastName: string, persons: number) => ({
      clubId: venue.id,
      tableId,
      date: night,
      persons,
      firstName,
      lastName,
      phone: '+381 64 222 3344',
      email: `${firstName.toLowerCase()}@gost.test`,
    });

    const ana = await at(belgradeInstant(morning, '00:40'), async () => {
      const placed = await api.post('/api/reservations', guest(separe, 'Ana', 'Anić', 4));
      expect(placed.status).toBe(201);
      expect((await api.post('/api/reservations', guest(sto2, 'Boris', 'Borić', 2))).status).toBe(201);
      return placed.body;
    });
    await at(belgradeInstant(morning, '02:10'), async () => {
      expect((await api.put(`/api/reservations/${ana._id}`, { status: 'Cancelled' }, managerToken)).status).toBe(200);
    });
    // The events really carry those minutes.
    const { rows } = await suite.app.running.kernel.pool.query<{ type: string; at: string }>(
      "SELECT type, metadata->>'occurredAt' AS at FROM events WHERE stream_id = $1 ORDER BY stream_revision",
      [`table-night-${separe}-${night}`],
    );
    expect(rows.map((row) => [row.type, Date.parse(row.at) >= belgradeInstant(morning, '00:40').getTime()])).toEqual([
      ['ReservationPlaced', true],
      ['ReservationCancelled', true],
    ]);
  });

  beforeEach(async () => {
    page = suite.page;
  });

  /** The tool, asked about Klub Ponoć at `time` of the night. */
  async function replayAt(time: string): Promise<Locator> {
    await suite.logInAsAdmin();
    await page.goto(suite.url('/dashboard/history'));
    const tool = page.getByRole('region', { name: 'Ko je imao sto' });
    await tool.getByLabel('Objekat').selectOption({ label: 'Klub Ponoć' });
    await tool.getByLabel('Noć').fill(shown(night));
    await tool.getByLabel('Vreme', { exact: true }).fill(time);
    await tool.getByRole('button', { name: 'Prikaži' }).click();
    return tool;
  }
  const onPlan = (tool: Locator, name: string) => tool.getByRole('group', { name: 'Raspored u tom trenutku' }).getByRole('img', { name, exact: true });
  const separeFree = 'Separe 1, 2–6 osoba, slobodan';
  const separeHeld = 'Separe 1, 2–6 osoba, na čekanju: Ana Anić, 4 osobe';
  const stoHeld = 'Sto 2, do 4 osobe, na čekanju: Boris Borić, 2 osobe';

  it('shows the plan at the chosen minute and replays who held which table along the slider', async () => {
    const tool = await replayAt('00:30');
    await onPlan(tool, separeFree).waitFor();
    await onPlan(tool, 'Sto 2, do 4 osobe, slobodan').waitFor();
    await tool.getByText(`Stanje u ${shown(morning)} 00:30`).waitFor();

    const slider = tool.getByRole('slider', { name: 'Vreme u noći' });
    // 01:30 is 150 minutes after 23:00: the 30th step of five minutes.
    await slider.fill('30');
    expect(await tool.locator('output').textContent()).toBe('01:30');
    await onPlan(tool, separeHeld).waitFor();
    await onPlan(tool, stoHeld).waitFor();
    // The guest's name is drawn on the table too.
    expect(await tool.getByRole('group', { name: 'Raspored u tom trenutku' }).textContent()).toContain('Ana A. · 4');
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'replay');

    // 03:00: cancelled at 02:10, the booth is free again; Boris still holds his table.
    await slider.fill('48');
    await onPlan(tool, separeFree).waitFor();
    await onPlan(tool, stoHeld).waitFor();
    // Venues without a plan keep the list; this one shows none.
    expect(await tool.getByRole('table', { name: 'Stolovi u tom trenutku' }).count()).toBe(0);
  });

  it('shows the night held at 01:30 on a phone, the whole plan in view', async () => {
    page = await suite.reopenOn('phone');
    const tool = await replayAt('01:30');
    await onPlan(tool, separeHeld).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The arrows step five minutes: 01:30 → 01:20 is still held, and the plan follows the keys.
    await tool.getByRole('slider', { name: 'Vreme u noći' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await tool.locator('output').textContent()).toBe('01:20');
    await tool.getByText(/Stanje u .* 01:20/).waitFor();
    await onPlan(tool, separeHeld).waitFor();
    await shots(page, 'replay-phone');
  });
});
