import type { Page } from 'playwright-core';
import { addDays, tonight } from '../../backend/src/modules/events/domain/venue-night';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { readModelsCaughtUp } from '../support/app';
import { browserSuite } from '../support/browser-suite';
import { decodeQrPng } from '../support/qr';
import { venueWithDepositBooths } from '../support/venues';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';

const STATEMENT_HEADER = 'Datum valute;Naziv nalogodavca;Svrha plaćanja;Poziv na broj;Isplata;Uplata';

/** A number's ISO 7064 MOD 97-10 check, computed here rather than by the app: the whole reads 1 modulo 97. */
const mod97IsOne = (digits: string) => BigInt(digits) % 97n === 1n;

/**
 * Money on the table as a guest and a venue live it: the guest books a booth that asks a 10,000 RSD
 * deposit, sees its terms before booking and the IPS QR slip after; the venue imports its bank
 * statement and the booth turns 'Potvrđeno' live. A booth nobody pays for is released at its
 * deadline and offered to the guest on the waitlist; tonight's report shows both.
 */
browserSuite('Deposits paid with the IPS QR code, in the browser', { env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  const night = tonight(new Date());
  let clubId = '';
  let tables: string[] = [];
  let managerToken = '';
  let paidUniqueId = '';
  let managerEmail = '';
  /** The booked booth's model 97 reference, as its slip shows it: '97 …'. */
  let paidReference = '';

  beforeAll(async () => {
    const venue = await venueWithDepositBooths(suite.api, suite.adminToken, 'Splav Depozit');
    clubId = venue.id;
    tables = venue.tableIds;
    managerToken = venue.managerToken;
    managerEmail = venue.managerEmail;
  });

  it('shows the booth’s terms before booking, then the slip with an IPS QR code a bank app reads, tag by tag', async () => {
    const { page } = suite;
    await page.goto(suite.url(`/club/${clubId}`));
    await page.getByRole('button', { name: 'Rezerviši', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervacija stola — Splav Depozit' });
    await dialog.getByRole('spinbutton', { name: 'Broj osoba' }).fill('6');
    const table = dialog.getByRole('combobox', { name: 'Sto', exact: true });
    await table.locator('option', { hasText: 'Separe 1' }).waitFor({ state: 'attached' });
    await table.selectOption({ label: 'Separe 1 — do 8 osoba (Separei)' });

    const terms = dialog.getByTestId('booking-terms');
    await terms.getByText('Rezervacijom prihvatate ove uslove.').waitFor();
    expect(await terms.locator('li').allTextContents()).toEqual(['minimalna potrošnja 20.000 RSD', 'paket: Flaša + 4 energetska pića', 'depozit 10.000 RSD']);
    // Booked for tonight, the 48 h window (counted from 20:00 at a venue open all day) has passed: nothing promises it.
    const deadline = `${addDays(night, -2).split('-').reverse().join('.')} 20:00`;
    expect(await terms.textContent()).toContain(
      `Rok za besplatno otkazivanje istekao je ${deadline} (48 h pre početka noći); ako sada otkažete, depozit se zadržava. Ako ne dođete, depozit se zadržava.`,
    );
    expect(await terms.textContent()).toContain('sto čuvamo 60 minuta od rezervacije');

    await dialog.getByRole('textbox', { name: 'Ime', exact: true }).fill('Jovana');
    await dialog.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Marić');
    await dialog.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+381 64 111 2233');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('jovana@gost.test');
    await dialog.getByRole('button', { name: 'Rezerviši' }).click();

    const success = dialog.getByTestId('reservation-success');
    await success.waitFor();
    paidUniqueId = (await success.getByTestId('reservation-unique-id').textContent())!.trim();
    expect(await success.getByTestId('reservation-status').textContent()).toBe('Čeka uplatu');
    const slip = success.getByTestId('payment-slip');
    const facts = Object.fromEntries(
      await slip.locator('dl > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent])),
    );
    expect(facts).toMatchObject({
      Primalac: 'Splav Depozit d.o.o., Beograd',
      'Račun primaoca': '160-0000000012345-95',
      Iznos: '10.000,00 RSD',
      'Svrha plaćanja': `Depozit za rezervaciju ${paidUniqueId}`,
      'Šifra plaćanja': '289',
    });

    // The picture the guest's bank app scans, read back as a camera would and checked tag by tag.
    const picture = slip.getByRole('img', { name: `NBS IPS QR kod za uplatu depozita, rezervacija ${paidUniqueId}` });
    await picture.waitFor();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const png = await page.request.get(new URL((await picture.getAttribute('src'))!, page.url()).toString());
    expect(png.headers()['content-type']).toBe('image/png');
    const text = decodeQrPng(await png.body());
    const tags = text!.split('|').map((tag) => [tag.slice(0, tag.indexOf(':')), tag.slice(tag.indexOf(':') + 1)]);
    expect(tags.map(([tag]) => tag)).toEqual(['K', 'V', 'C', 'R', 'N', 'I', 'SF', 'S', 'RO']);
    const value = Object.fromEntries(tags);
    expect([value.K, value.V, value.C]).toEqual(['PR', '01', '1']);
    expect(value.R).toBe('160000000001234595');
    expect(mod97IsOne(value.R)).toBe(true);
    expect(value.N).toBe('Splav Depozit d.o.o.\r\nBeograd');
    expect(value.I).toBe('RSD10000,00');
    expect(value.SF).toBe('289');
    expect(value.S).toBe(`Depozit za rezervaciju ${paidUniqueId}`);
    // Model 97: two check digits, then the reference; the reference followed by its check digits reads 1 modulo 97.
    expect(value.RO).toMatch(/^97\d{2}\d{1,20}$/);
    expect(mod97IsOne(`${value.RO.slice(4)}${value.RO.slice(2, 4)}`)).toBe(true);
    expect(facts['Model i poziv na broj']).toBe(`97 ${value.RO.slice(2)}`);
    paidReference = facts['Model i poziv na broj'];
    await page.getByRole('button', { name: 'Zatvori' }).first().click();

    // The booth is held for the guest: the next visitor is not offered it.
    const held = await suite.api.get(`/api/club/allTables/${clubId}?date=${night}`);
    expect(held.body.data.find((booth: { _id: string }) => booth._id === tables[0]).free).toBe(false);
  });

  it('turns the booth Potvrđeno live when the venue imports the bank statement with that payment', async () => {
    const { page } = suite;
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    await page.getByRole('heading', { name: 'Današnje rezervacije:' }).waitFor();
    const row = page.getByTestId('reservation-row').filter({ hasText: paidUniqueId });
    await row.getByTestId('reservation-status').getByText('Čeka uplatu').waitFor();

    // The statement is imported on another tab; the reservations open here are not reloaded.
    const deposits = await suite.context.newPage();
    await deposits.goto(suite.url('/dashboard/deposits'));
    await deposits.getByRole('heading', { name: 'Depoziti' }).waitFor();
    const statement = [STATEMENT_HEADER, `${night.split('-').reverse().join('.')};Jovana Marić;Depozit;${paidReference};;10.000,00`].join('\r\n');
    await deposits.getByLabel('Datoteka izvoda').setInputFiles({ name: 'izvod.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    await deposits.getByLabel('Kolona datuma').fill('Datum valute');
    await deposits.getByLabel('Kolona uplate (iznos)').fill('Uplata');
    await deposits.getByLabel('Kolona poziva na broj').fill('Poziv na broj');
    await deposits.getByLabel('Kolona nalogodavca').fill('Naziv nalogodavca');
    await deposits.getByLabel('Kolona svrhe').fill('Svrha plaćanja');
    await deposits.getByRole('button', { name: 'Uvezi izvod' }).click();
    await deposits.getByRole('status').filter({ hasText: 'Povezano sa depozitima: 1 · Za ručnu dodelu: 0' }).waitFor();

    await row.getByTestId('reservation-status').getByText('Potvrđeno').waitFor();

    // The guest pays a second time: 'Višak uplate', listed with the payer's account for the venue to refund.
    const second = [
      `${STATEMENT_HEADER};Račun nalogodavca`,
      `${night.split('-').reverse().join('.')};Jovana Marić;Depozit ponovo;${paidReference};;10.000,00;160-0000000099999-55`,
    ].join('\r\n');
    await deposits.getByLabel('Datoteka izvoda').setInputFiles({ name: 'izvod-2.csv', mimeType: 'text/csv', buffer: Buffer.from(second) });
    await deposits.getByLabel('Kolona računa nalogodavca').fill('Račun nalogodavca');
    await deposits.getByRole('button', { name: 'Uvezi izvod' }).click();
    await deposits.getByRole('status').filter({ hasText: 'Povezano sa depozitima: 0 · Za ručnu dodelu: 0 · Višak uplate: 1' }).waitFor();
    const overpaid = deposits.getByRole('region', { name: 'Višak uplate (1)' });
    await overpaid.getByText(`rezervacija ${paidUniqueId}`).waitFor();
    await overpaid.getByText(/račun nalogodavca 160-0000000099999-55/).waitFor();
    // On a phone the line and its 'Vraćeno' fit the screen, nothing to scroll sideways.
    await deposits.setViewportSize({ width: 390, height: 844 });
    const refund = overpaid.getByRole('button', { name: /^Vraćeno: 10\.000 RSD/ });
    await refund.scrollIntoViewIfNeeded();
    const box = await refund.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await deposits.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.SHOTS_DIR) await overpaid.screenshot({ path: `${process.env.SHOTS_DIR}/overpaid-390.png` });
    // The venue sends it back and says so: the line leaves the list.
    await refund.click();
    await deposits.getByRole('region', { name: 'Višak uplate (0)' }).getByText('Nema uplata za povraćaj.').waitFor();
    await deposits.close();
  });

  it('releases an unpaid booth at its deadline to the guest waiting for a table, and tonight’s report shows both deposits', async () => {
    const { api } = suite;
    const unpaid = await api.post('/api/reservations', {
      clubId,
      tableId: tables[1],
      date: night,
      persons: 6,
      firstName: 'Zaboravni',
      lastName: 'Gost',
      phone: '+381 64 999 0000',
      email: 'zaboravni@gost.test',
    });
    expect([unpaid.status, unpaid.body.status]).toEqual([201, 'AwaitingPayment']);
    const waiting = await api.post('/api/waitlist', {
      clubId,
      night: night.split('-').reverse().join('.'),
      persons: 6,
      firstName: 'Strpljiva',
      lastName: 'Čeka',
      phone: '064 555 1234',
      email: 'strpljiva@lista.test',
    });
    expect(waiting.status).toBe(201);

    const page: Page = suite.page;
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/waitlist'));
    const entry = page.getByTestId('waitlist-list').getByRole('listitem').filter({ hasText: 'Strpljiva Čeka' });
    await entry.waitFor();

    // The hold runs out (its scheduled run, an hour on); the waitlist then offers the freed booth.
    const scheduler = suite.app.running.app.get(ScheduledCommands);
    // Both runs are scheduled by planners (reactors), which the read models do not wait for.
    expect(await readModelsCaughtUp(suite.app, 20_000, ['deposit-expiry-planner'])).toBe(true);
    expect(await scheduler.runDue(new Date(Date.now() + 61 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await readModelsCaughtUp(suite.app, 20_000)).toBe(true);
    expect(await readModelsCaughtUp(suite.app, 20_000, ['waitlist-planner'])).toBe(true);
    await scheduler.runDue();
    await entry.getByText(/Ponuđen sto Separe 2 do \d{2}:\d{2}/).waitFor();
    expect((await api.get(`/api/reservations/${unpaid.body._id}`, managerToken)).body).toMatchObject({ status: 'Cancelled', deposit: { state: 'expired' } });

    await page.getByRole('link', { name: 'Izveštaji' }).click();
    await page.getByRole('button', { name: 'Večeras' }).click();
    const deposits = page.locator('.report-table', { has: page.getByRole('heading', { name: 'Depoziti' }) });
    await deposits.getByRole('row', { name: /^Uplaćeno 1 10\.000 RSD$/ }).waitFor();
    await deposits.getByRole('row', { name: /^Istekao rok 1 10\.000 RSD$/ }).waitFor();
    await deposits.getByRole('row', { name: /^Višak uplate 1 10\.000 RSD$/ }).waitFor();
    await deposits.getByRole('row', { name: /^Traženo 2 20\.000 RSD$/ }).waitFor();
  });

  it('shows the slip and the terms on the reservation’s own page (the link in the mail), at 390 px', async () => {
    const { api } = suite;
    const page = await suite.reopenOn('phone');
    const later = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Belgrade' });
    const placed = await api.post('/api/reservations', {
      clubId,
      tableId: tables[1],
      date: later,
      persons: 4,
      firstName: 'Mila',
      lastName: 'Milić',
      phone: '+381 64 333 4444',
      email: 'mila@gost.test',
    });
    expect(placed.status).toBe(201);
    const code = await api.get(`/api/reservations/${placed.body._id}/door-code`, managerToken);
    await page.goto(code.body.url);
    const slip = page.getByTestId('payment-slip');
    await slip.getByText(`Depozit za rezervaciju ${placed.body.uniqueId}`).waitFor();
    await slip.getByRole('img', { name: /NBS IPS QR kod/ }).waitFor();
    expect(await page.getByTestId('booking-terms').locator('li').allTextContents()).toEqual([
      'minimalna potrošnja 20.000 RSD',
      'paket: Flaša + 4 energetska pića',
      'depozit 10.000 RSD',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
