import type { TicketOrderView, TicketTiersView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { venueWithManager } from '../support/venues';

const night = addDays(nightOf(new Date()), 3);
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Karta d.o.o.', payeePlace: 'Beograd', rules: [] };

/**
 * 'Ulaznice' on a phone: the manager gives an event its tiers from Događaji, sees each tier's state
 * and what is sold, and marks a buyer's order 'Plaćeno' when the money is taken at the venue.
 */
browserSuite("Tickets on the dashboard at 390 px: an event's tiers, its orders, 'Plaćeno'", { screen: 'phone' }, (suite) => {
  let managerEmail: string, managerToken: string, eventId: string;

  beforeAll(async () => {
    const venue = await venueWithManager(suite.api, suite.adminToken, 'Klub Karta');
    ({ managerEmail, managerToken } = venue);
    expect((await suite.api.put(`/api/club/${venue.clubId}/terms`, PAYEE, managerToken)).status).toBe(200);
    const event = await suite.api.post<{ _id: string }>(
      '/api/event',
      { title: 'Petak sa kartama', description: 'House do zore.', dateOfEvent: night, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1000' },
      managerToken,
    );
    expect(event.status).toBe(201);
    eventId = event.body._id;
  });

  async function openTickets() {
    const { page } = suite;
    await page.goto(suite.url('/dashboard/events'));
    await page.getByRole('button', { name: 'Ulaznice: Petak sa kartama' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ulaznice: Petak sa kartama' });
    await dialog.waitFor();
    return dialog;
  }

  it('gives the event an Early bird and a Regular that opens after it, each shown with its state and what is left', async () => {
    const { page } = suite;
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    const dialog = await openTickets();
    await dialog.getByText('Događaj još nema ulaznica. Dodajte prvu vrstu, npr. Early bird ili Regular.').waitFor();
    await dialog.getByRole('button', { name: 'Dodaj vrstu ulaznice' }).click();
    await dialog.getByRole('button', { name: 'Dodaj vrstu ulaznice' }).click();
    const [early, regular] = [dialog.getByTestId('ticket-tier').nth(0), dialog.getByTestId('ticket-tier').nth(1)];
    await early.getByRole('textbox', { name: 'Naziv' }).fill('Early bird');
    await early.getByRole('textbox', { name: 'Cena (RSD)' }).fill('1000');
    await early.getByRole('textbox', { name: 'Broj ulaznica' }).fill('2');
    await early.getByRole('textbox', { name: 'Najviše po porudžbini' }).fill('2');
    await regular.getByRole('textbox', { name: 'Naziv' }).fill('Regular');
    await regular.getByRole('textbox', { name: 'Cena (RSD)' }).fill('nešto');
    await regular.getByRole('textbox', { name: 'Broj ulaznica' }).fill('50');
    await regular.getByRole('combobox', { name: 'Otvara se posle' }).selectOption({ label: 'Early bird' });
    await regular.getByLabel('Kraj prodaje').fill(`${night}T22:00`);
    await dialog.getByRole('button', { name: 'Sačuvaj ulaznice' }).click();
    // A price that is not a number is named under its field, in Serbian, and nothing is sent.
    await regular.getByText('Cena mora biti ceo broj od 0 do 1.000.000 RSD').waitFor();
    await regular.getByRole('textbox', { name: 'Cena (RSD)' }).fill('1500');
    await dialog.getByRole('button', { name: 'Sačuvaj ulaznice' }).click();
    await page.getByText('Ulaznice su sačuvane').waitFor();

    await early.getByTestId('ticket-tier-state').getByText('U prodaji').waitFor();
    await regular.getByTestId('ticket-tier-state').getByText('Još nije u prodaji').waitFor();
    expect(await early.getByTestId('ticket-tier-counts').textContent()).toBe('Prodato 0, čeka uplatu 0, slobodno 2 od 2');
    expect(await regular.getByLabel('Kraj prodaje').inputValue()).toBe(`${night}T22:00`);
    const saved = await suite.api.get<TicketTiersView>(`/api/event/${eventId}/tickets`);
    expect(saved.body.tiers.map(({ name, price, capacity, maxPerOrder, opensAfter }) => [name, price, capacity, maxPerOrder, opensAfter])).toEqual([
      ['Early bird', 1000, 2, 2, null],
      ['Regular', 1500, 50, 4, saved.body.tiers[0]._id],
    ]);
    await dialog.getByText('Još nema porudžbina.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("lists a buyer's order awaiting payment and, on 'Plaćeno', shows it paid and the Early bird sold out, opening the Regular", async () => {
    const { page } = suite;
    const tiers = await suite.api.get<TicketTiersView>(`/api/event/${eventId}/tickets`);
    const placed = await suite.api.post<TicketOrderView>('/api/ticket-orders', {
      eventId,
      tierId: tiers.body.tiers[0]._id,
      quantity: 2,
      firstName: 'Jana',
      lastName: 'Kupić',
      email: 'jana@kupac.test',
      phone: '+381 64 222 3333',
    });
    expect(placed.body.status).toBe('AwaitingPayment');

    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    const dialog = await openTickets();
    const order = dialog.getByTestId('ticket-order').filter({ hasText: 'Jana Kupić' });
    await order.getByText('Early bird × 2 · 2.000 RSD').waitFor();
    await order.getByTestId('ticket-order-status').getByText('Čeka uplatu').waitFor();
    await order.getByText('jana@kupac.test · +381 64 222 3333').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await order.getByRole('button', { name: 'Plaćeno: Jana Kupić' }).click();
    await page.getByText('Uplata je zabeležena: 2 ulaznice izdate za Jana Kupić').waitFor();
    await order.getByTestId('ticket-order-status').getByText('Plaćeno').waitFor();
    await order.getByText(/^plaćeno \d\d\.\d\d\.\d{4} \d\d:\d\d$/).waitFor();
    expect(await order.getByRole('button', { name: 'Plaćeno: Jana Kupić' }).count()).toBe(0);
    const [early, regular] = [dialog.getByTestId('ticket-tier').nth(0), dialog.getByTestId('ticket-tier').nth(1)];
    await early.getByTestId('ticket-tier-state').getByText('Rasprodato').waitFor();
    await early.getByText('Prodato 2, čeka uplatu 0, slobodno 0 od 2').waitFor();
    await regular.getByTestId('ticket-tier-state').getByText('U prodaji').waitFor();
    const issued = await suite.api.get<TicketOrderView>(`/api/ticket-orders/${placed.body._id}`);
    expect(issued.body.tickets).toHaveLength(2);

    // Only what is still awaited, when asked: nothing now.
    await dialog.getByRole('combobox', { name: 'Stanje porudžbina' }).selectOption({ label: 'Čeka uplatu' });
    await dialog.getByText('Nema porudžbina u ovom stanju.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("refunds one ticket of the paid order ('Vrati ulaznicu', asked once more): it reads 'Vraćena', its place is back on sale, its price is owed", async () => {
    const { page } = suite;
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    const dialog = await openTickets();
    const order = dialog.getByTestId('ticket-order').filter({ hasText: 'Jana Kupić' });
    await order.getByRole('button', { name: 'Ulaznice porudžbine: Jana Kupić' }).click();
    const tickets = order.getByTestId('order-ticket');
    await tickets.nth(1).waitFor();
    await tickets.first().getByRole('button', { name: 'Vrati ulaznicu: Jana Kupić' }).click();
    await tickets
      .first()
      .getByText('Ulaznica „Early bird” (Jana Kupić) odmah prestaje da važi, mesto se vraća u prodaju, a 1.000 RSD se duguje platiocu porudžbine (spisak povraćaja).')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await tickets.first().getByRole('button', { name: 'Vrati ulaznicu', exact: true }).click();
    await page.getByText('Ulaznica je vraćena: Jana Kupić').waitFor();
    await tickets.first().getByText('Vraćena').waitFor();
    await tickets.nth(1).getByText('Važi').waitFor();
    const early = dialog.getByTestId('ticket-tier').nth(0);
    await early.getByText('Prodato 1, čeka uplatu 0, slobodno 1 od 2').waitFor();
    await early.getByTestId('ticket-tier-state').getByText('U prodaji').waitFor();
    const clubId = (await suite.api.get<{ clubId: string }>(`/api/event/${eventId}`)).body.clubId;
    const owed = await suite.api.get<{ refunds: Array<{ amount: number; quantity: number; ticketId: string | null }> }>(
      `/api/club/${clubId}/refunds?eventId=${eventId}`,
      managerToken,
    );
    expect(owed.body.refunds.map(({ amount, quantity, ticketId }) => [amount, quantity, ticketId !== null])).toEqual([[1000, 1, true]]);
  });
});
