import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { FiscalExportView, TicketOrderView, TicketRefundsView, TicketTiersView } from '@izlazak/contracts';
import { addDays, formatAmount, formatNight } from '@izlazak/contracts';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD, registerAccount } from '../api/venues-fixtures';
import { readModelsCaughtUp } from '../support/app';
import { seriousViolations } from '../support/axe';
import { importStatement, STATEMENT_HEADER, STATEMENT_MAPPING, statementRow } from '../support/bank-statements';
import { logInThroughForm } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { venueWithManager } from '../support/venues';

const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Povraćaj d.o.o.', payeePlace: 'Beograd' };
const PETAR_ACCOUNT = '160-0000000054321-73';
const JELENA_ACCOUNT = '205-0000000123456-27';

/** A modal's fade-in has ended (its colours are axe's to read). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.fade:not(.show)'));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
}

/** The sidebar's entries of both screens (the phone's sidebar is folded away, so by their address). */
const NAV_ENTRIES = 'a[href="/dashboard/refunds"], a[href="/dashboard/fiscal-export"]';

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * 'Povraćaji' and 'Izvoz za ESIR' on a phone: the manager sees the refunds owed with the payer's
 * account (or that a payment by hand has none), marks one 'Vraćeno' (asked first; it stays so after
 * a reload), downloads the payment orders still owed, and reads tonight's payments for the ESIR
 * with their total. Staff of the venue have neither screen.
 */
