import type { Paged, TicketOrderRowView, TicketOrderView, TicketTiersView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { rowsHolding } from '../support/database-dump';
import { waitForMail } from '../support/mailbox';
import { venueWithManager } from '../support/venues';

const night = addDays(nightOf(new Date()), 4);
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Tajna d.o.o.', payeePlace: 'Beograd', rules: [] };
const GUEST = { firstName: 'Teodora', lastName: 'Brankovićka', email: 'teodora.ulaznice@privatno.test', phone: '+381 64 765 4321' };
const FRIEND = { firstName: 'Dragoslav', lastName: 'Prijateljević', email: 'dragoslav@drug.test', phone: '+381 65 111 2222' };

/** A buyer's ticket orders and the tickets they hold are in their data export, and gone from every read once they are erased. */
describe('Tickets: a person’s orders and tickets in their data export and erasure', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let managerToken: string, eventId: string;
  let paidOrder: TicketOrderView, freeOrder: TicketOrderView, friendsOrder: TicketOrderView;

  const order = (tierId: string, quantity: number, buyer: typeof GUEST) => api.post<TicketOrderView>('/api/ticket-orders', { eventId, tierId, quantity, ...buyer });
  const tokenOf = (code: string) => code.split('/t/')[1];

  beforeAll(async () => {
    const venue = await venueWithManager(api, app.adminToken, 'Klub Tajna');
    managerToken = venue.managerToken;
    expect((await api.put(`/api/club/${venue.clubId}/terms`, PAYEE, managerToken)).status).toBe(200);
    const event = await api.post<{ _id: string }>(
      '/api/event',
      { title: 'Tajna žurka', description: 'Opis', dateOfEvent: night, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1000' },
      managerToken,
    );
    eventId = event.body._id;
    const { body } = await api.put<TicketTiersView>(
      `/api/event/${eventId}/tickets`,
      {
        tiers: [
          { name: 'Regular', price: 1200, capacity: 50, maxPerOrder: 4 },
          { name: 'Gratis', price: 0, capacity: 50, maxPerOrder: 2 },
        ],
      },
      managerToken,
    );
    const [regular, free] = body.tiers;
    // She buys two paid tickets (paid at the venue) and a free one, passes one of the paid on; a friend passes his free one to her.
    const placed = await order(regular._id, 2, GUEST);
    paidOrder = (await api.post<TicketOrderView>(`/api/ticket-orders/${placed.body._id}/payment`, {}, managerToken)).body;
    freeOrder = (await order(free._id, 1, GUEST)).body;
    friendsOrder = (await order(free._id, 1, FRIEND)).body;
    const away = await api.post(`/api/tickets/${tokenOf(paidOrder.tickets[1].code)}/transfer`, { firstName: 'Mirko', lastName: 'Drugović', email: 'mirko@drug.test' });
    expect(away.status).toBe(200);
    const toHer = await api.post(`/api/tickets/${tokenOf(friendsOrder.tickets[0].code)}/transfer`, { firstName: GUEST.firstName, lastName: GUEST.lastName, email: GUEST.email });
    expect(toHer.status).toBe(200);
    await readModelsCaughtUp(app);
  });

  it('puts her orders and every ticket she held into the export she downloads from the mailed link', async () => {
    expect((await api.post('/api/privacy/export', { email: GUEST.email })).status).toBe(202);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes(GUEST.email) && m.subject === 'Vaši podaci na Izlasku');
    const token = new RegExp('/api/privacy/export/([0-9a-f-]{36}\\.[A-Za-z0-9_-]+)').exec(mail.text)?.[1];
    const exported = await api.get(`/api/privacy/export/${token}`);
    expect(exported.status).toBe(200);
    const data = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(data.ticketOrders).toHaveLength(2);
    expect(data.ticketOrders.map((row: Record<string, unknown>) => [row.event, row.tier, row.quantity, row.amount, row.status])).toEqual([
      ['Tajna žurka', 'Regular', 2, 2400, 'Paid'],
      ['Tajna žurka', 'Gratis', 1, 0, 'Paid'],
    ]);
    expect(data.ticketOrders[0]).toMatchObject({ firstName: GUEST.firstName, lastName: GUEST.lastName, email: GUEST.email, phone: GUEST.phone, venue: 'Klub Tajna' });
    // Two of her order's, her free one, the one her friend passed to her; the one she passed on says so.
    expect(data.tickets).toHaveLength(4);
    expect(data.tickets.filter((row: { transferred: boolean }) => row.transferred)).toHaveLength(1);
    expect(data.tickets.filter((row: { receivedFromFriend: boolean }) => row.receivedFromFriend)).toHaveLength(1);
    // Nobody else's: her friend's order and the friend she passed a ticket to are not in it.
    expect(JSON.stringify(data)).not.toContain(FRIEND.email);
    expect(JSON.stringify(data)).not.toContain('mirko@drug.test');
  });

  it("erases her: the venue's list and her orders read 'Obrisan gost', no table holds her name, e-mail or phone, her friend's stay", async () => {
    const erased = await api.post('/api/admin/privacy/erase', { email: GUEST.email }, app.adminToken);
    expect(erased.status).toBe(202);
    for (const until = Date.now() + 60_000; (await api.get(erased.body.statusUrl, app.adminToken)).body.status !== 'done' && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await api.get(erased.body.statusUrl, app.adminToken)).body.status).toBe('done');

    const rows = (await api.get<Paged<TicketOrderRowView>>(`/api/event/${eventId}/ticket-orders`, managerToken)).body.data;
    const byId = new Map(rows.map((row) => [row._id, row]));
    for (const id of [paidOrder._id, freeOrder._id]) {
      expect(byId.get(id)).toMatchObject({ buyer: { firstName: 'Obrisan', lastName: 'gost', email: '', phone: '' }, status: 'Paid' });
    }
    expect(byId.get(friendsOrder._id)?.buyer).toEqual({ firstName: FRIEND.firstName, lastName: FRIEND.lastName, email: FRIEND.email, phone: FRIEND.phone });
    // Her tickets still count and still open the door, held by nobody one can name.
    const mine = await api.get<TicketOrderView>(`/api/ticket-orders/${paidOrder._id}`);
    expect(mine.body.tickets.map(({ holder, status }) => [holder, status])).toEqual(
      expect.arrayContaining([
        [{ firstName: 'Obrisan', lastName: 'gost' }, 'valid'],
        [{ firstName: 'Obrisan', lastName: 'gost' }, 'transferred'],
      ]),
    );
    const tiers = await api.get<TicketTiersView>(`/api/event/${eventId}/tickets`);
    expect(tiers.body.tiers.map(({ sold }) => sold)).toEqual([2, 2]);
    // Known gap (docs/privacy.md): the mail her transfer sent to Mirko, and the history of the friend's order
    // (his ticket passed on to her), still name her; every read of her own orders and tickets is blank.
    const holding = await rowsHolding(app.running.kernel.pool, [GUEST.lastName, GUEST.email, '765 4321']);
    const ofOthers = (row: string) => row.includes('mirko@drug.test') || row.includes(friendsOrder._id);
    expect(holding.filter((row) => !ofOthers(row))).toEqual([]);
    // The friend's own data is his: his order, and the ticket she passed on to Mirko, name them still.
    expect((await rowsHolding(app.running.kernel.pool, [FRIEND.lastName])).length).toBeGreaterThan(0);
    expect((await rowsHolding(app.running.kernel.pool, ['Drugović'])).length).toBeGreaterThan(0);
  });
});
