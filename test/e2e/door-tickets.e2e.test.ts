import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TicketOrderView, TicketTiersView } from '@izlazak/contracts';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { qrCodePng } from '../../backend/src/platform/qr/qr-code';
import { MANAGER_PASSWORD, registerAccount, type CreatedVenue } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { logInThroughForm } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { fakeCameraArgs, writeFakeCameraVideo } from '../support/fake-camera';
import { bookableVenue } from '../support/venues';

const CAMERA_VIDEO = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-door-tickets-camera-')), 'camera.y4m');
const BUYER = { firstName: 'Ana', lastName: 'Ilić', email: 'ana@ulaznica.test', phone: '+381 64 123 4567' };

/**
 * Tickets at the door, on the same screen as the tables and the list: a ticket's QR code (its
 * `APP_URL/t/<token>`) opens its card, 'Pusti unutra' lets it in with one tap, a second scan says
 * when and by whom; a ticket let in without a connection that another phone let in meanwhile is a
 * double entry once the connection is back: said with both times, never a second admission.
 */
browserSuite('The door lets tickets in', { screen: 'phone', browserArgs: fakeCameraArgs(CAMERA_VIDEO) }, (suite) => {
  let page: Page;
  let venue: CreatedVenue;
  let managerToken = '';
  let staff = { email: '', password: '' };
  let staffToken = '';
  let tierId = '';
  let eventId = '';

  beforeAll(async () => {
    venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Ulaznica Vrata', [{ name: 'Sto 1', maxPersons: 6 }]);
    managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    staff = await registerAccount(suite.app, 'staff', 'vrata.ulaznice@izlazak.test', venue.id);
    staffToken = await suite.api.login(staff.email, staff.password);
    const event = await suite.api.post(
      '/api/event',
      { title: 'Večeras u klubu', description: 'Opis', dateOfEvent: tonight(new Date()), startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '0' },
      managerToken,
    );
    expect(event.status).toBe(201);
    eventId = event.body._id;
    const tiers = await suite.api.put<TicketTiersView>(`/api/event/${eventId}/tickets`, { tiers: [{ name: 'Gratis', price: 0, capacity: 50, maxPerOrder: 2 }] }, managerToken);
    expect(tiers.status).toBe(200);
    tierId = tiers.body.tiers[0]._id;
  });

  afterAll(() => fs.rmSync(path.dirname(CAMERA_VIDEO), { recursive: true, force: true }));

  beforeEach(() => {
    page = suite.page;
  });

  async function buy(firstName: string): Promise<TicketOrderView['tickets'][number]> {
    const order = await suite.api.post<TicketOrderView>('/api/ticket-orders', { eventId, tierId, quantity: 1, ...BUYER, firstName });
    expect(order.status).toBe(201);
    return order.body.tickets[0];
  }

  async function openDoor() {
    await page.goto(suite.url('/auth/login'));
    await logInThroughForm(page, staff.email, staff.password);
    await page.waitForURL(suite.url('/dashboard/door'));
    await page.getByRole('heading', { name: 'Ulaz', exact: true }).waitFor();
  }

  const admissions = async (ticketId: string) =>
    (await suite.app.running.kernel.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'TicketAdmitted' AND data->>'ticketId' = $1", [ticketId])).rows[0]
      .n;
  const search = () => page.getByRole('searchbox', { name: 'Pretraga gostiju' });
  const ticketRow = (name: string) => page.getByRole('list', { name: 'Večerašnje ulaznice' }).getByTestId('door-ticket').filter({ hasText: name });

  it("scans a ticket's code: its card, 'Pusti unutra' with one tap, and a second scan says when and by whom", async () => {
    const ticket = await buy('Ana');
    await writeFakeCameraVideo(CAMERA_VIDEO, [{ png: await qrCodePng(ticket.code), seconds: 2 }]);
    await openDoor();
    await page.getByTestId('door-ticket-count').getByText('Ulaznice: ušlo 0 od 1').waitFor();

    await page.getByRole('button', { name: 'Skeniraj', exact: true }).click();
    const scanner = page.getByRole('dialog', { name: 'Skeniranje QR koda' });
    await scanner.waitFor();
    const card = page.getByRole('dialog', { name: 'Ana Ilić' });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText('Gratis', { exact: true }).waitFor();
    await card.getByText('Večeras u klubu', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Pusti unutra', exact: true }).click();
    await card.waitFor({ state: 'hidden' });
    await page.getByTestId('door-notice').getByText('Ana Ilić (Gratis) je unutra').waitFor();
    await page.getByTestId('door-ticket-count').getByText('Ulaznice: ušlo 1 od 1').waitFor();
    await page.getByTestId('inside-count').getByText('Unutra: 1').waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Skeniraj', exact: true }).click();
    await scanner
      .getByTestId('scan-refusal')
      .getByText(/^Ulaznica iskorišćena u \d\d:\d\d, Test$/)
      .waitFor({ timeout: 30_000 });
    await scanner.getByRole('button', { name: 'Zatvori kameru' }).click();
    await scanner.waitFor({ state: 'hidden' });
    expect(await admissions(ticket._id)).toBe(1);
  });

  it('lets a ticket in without a connection; another phone let it in meanwhile: once back, a double entry with both times, one admission', async () => {
    const ticket = await buy('Mila');
    await openDoor();
    await search().fill('mila');
    await ticketRow('Mila Ilić').waitFor();

    await suite.context.setOffline(true);
    await page.getByTestId('door-offline').waitFor();
    // The other door phone, offline a minute ago, reaches the server first.
    const other = await suite.api.post(
      `/api/tickets/${ticket._id}/admission`,
      { commandId: 'drugi-telefon-0001', admittedAt: new Date(Date.now() - 60_000).toISOString() },
      staffToken,
    );
    expect(other.status).toBe(200);

    await ticketRow('Mila Ilić').click();
    const card = page.getByRole('dialog', { name: 'Mila Ilić' });
    await card.getByRole('button', { name: 'Pusti unutra', exact: true }).click();
    await card.waitFor({ state: 'hidden' });
    await page.getByTestId('door-waiting').getByText('Čeka slanje: 1').waitFor();
    // The guest went in at this door too; the phone stays without signal a while.
    await new Promise((resolve) => setTimeout(resolve, 16_000));

    await suite.context.setOffline(false);
    await page.getByTestId('door-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    const refused = page.getByTestId('door-refused');
    await refused.getByText(/^Dvostruki ulaz: ulaznica iskorišćena u \d\d:\d\d, Test, i ponovo u \d\d:\d\d, Test$/).waitFor();
    await page
      .getByTestId('door-double-entries')
      .getByText(/^Dvostruki ulaz: ulaznica iskorišćena u \d\d:\d\d, Test, i ponovo u \d\d:\d\d, Test$/)
      .waitFor({ timeout: 15_000 });
    expect(await admissions(ticket._id)).toBe(1);
  });
});
