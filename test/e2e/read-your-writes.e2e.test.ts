import type { Page, Request } from 'playwright-core';
import { comparePositionTexts } from '@izlazak/contracts';
import { addDays, tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD, createVenue, type CreatedVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';

const formatNight = (night: string) => night.split('-').reverse().join('.');

/**
 * The base query's side of read-your-writes: the position a command's answer names
 * (X-Izlazak-Position) goes back on the tab's later API requests (X-Izlazak-After), a reload too.
 */
browserSuite('Read-your-writes in the browser: the tab sends back the position of its last write', (suite) => {
  let page: Page;
  let venue: CreatedVenue;

  beforeAll(async () => {
    venue = await createVenue(suite.api, suite.adminToken, 'Klub Pozicija');
  });
  beforeEach(() => {
    page = suite.page;
  });

  /** The API requests the page sends from now on, with the header each carried. */
  function apiRequests(on: Page) {
    const sent: { method: string; path: string; after: string | undefined }[] = [];
    on.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) sent.push({ method: request.method(), path: url.pathname, after: request.headers()['x-izlazak-after'] });
    });
    return sent;
  }

  it("sends the manager's new coupon's position on the list's refetch and after a reload, and never before the first write", async () => {
    const sent = apiRequests(page);
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.getByRole('navigation', { name: 'Meni kontrolne table' }).getByRole('link', { name: 'Kuponi' }).click();
    await page.getByRole('heading', { name: 'Kuponi' }).waitFor();
    // A fresh tab has written nothing: its first requests carry no position.
    expect(sent.find((request) => request.path === '/api/auth/login')?.after).toBeUndefined();

    await page.getByRole('button', { name: 'Dodaj Kupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj kupon' });
    await dialog.getByRole('textbox', { name: 'Naziv kupona' }).fill('Pozicija');
    await dialog.getByRole('textbox', { name: 'Kupon kod' }).fill('POZ10');
    await dialog.getByRole('spinbutton', { name: 'Limit' }).fill('5');
    await dialog.getByRole('spinbutton', { name: 'Popust' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Početni datum' }).fill(formatNight(tonight(new Date())));
    await dialog.getByRole('textbox', { name: 'Završni datum' }).fill(formatNight(addDays(tonight(new Date()), 30)));
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/coupons');
    await dialog.getByRole('button', { name: 'Dodajte kupon' }).click();
    const position = (await created).headers()['x-izlazak-position'];
    expect(position).toMatch(/^\d+\/\d+$/);
    await page.getByTestId('coupon-row').filter({ hasText: 'POZ10' }).waitFor();

    const afterCoupon = sent.slice(sent.findIndex((request) => request.method === 'POST' && request.path === '/api/coupons') + 1);
    const refetch = afterCoupon.find((request) => request.method === 'GET' && request.path === '/api/coupons');
    expect(refetch?.after).toBe(position);

    sent.length = 0;
    await page.reload();
    await page.getByTestId('coupon-row').filter({ hasText: 'POZ10' }).waitFor();
    const reads = sent.filter((request) => request.method === 'GET');
    expect(reads.length).toBeGreaterThan(0);
    // The coupon's position, or a later write's of the tab: never none, never an older one.
    const older = reads.filter((request) => !request.after || comparePositionTexts(request.after, position) < 0);
    expect(older).toEqual([]);
  });
});
