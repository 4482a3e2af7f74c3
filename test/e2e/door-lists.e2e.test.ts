import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { GuestListEntryView } from '@izlazak/contracts';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { qrCodePng } from '../../backend/src/platform/qr/qr-code';
import { MANAGER_PASSWORD, registerAccount, type CreatedVenue } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { logInThroughForm } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { fakeCameraArgs, writeFakeCameraVideo } from '../support/fake-camera';
import { bookableVenue } from '../support/venues';

const CAMERA_VIDEO = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-door-lists-camera-')), 'camera.y4m');

const LIST = { name: 'Lista — besplatan ulaz', benefit: 'Besplatan ulaz za ime i pratioce', price: 0, capacity: 50, maxPlusOnes: 2, closesAt: '05:59', public: true };

/**
 * The guest list at the door, on the same screen as the tables: a name's QR code (its
 * `APP_URL/g/<code>`) opens its card, 2 of 1 + 2 come in, and a second scan says when and who; a
 * search by phone finds the name marked 'Lista'; a mistaken 'Stigli' is taken back from the card;
 * a name let in without a connection is sent once when the connection is back.
 */
browserSuite("The door works tonight's guest list", { screen: 'phone', browserArgs: fakeCameraArgs(CAMERA_VIDEO) }, (suite) => {
  let page: Page;
  let venue: CreatedVenue;
  let managerToken = '';
  let staff = { email: '', password: '' };
  let listId = '';

  beforeAll(async () => {
    venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Lista Vrata', [{ name: 'Sto 1', maxPersons: 6 }]);
    managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    staff = await registerAccount(suite.app, 'staff', 'marko.lista@izlazak.test', venue.id);
    const opened = await suite.api.post(`/api/club/${venue.id}/guest-lists`, { night: tonight(new Date()), ...LIST }, managerToken);
    expect(opened.status).toBe(201);
    listId = opened.body._id;
  });

  afterAll(() => fs.rmSync(path.dirname(CAMERA_VIDEO), { recursive: true, force: true }));

  beforeEach(() => {
    page = suite.page;
  });

  async function signUp(firstName: string, lastName: string, phone: string, plusOnes: number): Promise<GuestListEntryView> {
    const entry = await suite.api.post(`/api/guest-lists/${listId}/entries`, { firstName, lastName, phone, plusOnes });
    expect(entry.status).toBe(201);
    return entry.body;
  }

  async function openDoor() {
    await page.goto(suite.url('/auth/login'));
    await logInThroughForm(page, staff.email, staff.password);
    await page.waitForURL(suite.url('/dashboard/door'));
    await page.getByRole('heading', { name: 'Ulaz', exact: true }).waitFor();
  }

  const entryOf = async (id: string) =>
    ((await suite.api.get<GuestListEntryView[]>(`/api/guest-lists/${listId}/entries`, managerToken)).body as GuestListEntryView[]).find((entry) => entry._id === id)!;
  const arrivals = async (id: string) =>
    (await suite.app.running.kernel.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'GuestListEntryArrived' AND data->>'entryId' = $1", [id])).rows[0]
      .n;
  /** Whether the service worker keeps the scanner's .wasm (the door warms it a few seconds after the screen opens). */
  async function scannerKeptOffline() {
    const kept = () => page.evaluate(async () => (await (await caches.open('izlazak-door-shell-v1')).keys()).some((request) => new URL(request.url).pathname.endsWith('.wasm')));
    for (let tries = 0; !(await kept()); tries += 1) {
      if (tries > 60) throw new Error('the scanner was not kept for offline');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const search = () => page.getByRole('searchbox', { name: 'Pretraga gostiju' });
  const listRow = (name: string) => page.getByRole('list', { name: 'Večerašnja lista' }).getByTestId('door-list-entry').filter({ hasText: name });

  it("scans a list name's code: its card, 2 of 1 + 2 come in, and a second scan says when and who", async () => {
    const mila = await signUp('Mila', 'Jović', '+381 60 300 0001', 2);
    await writeFakeCameraVideo(CAMERA_VIDEO, [{ png: await qrCodePng(suite.url(`/g/${mila.code}`)), seconds: 2 }]);
    await openDoor();

    await page.getByRole('button', { name: 'Skeniraj', exact: true }).click();
    const scanner = page.getByRole('dialog', { name: 'Skeniranje QR koda' });
    await scanner.waitFor();
    const card = page.getByRole('dialog', { name: 'Mila Jović' });
    await card.waitFor({ timeout: 30_000 });
    expect(await scanner.count()).toBe(0);
    await card.getByText(LIST.name, { exact: true }).waitFor();
    await card.getByText(LIST.benefit, { exact: true }).waitFor();
    await card.getByText('+2', { exact: true }).waitFor();
    const persons = card.getByRole('spinbutton', { name: 'Broj osoba' });
    expect(await persons.inputValue()).toBe('3');
    await card.getByRole('button', { name: 'Broj osoba: manje' }).click();
    expect(await persons.inputValue()).toBe('2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Stigli', exact: true }).click();
    await card.waitFor({ state: 'hidden' });
    await page.getByTestId('door-notice').getByText(`Mila Jović: ušli sa liste, 2 osobe (${LIST.name})`).waitFor();
    expect((await entryOf(mila._id)).arrived).toMatchObject({ persons: 2, by: 'Test' });

    await page.getByRole('button', { name: 'Skeniraj', exact: true }).click();
    await scanner
      .getByTestId('scan-refusal')
      .getByText(/^Mila Jović: ušli u \d\d:\d\d \(upisao: Test\)$/)
      .waitFor({ timeout: 30_000 });
    await scanner.getByRole('button', { name: 'Zatvori kameru' }).click();
    await scanner.waitFor({ state: 'hidden' });
    expect(await arrivals(mila._id)).toBe(1);
    expect(await page.getByTestId('door-list-count').textContent()).toBe('Lista: ušlo 2 od 3');
  });

  it("finds a list name by phone beside the reservations, marked 'Lista' with its list", async () => {
    await signUp('Pera', 'Perić', '+381 60 300 0002', 1);
    await openDoor();
    await search().fill('060 300 0002');
    const row = listRow('Pera Perić');
    await row.waitFor();
    expect(await row.textContent()).toBe(`ListaPera Perić +1${LIST.name}2 osobe`);
    expect(await page.getByText('Niko na spisku ne odgovara pretrazi.').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("takes a mistaken 'Stigli' back from the name's card (a second tap confirms), and the name can come in again", async () => {
    const nina = await signUp('Nina', 'Nikolić', '+381 60 300 0004', 1);
    expect((await suite.api.post(`/api/guest-list-entries/${nina._id}/arrival`, { persons: 2 }, managerToken)).status).toBe(200);
    await openDoor();
    await search().fill('nina');
    await listRow('Nina Nikolić').getByTestId('door-list-entry-status').getByText('Ušli 2/2', { exact: true }).waitFor();
    await listRow('Nina Nikolić').click();
    const card = page.getByRole('dialog', { name: 'Nina Nikolić' });
    await card.getByTestId('door-verdict').waitFor();
    await card.getByRole('button', { name: 'Poništi ulazak', exact: true }).click();
    // The first tap only asks: nothing is taken back yet.
    expect((await entryOf(nina._id)).arrived).toMatchObject({ persons: 2 });
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Da, poništi ulazak', exact: true }).click();
    await card.waitFor({ state: 'hidden' });
    await page.getByTestId('door-notice').getByText(`Nina Nikolić: ulazak sa liste je poništen (${LIST.name})`).waitFor();
    await listRow('Nina Nikolić').getByTestId('door-list-entry-status').getByText('2 osobe', { exact: true }).waitFor();
    expect((await entryOf(nina._id)).arrived).toBeNull();
    expect((await entryOf(nina._id)).arrivalUndone).toMatchObject({ by: 'Test' });

    // The name is out again: its card lets it in.
    await listRow('Nina Nikolić').click();
    await card.getByRole('button', { name: 'Stigli', exact: true }).click();
    await card.waitFor({ state: 'hidden' });
    await listRow('Nina Nikolić').getByTestId('door-list-entry-status').getByText('Ušli 2/2', { exact: true }).waitFor();
    expect((await entryOf(nina._id)).arrived).toMatchObject({ persons: 2, by: 'Test' });
    expect(await arrivals(nina._id)).toBe(2);
  });

  it('lets a list name in without a connection, its code read from the device, and sends it once when the connection is back', async () => {
    const sava = await signUp('Sava', 'Savić', '+381 60 300 0003', 2);
    await writeFakeCameraVideo(CAMERA_VIDEO, [{ png: await qrCodePng(suite.url(`/g/${sava.code}`)), seconds: 2 }]);
    await openDoor();
    // The service worker serves the scanner offline to a page opened at /dashboard/door (the one the
    // login led to is not its page until it is loaded again): the door phone's page, as after a night's first reload.
    await page.reload();
    await search().fill('sava');
    await listRow('Sava Savić').waitFor();
    // A few seconds after the screen opens, the scanner (its script and its .wasm) is kept for a night without signal.
    await scannerKeptOffline();

    await suite.context.setOffline(true);
    await page.getByTestId('door-offline').waitFor();
    await page.getByRole('button', { name: 'Skeniraj', exact: true }).click();
    const scanner = page.getByRole('dialog', { name: 'Skeniranje QR koda' });
    const card = page.getByRole('dialog', { name: 'Sava Savić' });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByRole('spinbutton', { name: 'Broj osoba' }).inputValue()).toBe('3');
    await card.getByRole('button', { name: 'Stigli', exact: true }).click();
    await card.waitFor({ state: 'hidden' });
    await page.getByTestId('door-notice').getByText('Sava Savić: sačuvano na ovom uređaju, šalje se čim veza proradi').waitFor();
    await page.getByTestId('door-waiting').getByText('Čeka slanje: 1').waitFor();
    expect(await listRow('Sava Savić').getByTestId('door-list-entry-status').textContent()).toBe('Ušli 3/3 · čeka slanje');

    // Scanned again on this device, the name is in: when and who.
    await page.getByRole('button', { name: 'Skeniraj', exact: true }).click();
    await scanner
      .getByTestId('scan-refusal')
      .getByText(/^Sava Savić: ušli u \d\d:\d\d \(upisao: Test\)$/)
      .waitFor({ timeout: 30_000 });
    await scanner.getByRole('button', { name: 'Zatvori kameru' }).click();
    await scanner.waitFor({ state: 'hidden' });

    // A reload without a connection keeps the name and what waits.
    await page.reload();
    await page.getByRole('heading', { name: 'Ulaz', exact: true }).waitFor();
    await page.getByTestId('door-waiting').getByText('Čeka slanje: 1').waitFor();
    await search().fill('sava');
    expect(await listRow('Sava Savić').getByTestId('door-list-entry-status').textContent()).toBe('Ušli 3/3 · čeka slanje');
    expect((await entryOf(sava._id)).arrived).toBeNull();

    await suite.context.setOffline(false);
    await page.getByTestId('door-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    await listRow('Sava Savić').getByTestId('door-list-entry-status').getByText('Ušli 3/3', { exact: true }).waitFor();
    expect((await entryOf(sava._id)).arrived).toMatchObject({ persons: 3, by: 'Test' });
    expect(await arrivals(sava._id)).toBe(1);
  });
});
