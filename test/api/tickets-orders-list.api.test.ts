import type { Paged, TicketOrderRowView, TicketOrderView, TicketTiersView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite } from '../support/app';
import { staffedVenue, venueWithManager } from '../support/venues';

const night = addDays(nightOf(new Date()), 5);
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Spisak d.o.o.', payeePlace: 'Beograd', rules: [] };

/** The venue's list of an event's ticket orders (the dashboard's 'Ulaznice'): who bought what, paid or awaited, a page at a time. */
describe("Tickets: an event's orders on the venue's list", () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, otherManagerToken: string, eventId: string;
  let regularId: string, freeId: string;

  const order = (tierId: string, quantity: number, n: number) =>
    api.post<TicketOrderView>('/api/ticket-orders', {
      eventId,
      tierId,
      quantity,
      firstName: 'Kupac',
      lastName: `Broj ${n}`,
      email: `kupac${n}@spisak.test`,
      phone: `+381 64 100 ${String(1000 + n)}`,
    });
  const list = (query: string, token = managerToken) => api.get<Paged<TicketOrderRowView>>(`/api/event/${eventId}/ticket-orders${query}`, token);

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken } = await staffedVenue(app, { name: 'Klub Spisak', openEveryNight: true, tables: [], staffEmail: 'vrata@spisak.test' }));
    expect((await api.put(`/api/club/${clubId}/terms`, PAYEE, managerToken)).status).toBe(200);
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Tuđi'));
    const event = await api.post<{ _id: string }>(
      '/api/event',
      { title: 'Subota sa ulaznicama', description: 'Opis', dateOfEvent: night, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1000' },
      managerToken,
    );
    eventId = event.body._id;
    const tiers = await api.put<TicketTiersView>(
      `/api/event/${eventId}/tickets`,
      {
        tiers: [
          { name: 'Regular', price: 1000, capacity: 100, maxPerOrder: 4 },
          { name: 'Gratis', price: 0, capacity: 20, maxPerOrder: 2 },
        ],
      },
      managerToken,
    );
    [regularId, freeId] = tiers.body.tiers.map((tier) => tier._id);
  });

  it('lists the orders newest first with buyer, tier, quantity, amount and status, ten to a page, filtered by status', async () => {
    for (let n = 1; n <= 12; n++) expect((await order(regularId, 1 + (n % 3), n)).status).toBe(201);
    expect((await order(freeId, 2, 13)).body.status).toBe('Paid');

    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.paginationData).toEqual({ page: 1, size: 10, total_records: 13, total_pages: 2 });
    expect(first.body.data).toHaveLength(10);
    const [newest] = first.body.data;
    expect(newest).toMatchObject({
      buyer: { firstName: 'Kupac', lastName: 'Broj 13', email: 'kupac13@spisak.test', phone: '+381 64 100 1013' },
      tierName: 'Gratis',
      quantity: 2,
      amount: 0,
      status: 'Paid',
      admitted: 0,
    });
    expect(newest.paidAt).not.toBeNull();
    const second = await list('?page=2');
    expect(second.body.data.map((row) => row.buyer.lastName)).toEqual(['Broj 3', 'Broj 2', 'Broj 1']);
    expect(second.body.data[2]).toMatchObject({ tierName: 'Regular', quantity: 2, amount: 2000, status: 'AwaitingPayment', paidAt: null });
    expect(second.body.data[2].reference).toMatch(/^97\d{20}$/);
    expect(second.body.data[2].dueAt).not.toBeNull();

    const awaiting = await list('?status=AwaitingPayment&size=50');
    expect(awaiting.body.paginationData.total_records).toBe(12);
    expect(awaiting.body.data.every((row) => row.status === 'AwaitingPayment')).toBe(true);
  });

  it("records a payment by hand from the list: the order moves to 'Paid' with when and by whom, its tickets issued", async () => {
    const awaiting = await list('?status=AwaitingPayment&size=1');
    const [row] = awaiting.body.data;
    const paid = await api.post<TicketOrderView>(`/api/ticket-orders/${row._id}/payment`, {}, managerToken);
    expect(paid.status).toBe(200);
    expect(paid.body.tickets).toHaveLength(row.quantity);
    const paidRows = await list('?status=Paid');
    const shown = paidRows.body.data.find((each) => each._id === row._id);
    expect(shown).toMatchObject({ status: 'Paid', amount: row.amount });
    expect(shown?.paidAt).not.toBeNull();
    expect(shown?.paidBy).toBeTruthy();
    expect((await list('?status=AwaitingPayment')).body.paginationData.total_records).toBe(11);
    // The tiers say what is sold beside what is left.
    const tiers = await api.get<TicketTiersView>(`/api/event/${eventId}/tickets`);
    expect(tiers.body.tiers.map(({ name, sold }) => [name, sold])).toEqual([
      ['Regular', row.quantity],
      ['Gratis', 2],
    ]);
  });

  it("shows the venue's staff and admins the list, refuses another venue and strangers, and names a bad status", async () => {
    expect((await list('', staffToken)).status).toBe(200);
    expect((await list('', app.adminToken)).status).toBe(200);
    expect((await list('', otherManagerToken)).status).toBe(403);
    expect((await api.get(`/api/event/${eventId}/ticket-orders`)).status).toBe(401);
    expect((await api.get('/api/event/nema-ga/ticket-orders', managerToken)).status).toBe(404);
    const bad = await api.get(`/api/event/${eventId}/ticket-orders?status=Negde`, managerToken);
    expect([bad.status, bad.body.field, bad.body.message]).toEqual([400, 'status', 'Stanje porudžbine nije ispravno']);
    const badPage = await api.get(`/api/event/${eventId}/ticket-orders?page=nula`, managerToken);
    expect([badPage.status, badPage.body.field]).toEqual([400, 'page']);
  });
});
