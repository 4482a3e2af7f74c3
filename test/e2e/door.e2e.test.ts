import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { qrCodePng } from '../../backend/src/platform/qr/qr-code';
import { MANAGER_PASSWORD, registerAccount, type CreatedVenue } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { logInThroughForm, newBrowserContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { fakeCameraArgs, writeFakeCameraVideo } from '../support/fake-camera';
import { waitForMail } from '../support/mailbox';
import { decodeQrPng } from '../support/qr';
import { bookableVenue } from '../support/venues';

const CAMERA_VIDEO = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-door-camera-')), 'camera.y4m');

/** HH:mm in Belgrade. */
const belgradeClock = (iso: string) =>
  new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

const shots = (page: Page, name: string) =>
  process.env.DOOR_E2E_SHOTS ? page.screenshot({ path: `/tmp/door-e2e-${name}.png`, fullPage: true }).catch(() => undefined) : undefined;

/**
 * The door on a phone in the browser: the staff's only screen. A guest's QR code from their
 * confirmation mail, filmed by the phone's (fake) camera, opens the guest; 3 of 4 come in and the
 * manager's open list says 'Stigli' at once. Without a connection the door keeps checking guests
 * in and sends each once when the connection is back; one that can no longer apply is shown.
 */
browserSuite('The door: scanning, checking in, and working without a connection', { screen: 'phone', browserArgs: fakeCameraArgs(CAMERA_VIDEO) }, (suite) => {
  let page: Page;
  let venue: CreatedVenue & { tableIds: string[] };
  let managerToken = '';
  let staff = { email: '', password: '' };
  const tables: Record<string, string> = {};

  beforeAll(async () => {
    const names = ['Sto 1', 'Sto 2', 'Sto 3', 'Sto 4', 'Sto 5', 'Sto 6', 'Separe 7'];
    venue = await bookableVenue(
      suite.api,
      suite.adminToken,
      'Klub Vrata',
      names.map((name) => ({ name, maxPersons: 6 })),
    );
    names.forEach((name, i) => (tables[name] = venue.tableIds[i]));
    managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    staff = await registerAccount(suite.app, 'staff', 'marko.vrata@izlazak.test', venue.id);
  });

  afterAll(() => fs.rmSync(path.dirname(CAMERA_VIDEO), { recursive: true, force: true }));

  beforeEach(() => {
    page = suite.page;
  });

  /** A guest's reservation for tonight, confirmed by the manager. */
  async function confirmedTonight(table: string, firstName: string, lastName: string, persons = 4) {
    const email = `${firstName.toLowerCase()}.vrata@izlazak.test`;
    const placed = await suite.api.post('/api/reservations', {
      clubId: venue.id,
      tableId: tables[table],
      date: tonight(new Date()),
      persons,
      firstName,
      lastName,
      phone: '+381 64 555 1234',
      email,
    });
    expect(placed.status).toBe(201);
    const confirmed = await suite.api.put(`/api/reservations/${placed.body._id}`, { status: 'Complete' }, managerToken);
    expect(confirmed.status).toBe(200);
    return { id: placed.body._id as string, uniqueId: placed.body.uniqueId as string, email };
  }

  /** The door phone: the staff member logs in and lands on Ulaz, their only screen. */
  async function openDoor(on: Page = page) {
    await on.goto(suite.url('/auth/login'));
    await logInThroughForm(on, staff.email, staff.password);
    await on.waitForURL(suite.url('/dashboard/door'));
    await on.getByRole('heading', { name: 'Ulaz', exact: true }).waitFor();
  }

  const guestRow = (name: string) => page.getByRole('list', { name: 'Večerašnji gosti' }).getByTestId('door-guest').filter({ hasText: name });

  async function checkIn(name: string, persons?: number) {
    await guestRow(name).click();
    const sheet = page.getByRole('dialog', { name });
    await sheet.getByRole('button', { name: 'Stigli', exact: true }).waitFor();
    if (persons !== undefined) await sheet.getByRole('spinbutton', { name: 'Broj osoba' }).fill(String(persons));
    await sheet.getByRole('button', { name: 'Stigli', exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });
  }

  const reservation = async (id: string) => (await suite.api.get(`/api/reservations/${id}`, managerToken)).body;
  const arrivals = async (id: string) =>
    (await suite.app.running.kernel.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM reservation_changes WHERE reservation_id = $1 AND type = 'ReservationArrived'", [id]))
      .rows[0].n;

  it("scans the QR code of a guest's mail, lets 3 of 4 in, and the manager's open list says 'Stigli' at once", async () => {
    const ana = await confirmedTonight('Sto 1', 'Ana', 'Anić', 4);
    const mail = await waitForMail(suite.app.mailDir, (received) => received.to.includes(ana.email) && received.attachments.some((file) => file.cid));
    const qr = mail.attachments.find((file) => file.contentType === 'image/png')!.content;
    expect(decodeQrPng(qr)).toMatch(new RegExp(`^${suite.url('/r/')}[A-Za-z0-9_-]+$`));
    // The camera sees a code that is no reservation's, then Ana's, in turn.
    const bogus = await qrCodePng(suite.url('/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    await writeFakeCameraVideo(CAMERA_VIDEO, [
      { png: bogus, seconds: 2 },
      { png: qr, seconds: 2 },
    ]);

    const manager = await newBrowserContext(suite.browser, 'laptop');
    try {
      const managerPage = await manager.newPage();
      await suite.logIn(venue.managerEmail, MANAGER_PASSWORD, managerPage);
      const managerRow = managerPage.getByTestId('reservation-row').filter({ hasText: ana.uniqueId });
      await managerRow.getByTestId('reservation-status').getByText('Potvrđeno').waitFor();
      await managerPage.getByText('Uživo').waitFor();

      await openDoor();
      // Staff see no sidebar entries: Ulaz is their only screen.
      expect(await page.getByRole('navigation', { name: 'Meni kontrolne table' }).getByRole('link').count()).toBe(0);
      await guestRow('Ana Anić').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Skeniraj', exact: true }).click();
      const scanner = page.getByRole('dialog', { name: 'Skeniranje QR koda' });
      await scanner.waitFor();
      const sheet = page.getByRole('dialog', { name: 'Ana Anić' });
      await sheet.waitFor({ timeout: 30_000 });
      await shots(page, 'sheet');
      expect(await scanner.count()).toBe(0);
      const persons = sheet.getByRole('spinbutton', { name: 'Broj osoba' });
      expect(await persons.inputValue()).toBe('4');
      await sheet.getByRole('button', { name: 'Broj osoba: manje' }).click();
      expect(await persons.inputValue()).toBe('3');
      expect(await seriousViolations(page)).toEqual([]);
      await sheet.getByRole('button', { name: 'Stigli', exact: true }).click();

      await page.getByTestId('door-notice').getByText('Ana Anić: Stigli, 3 osobe (sto Sto 1)').waitFor();
      expect(await guestRow('Ana Anić').getByTestId('door-guest-status').textContent()).toBe('Stigli 3/4');
      // Live, without a reload.
      await managerRow.getByTestId('reservation-status').getByText('Stigli').waitFor();
      expect(await reservation(ana.id)).toMatchObject({ status: 'Arrived', arrivedPersons: 3, arrivedBy: 'Test' });

      // Scanned again, Ana is refused with when and who; a code that is no one's is refused too, and the camera keeps reading.
      await page.getByRole('button', { name: 'Skeniraj', exact: true }).click();
      await scanner
        .getByTestId('scan-refusal')
        .getByText(/^Ana Anić, Sto 1: ušli u \d\d:\d\d \(upisao: Test\)$/)
        .waitFor({ timeout: 30_000 });
      await scanner.getByTestId('scan-refusal').getByText('Kod nije prepoznat').waitFor({ timeout: 30_000 });
      await scanner
        .getByTestId('scan-refusal')
        .getByText(/^Ana Anić, Sto 1: ušli u/)
        .waitFor({ timeout: 30_000 });
      await shots(page, 'refused');
      await scanner.getByRole('button', { name: 'Zatvori kameru' }).click();
      await scanner.waitFor({ state: 'hidden' });
      expect(await arrivals(ana.id)).toBe(1);
    } finally {
      await manager.close();
    }
  });

  it('checks three guests in without a connection, shows them waiting, and sends each once when it is back', async () => {
    const guests = [await confirmedTonight('Sto 2', 'Bojan', 'Bojić'), await confirmedTonight('Sto 3', 'Ceca', 'Cecić'), await confirmedTonight('Sto 4', 'Dule', 'Dulić')];
    await openDoor();
    for (const name of ['Bojan Bojić', 'Ceca Cecić', 'Dule Dulić']) await guestRow(name).waitFor();

    await suite.context.setOffline(true);
    await page.getByTestId('door-offline').waitFor();
    await checkIn('Bojan Bojić');
    await page.getByTestId('door-notice').getByText('Bojan Bojić: sačuvano na ovom uređaju, šalje se čim veza proradi').waitFor();
    await checkIn('Ceca Cecić', 2);
    await page.getByRole('searchbox', { name: 'Pretraga gostiju' }).fill('dul');
    await checkIn('Dule Dulić');
    await page.getByRole('searchbox', { name: 'Pretraga gostiju' }).fill('');
    await page.getByTestId('door-waiting').getByText('Čeka slanje: 3').waitFor();
    await shots(page, 'offline-before');
    expect(await guestRow('Ceca Cecić').getByTestId('door-guest-status').textContent()).toBe('Stigli 2/4 · čeka slanje');
    await shots(page, 'offline');

    // A reload without a connection still shows the night and what waits.
    await page.reload();
    await page.getByRole('heading', { name: 'Ulaz', exact: true }).waitFor();
    await page.getByTestId('door-waiting').getByText('Čeka slanje: 3').waitFor();
    expect(await guestRow('Dule Dulić').getByTestId('door-guest-status').textContent()).toBe('Stigli 4/4 · čeka slanje');
    for (const guest of guests) expect((await reservation(guest.id)).status).toBe('Complete');

    await suite.context.setOffline(false);
    await page.getByTestId('door-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('door-offline').waitFor({ state: 'detached' });
    for (const [guest, persons] of [
      [guests[0], 4],
      [guests[1], 2],
      [guests[2], 4],
    ] as const) {
      expect(await reservation(guest.id)).toMatchObject({ status: 'Arrived', arrivedPersons: persons });
      expect(await arrivals(guest.id)).toBe(1);
    }
    expect(await guestRow('Ceca Cecić').getByTestId('door-guest-status').textContent()).toBe('Stigli 2/4');
  });

  it("shows a check-in made offline for a reservation cancelled meanwhile under 'Nije primenjeno', with the server's words", async () => {
    const gaga = await confirmedTonight('Sto 5', 'Gaga', 'Gagić');
    await openDoor();
    await guestRow('Gaga Gagić').waitFor();
    await suite.context.setOffline(true);
    await checkIn('Gaga Gagić');
    await page.getByTestId('door-waiting').getByText('Čeka slanje: 1').waitFor();

    const cancelled = await suite.api.put(`/api/reservations/${gaga.id}`, { status: 'Cancelled' }, managerToken);
    expect(cancelled.status).toBe(200);
    await suite.context.setOffline(false);

    const refused = page.getByTestId('door-refused');
    await refused.getByRole('heading', { name: 'Nije primenjeno' }).waitFor({ timeout: 30_000 });
    const staffToken = await suite.api.login(staff.email, staff.password);
    const answer = await suite.api.post(`/api/reservations/${gaga.id}/arrival`, { persons: 4 }, staffToken);
    expect(answer.status).toBe(409);
    expect(await refused.getByRole('listitem').textContent()).toBe(`Gaga Gagić · Stigli${answer.body.message}U redu`);
    await page.getByTestId('door-waiting').waitFor({ state: 'detached' });
    // The 'kept on this device' notice is gone once the command was sent: the refusal says what became of it.
    await page.getByTestId('door-notice').filter({ hasText: 'sačuvano na ovom uređaju' }).waitFor({ state: 'detached' });
    expect((await reservation(gaga.id)).status).toBe('Cancelled');
    expect(await seriousViolations(page)).toEqual([]);

    await refused.getByRole('button', { name: 'U redu: Gaga Gagić' }).click();
    await refused.waitFor({ state: 'detached' });
  });

  it('frees the table of guests who never came and seats a guest without a reservation there', async () => {
    const hana = await confirmedTonight('Sto 6', 'Hana', 'Hanić', 2);
    await openDoor();
    // Opened from the guest's own code page ('Otvori na ulazu'): the code is scanned as by the camera.
    const code = await suite.api.get(`/api/reservations/${hana.id}/door-code`, managerToken);
    expect(code.status).toBe(200);
    await page.goto(suite.url(`/dashboard/door?code=${encodeURIComponent(code.body.url)}`));
    const sheet = page.getByRole('dialog', { name: 'Hana Hanić' });
    await sheet.getByRole('button', { name: 'Nisu došli · Oslobodi sto' }).click();
    await sheet.getByRole('button', { name: 'Potvrdi: nisu došli, sto je slobodan' }).click();
    await page.getByTestId('door-notice').getByText('Hana Hanić: Nisu došli, sto Sto 6 je slobodan').waitFor();
    expect((await reservation(hana.id)).status).toBe('NoShow');

    await page.getByRole('button', { name: 'Gost bez rezervacije' }).click();
    const walkIn = page.getByRole('dialog', { name: 'Gost bez rezervacije' });
    await walkIn.getByRole('textbox', { name: 'Ime', exact: true }).fill('Igor');
    await walkIn.getByRole('spinbutton', { name: 'Broj osoba' }).fill('3');
    // Sto 6 is free again; the tables of those expected tonight are not offered.
    const offered = walkIn.getByRole('group', { name: 'Slobodan sto' }).getByRole('radio');
    await offered.first().waitFor();
    const names = await walkIn.getByRole('group', { name: 'Slobodan sto' }).locator('.door-table-choice__name').allTextContents();
    expect(names).toContain('Sto 6');
    expect(names).not.toContain('Sto 1');
    expect(await seriousViolations(page)).toEqual([]);
    await walkIn.getByRole('radio', { name: /^Sto 6/ }).check();
    await walkIn.getByRole('button', { name: 'Upiši gosta' }).click();
    await page.getByTestId('door-notice').getByText('Igor: ušli bez rezervacije, 3 osobe (sto Sto 6)').waitFor();
    await guestRow('Igor').getByText('bez rezervacije').waitFor();

    const list = (await suite.api.get('/api/reservations?size=100', managerToken)).body.data as { firstName: string; status: string; walkIn: boolean; tableName: string }[];
    expect(list.find((row) => row.firstName === 'Igor')).toMatchObject({ status: 'Arrived', walkIn: true, tableName: 'Sto 6' });
  });

  it("gives the manager's list 'Stigli' (asking how many came) and 'Nisu došli' on tonight's reservations; the door phone sees it live", async () => {
    const jana = await confirmedTonight('Separe 7', 'Jana', 'Janić', 5);
    await openDoor();
    await guestRow('Jana Janić').getByTestId('door-guest-status').getByText('Potvrđeno').waitFor();
    // On the phone the table's name breaks between words, never inside one ('Separ / e 7').
    const wordLines = await guestRow('Jana Janić')
      .locator('.door-guest__table')
      .evaluate((label) => {
        const text = label.firstChild!;
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, 'Separe'.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    expect(wordLines).toBe(1);
    const laptop: BrowserContext = await newBrowserContext(suite.browser, 'laptop');
    try {
      const managerPage = await laptop.newPage();
      await suite.logIn(venue.managerEmail, MANAGER_PASSWORD, managerPage);
      const row: Locator = managerPage.getByTestId('reservation-row').filter({ hasText: jana.uniqueId });
      await row.getByRole('button', { name: 'Stigli: Jana Janić' }).click();
      const dialog = managerPage.getByRole('dialog', { name: 'Stigli: Jana Janić' });
      expect(await dialog.getByRole('spinbutton', { name: 'Broj osoba' }).inputValue()).toBe('5');
      await dialog.getByRole('button', { name: 'Broj osoba: više' }).click();
      await dialog.getByRole('button', { name: 'Stigli', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByTestId('reservation-status').getByText('Stigli').waitFor();
      expect(await row.getByRole('button', { name: 'Nisu došli: Jana Janić' }).count()).toBe(0);
      expect(await reservation(jana.id)).toMatchObject({ status: 'Arrived', arrivedPersons: 6 });
      await guestRow('Jana Janić').getByTestId('door-guest-status').getByText('Stigli 6/5').waitFor();
    } finally {
      await laptop.close();
    }
  });

  it("finds a guest whose deposit is still due, says how much, takes it at the door and checks them in; their held table is no walk-in's", async () => {
    const held = await bookableVenue(suite.api, suite.adminToken, 'Klub Depozit', [
      { name: 'Separe 1', maxPersons: 8 },
      { name: 'Sto 9', maxPersons: 4 },
    ]);
    const heldManager = await suite.api.login(held.managerEmail, MANAGER_PASSWORD);
    const rule = { tableId: held.tableIds[0], minimumSpend: 20000, deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' };
    const terms = { paymentAccount: '160-12345-95', payeeName: 'Klub Depozit d.o.o.', payeePlace: 'Beograd', rules: [rule] };
    expect((await suite.api.put(`/api/club/${held.id}/terms`, terms, heldManager)).status).toBe(200);
    const placed = await suite.api.post('/api/reservations', {
      clubId: held.id,
      tableId: held.tableIds[0],
      date: tonight(new Date()),
      persons: 6,
      firstName: 'Marko',
      lastName: 'Petrović',
      phone: '+381 63 555 1234',
      email: 'marko.depozit@izlazak.test',
    });
    expect([placed.status, placed.body.status]).toEqual([201, 'AwaitingPayment']);
    const door = await registerAccount(suite.app, 'staff', 'vrata@depozit.test', held.id);
    await page.goto(suite.url('/auth/login'));
    await logInThroughForm(page, door.email, door.password);
    await page.waitForURL(suite.url('/dashboard/door'));

    await page.getByRole('searchbox', { name: 'Pretraga gostiju' }).fill('Petrović');
    const row = guestRow('Marko Petrović');
    await row.getByText('Čeka uplatu · 10.000 RSD').waitFor();

    await page.getByRole('button', { name: 'Gost bez rezervacije' }).click();
    const walkIn = page.getByRole('dialog', { name: 'Gost bez rezervacije' });
    await walkIn.getByRole('group', { name: 'Slobodan sto' }).getByRole('radio').first().waitFor();
    expect(await walkIn.getByRole('group', { name: 'Slobodan sto' }).locator('.door-table-choice__name').allTextContents()).toEqual(['Sto 9']);
    await walkIn.getByRole('button', { name: 'Zatvori' }).click();

    await row.click();
    const sheet = page.getByRole('dialog', { name: 'Marko Petrović' });
    await sheet.getByTestId('door-deposit-due').getByText('Čeka uplatu: 10.000 RSD').waitFor();
    expect(await sheet.getByRole('button', { name: 'Stigli' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Plaćeno na ulazu · kartica' }).click();
    await page.getByTestId('door-notice').getByText('Marko Petrović: plaćeno na ulazu 10.000 RSD (kartica), sto Separe 1').waitFor();
    await sheet.getByRole('button', { name: 'Stigli' }).click();
    await row.getByText('Stigli 6/6').waitFor();

    // The device shows the arrival at once and sends it after the payment: the venue's read follows.
    let after = (await suite.api.get(`/api/reservations/${placed.body._id}`, heldManager)).body;
    for (const deadline = Date.now() + 15_000; after.status !== 'Arrived' && Date.now() < deadline; await page.waitForTimeout(200)) {
      after = (await suite.api.get(`/api/reservations/${placed.body._id}`, heldManager)).body;
    }
    expect(after).toMatchObject({ status: 'Arrived', arrivedPersons: 6, deposit: { state: 'paid', paidAmount: 10000 } });
  });

  it("never offers a walk-in the table a waitlist offer holds: not once the offer is made while the door is open, nor from the device's list offline", async () => {
    const offering = await bookableVenue(suite.api, suite.adminToken, 'Klub Ponuda', [
      { name: 'Separe 1', maxPersons: 8 },
      { name: 'Sto 9', maxPersons: 4 },
    ]);
    const offeringManager = await suite.api.login(offering.managerEmail, MANAGER_PASSWORD);
    const door = await registerAccount(suite.app, 'staff', 'vrata@ponuda.test', offering.id);
    await page.goto(suite.url('/auth/login'));
    await logInThroughForm(page, door.email, door.password);
    await page.waitForURL(suite.url('/dashboard/door'));

    const walkInTables = async () => {
      await page.getByRole('button', { name: 'Gost bez rezervacije' }).click();
      const walkIn = page.getByRole('dialog', { name: 'Gost bez rezervacije' });
      await walkIn.getByRole('group', { name: 'Slobodan sto' }).getByRole('radio').first().waitFor();
      return walkIn;
    };
    const offeredNames = (walkIn: Locator) => walkIn.getByRole('group', { name: 'Slobodan sto' }).locator('.door-table-choice__name').allTextContents();

    const walkIn = await walkInTables();
    expect(await offeredNames(walkIn)).toEqual(['Separe 1', 'Sto 9']);

    // A party of six joins tonight's waitlist: only Separe 1 seats them, and it is offered to them at once.
    const night = tonight(new Date());
    const joined = await suite.api.post('/api/waitlist', {
      clubId: offering.id,
      night: night.split('-').reverse().join('.'),
      persons: 6,
      firstName: 'Vesna',
      lastName: 'Čeka',
      phone: '064 555 1234',
      email: 'vesna.ponuda@izlazak.test',
    });
    expect(joined.status).toBe(201);
    // The open sheet learns of it (the waitlist's live push): Separe 1 is no longer a choice, and the sheet says why.
    await walkIn.getByRole('radio', { name: /^Separe 1/ }).waitFor({ state: 'detached', timeout: 30_000 });
    const held = walkIn.getByRole('list', { name: 'Ponuđeni sa liste čekanja' }).getByRole('listitem');
    const entry = (await suite.api.get(`/api/waitlist?clubId=${offering.id}&night=${night}`, offeringManager)).body.entries[0];
    expect(entry).toMatchObject({ state: 'offered', tableName: 'Separe 1' });
    const heldText = `Separe 1 je ponuđen gostu sa liste čekanja do ${belgradeClock(entry.offeredUntil)}`;
    expect(await held.textContent()).toBe(heldText);
    expect(await offeredNames(walkIn)).toEqual(['Sto 9']);
    expect(await seriousViolations(page)).toEqual([]);
    await walkIn.getByRole('button', { name: 'Zatvori' }).click();

    // Without a connection, after a reload: the device's list still keeps Separe 1 for the offer.
    await suite.context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Ulaz', exact: true }).waitFor();
      await page.getByTestId('door-offline').waitFor();
      const offline = await walkInTables();
      expect(await offeredNames(offline)).toEqual(['Sto 9']);
      expect(await offline.getByRole('list', { name: 'Ponuđeni sa liste čekanja' }).getByRole('listitem').textContent()).toBe(heldText);
      await offline.getByRole('button', { name: 'Zatvori' }).click();
    } finally {
      await suite.context.setOffline(false);
    }
  });
});