browserSuite("The venue's ticket refunds and the night's payments for its ESIR", { screen: 'phone', env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  it("lists the refunds owed with the payer's account, marks one refunded, downloads the payment orders and shows tonight's payments with their total", async () => {
    const { api, adminToken } = suite;
    const venue = await venueWithManager(api, adminToken, 'Klub Povraćaj');
    const { clubId, managerToken } = venue;
    expect((await api.put(`/api/club/${clubId}/terms`, { ...PAYEE, rules: [] }, managerToken)).status).toBe(200);
    const night = addDays(tonight(new Date()), 10);
    const event = await api.post<{ _id: string }>(
      '/api/event',
      { title: 'Koncert Povraćaj', description: 'Opis', dateOfEvent: night, startTime: '22:00', endTime: '04:00', type: 'Koncert', ticketPrice: '2000' },
      managerToken,
    );
    expect(event.status).toBe(201);
    const tiers = await api.put<TicketTiersView>(
      `/api/event/${event.body._id}/tickets`,
      {
        tiers: [
          { name: 'Parter', price: 2000, capacity: 20, maxPerOrder: 4 },
          { name: 'Balkon', price: 1200, capacity: 20, maxPerOrder: 4 },
        ],
      },
      managerToken,
    );
    expect(tiers.status).toBe(200);
    const [parter, balkon] = tiers.body.tiers.map((tier) => tier._id);
    const order = async (tierId: string, quantity: number, firstName: string, lastName: string) => {
      const placed = await api.post<TicketOrderView>('/api/ticket-orders', {
        eventId: event.body._id,
        tierId,
        quantity,
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@kupac.test`,
        phone: '+381 64 123 4567',
      });
      expect(placed.status).toBe(201);
      return placed.body;
    };
    const petar = await order(parter, 2, 'Petar', 'Ilić');
    const jelena = await order(parter, 1, 'Jelena', 'Kovač');
    const mirko = await order(parter, 1, 'Mirko', 'Ručni');
    const balkonBuyer = await order(balkon, 3, 'Sanja', 'Balkon');
    expect(await readModelsCaughtUp(suite.app, 20_000, ['tickets'])).toBe(true);
    const line = (placed: TicketOrderView, amount: string, payer: string, account: string) =>
      statementRow({ date: formatNight(tonight(new Date())), payer, account, reference: placed.payment!.reference, amount, purpose: 'Ulaznice' });
    const imported = await importStatement(suite.app, clubId, {
      content: [STATEMENT_HEADER, line(petar, '4.000,00', 'Petar Ilić', PETAR_ACCOUNT), line(jelena, '2.000,00', 'Jelena Kovač', JELENA_ACCOUNT)].join('\r\n'),
      fields: { mapping: JSON.stringify(STATEMENT_MAPPING) },
      token: managerToken,
    });
    expect(imported.body).toMatchObject({ matched: 2 });
    for (const paidByHand of [mirko, balkonBuyer]) expect((await api.post(`/api/ticket-orders/${paidByHand._id}/payment`, {}, managerToken)).status).toBe(200);
    expect(await readModelsCaughtUp(suite.app, 20_000, ['tickets'])).toBe(true);
    for (const refunded of [petar, jelena, mirko]) expect((await api.post(`/api/ticket-orders/${refunded._id}/refund`, {}, managerToken)).status).toBe(200);
    // One of Sanja's three tickets is taken back alone: a row of its own, for that ticket's price.
    const sanjasTickets = (await api.get<TicketOrderView>(`/api/ticket-orders/${balkonBuyer._id}`)).body.tickets;
    expect((await api.post(`/api/tickets/${sanjasTickets[0]._id}/refund`, {}, managerToken)).status).toBe(200);
    expect(await readModelsCaughtUp(suite.app, 20_000, ['tickets'])).toBe(true);
    const owed = (await api.get<TicketRefundsView>(`/api/club/${clubId}/refunds`, managerToken)).body.refunds;
    const numberOf = (placed: TicketOrderView) => owed.find((row) => row.orderId === placed._id)!.number;

    const page = suite.page;
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/refunds'));
    await page.getByRole('heading', { name: 'Povraćaji', exact: true, level: 1 }).waitFor();
    expect(await page.getByTestId('dashboard-sidebar').locator(NAV_ENTRIES).count()).toBe(2);
    const due = page.getByRole('list', { name: 'Za povraćaj (4)' });
    const card = (list: typeof due, buyer: string) => list.getByTestId('refund-row').filter({ hasText: buyer });
    const figure = (row: ReturnType<typeof card>, label: string) => row.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
    const petarCard = card(due, 'petar@kupac.test');
    await petarCard.waitFor();
    expect(await figure(petarCard, 'Noć').textContent()).toBe(formatNight(night));
    expect(await figure(petarCard, 'Vrsta ulaznice').textContent()).toBe('Parter');
    expect(await figure(petarCard, 'Količina').textContent()).toBe('2');
    expect(await figure(petarCard, 'Platilac').textContent()).toBe('Petar Ilić');
    expect(await figure(petarCard, 'Račun platioca').textContent()).toBe(PETAR_ACCOUNT);
    expect(await figure(petarCard, 'Iznos').textContent()).toBe('4.000 RSD');
    expect(await figure(petarCard, 'Poziv na broj').textContent()).toBe(petar.payment!.reference);
    expect(await figure(petarCard, 'Razlog').textContent()).toBe('Objekat je vratio porudžbinu');
    expect(await figure(petarCard, 'Stanje').textContent()).toBe('Duguje se');
    expect(await petarCard.getByRole('heading', { name: 'Koncert Povraćaj' }).count()).toBe(1);
    // Paid at the door: no account is known, and the card says so.
    expect(await figure(card(due, 'mirko@kupac.test'), 'Račun platioca').textContent()).toBe('Nije poznat: uplata je primljena ručno. Zatražite račun od kupca.');
    const sanjaCard = card(due, 'sanja@kupac.test');
    expect(await figure(sanjaCard, 'Količina').textContent()).toBe('1');
    expect(await figure(sanjaCard, 'Iznos').textContent()).toBe('1.200 RSD');
    expect(await figure(sanjaCard, 'Razlog').textContent()).toBe('Objekat je vratio ulaznicu');
    expect(await fitsTheScreen(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // 'Vraćeno' asks first, naming the amount, the payer and the account.
    await petarCard.getByRole('button', { name: `Vraćeno: porudžbina ${numberOf(petar)}, 4.000 RSD` }).click();
    const dialog = page.getByRole('dialog', { name: 'Povraćaj je poslat?' });
    await dialog.getByText(`Da li je 4.000 RSD za porudžbinu ${numberOf(petar)} vraćeno platiocu Petar Ilić?`).waitFor();
    await dialog.getByText(`Na račun ${PETAR_ACCOUNT}.`).waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Da, vraćeno je' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const done = page.getByRole('list', { name: 'Vraćeno (1)' });
    const petarDone = card(done, 'petar@kupac.test');
    await figure(petarDone, 'Stanje')
      .getByText(/^Vraćeno \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
      .waitFor();
    expect(await petarDone.getByRole('button').count()).toBe(0);
    await page.getByRole('list', { name: 'Za povraćaj (3)' }).waitFor();

    // The one ticket's refund is marked sent by its own row (the route takes the ticket).
    await card(page.getByRole('list', { name: 'Za povraćaj (3)' }), 'sanja@kupac.test')
      .getByRole('button', { name: /^Vraćeno: porudžbina/ })
      .click();
    await dialog.getByRole('button', { name: 'Da, vraćeno je' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card(page.getByRole('list', { name: 'Vraćeno (2)' }), 'sanja@kupac.test').waitFor();

    await page.reload();
    await card(page.getByRole('list', { name: 'Vraćeno (2)' }), 'petar@kupac.test').waitFor();
    expect(await card(page.getByRole('list', { name: 'Za povraćaj (2)' }), 'petar@kupac.test').count()).toBe(0);

    // The CSV: the payment orders still owed that have an account (Jelena's; Petar's is sent, Mirko's has none).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Preuzmi CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^povracaji_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv).toEqual([
      'Naziv primaoca;Račun primaoca;Iznos;Šifra plaćanja;Svrha plaćanja;Model;Poziv na broj',
      `Jelena Kovač;${JELENA_ACCOUNT};2.000,00;290;Povraćaj za ulaznice ${numberOf(jelena)};97;${jelena.payment!.reference.slice(2)}`,
    ]);

    // Izvoz za ESIR: tonight by default, each payment and the night's total.
    await page.goto(suite.url('/dashboard/fiscal-export'));
    await page.getByRole('heading', { name: 'Izvoz za ESIR', exact: true, level: 1 }).waitFor();
    await page.getByTestId('fiscal-note').getByText('Izlazak nije ESIR i ne izdaje fiskalne račune. Ovo je spisak uplata koje objekat unosi u svoj ESIR.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Noć' }).inputValue()).toBe(formatNight(tonight(new Date())));
    const payment = page.getByTestId('fiscal-payment').filter({ hasText: 'Sanja Balkon' });
    await payment.getByRole('heading', { name: '3 ulaznice „Balkon”, Koncert Povraćaj' }).waitFor();
    expect(await figure(payment, 'Vrsta').textContent()).toBe('Ulaznice');
    expect(await figure(payment, 'Količina').textContent()).toBe('3');
    expect(await figure(payment, 'Iznos').textContent()).toBe('3.600 RSD');
    expect(await figure(payment, 'Vreme uplate').textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const exported = await api.get<FiscalExportView>(`/api/club/${clubId}/fiscal-export?night=${tonight(new Date())}`, managerToken);
    // Tonight's payments are at least the two taken at the door (a refund stays in the night it was paid); the statement's may be too.
    const count = exported.body.payments.length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('fiscal-payment').count()).toBe(count);
    await page.getByTestId('fiscal-total').getByText(formatAmount(exported.body.total), { exact: true }).waitFor();
    await page.getByTestId('fiscal-total').getByText(`${count} uplat`, { exact: false }).waitFor();
    expect(await fitsTheScreen(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Another night, typed dd.MM.yyyy: nothing was paid then.
    const other = addDays(tonight(new Date()), -3);
    await page.getByRole('textbox', { name: 'Noć' }).fill(formatNight(other));
    await page.getByText(`U noći ${formatNight(other)} nije primljena nijedna uplata ulaznica ni depozita.`).waitFor();
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Preuzmi CSV' }).click()]);
    expect(csvDownload.suggestedFilename()).toBe(`uplate_za_esir_${other}.csv`);
    await page.getByRole('button', { name: 'Večeras' }).click();
    await page.getByTestId('fiscal-payment').first().waitFor();
    const [tonightCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Preuzmi CSV' }).click()]);
    const fiscalCsv = fs.readFileSync((await tonightCsv.path())!, 'utf8');
    expect(fiscalCsv).toContain('Sanja Balkon;3 ulaznice „Balkon”, Koncert Povraćaj;3;3.600,00;');

    // The venue's staff: neither screen.
    const staff = await registerAccount(suite.app, 'staff', 'osoblje@povracaj.test', clubId);
    await page.goto(suite.url('/auth/login'));
    await logInThroughForm(page, staff.email, staff.password);
    await page.waitForURL(suite.url('/dashboard/door'));
    expect(await page.getByTestId('dashboard-sidebar').locator(NAV_ENTRIES).count()).toBe(0);
    for (const path of ['/dashboard/refunds', '/dashboard/fiscal-export']) {
      await page.goto(suite.url(path));
      await page.getByRole('heading', { name: 'Nemate pristup ovom ekranu' }).waitFor();
    }
  }, 180_000);
});
