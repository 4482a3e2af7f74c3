import { validateIpsQrText, type TicketOrderView, type TicketTiersView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite } from '../support/app';
import { staffedVenue, venueWithManager } from '../support/venues';

/** An answer's body, or the refusal's `{ field, message }`. */
type Refusable<T> = T & { field?: string; message?: string };
const nightAfter = (days: number) => addDays(nightOf(new Date()), days);
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Karta d.o.o.', payeePlace: 'Beograd', rules: [] };
const BUYER = { firstName: 'Ana', lastName: 'Ilić', email: 'ana@kupac.test', phone: '+381 64 123 4567' };
/** A refusal's body beside the answer's: the field it names and its message. */

/** An event's tickets against the real stack: tiers set by the venue, orders by visitors, never more than there are. */
describe('Tickets', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, otherManagerToken: string;

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken } = await staffedVenue(app, {
      name: 'Klub Karta',
      openEveryNight: true,
      tables: [{ name: 'Sto 1', maxPersons: 4 }],
      staffEmail: 'vrata@karta.test',
    }));
    expect((await api.put(`/api/club/${clubId}/terms`, PAYEE, managerToken)).status).toBe(200);
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Drugi'));
  });

  const newEvent = async (night = nightAfter(7)) => {
    const event = await api.post<{ _id: string }>(
      '/api/event',
      { title: `Žurka ${night}`, description: 'Opis', dateOfEvent: night, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1000' },
      managerToken,
    );
    expect(event.status).toBe(201);
    return event.body._id;
  };
  const setTiers = (eventId: string, tiers: Array<Record<string, unknown>>, token = managerToken) =>
    api.put<Refusable<TicketTiersView>>(`/api/event/${eventId}/tickets`, { tiers }, token);
  const order = (eventId: string, tierId: string, quantity: number, changes: Record<string, unknown> = {}) =>
    api.post<Refusable<TicketOrderView>>('/api/ticket-orders', { eventId, tierId, quantity, ...BUYER, ...changes });

  it('sets the tiers of an event and shows each one with what is left and its state, waves waiting for the tier before them', async () => {
    const eventId = await newEvent();
    const set = await setTiers(eventId, [
      { name: 'Early bird', price: 1000, capacity: 2, maxPerOrder: 2 },
      { name: 'Regular', price: 1500, capacity: 100, maxPerOrder: 6, opensAfter: 'Early bird' },
      { name: 'Kasnije', price: 0, capacity: 10, maxPerOrder: 1, salesStart: addDays(nightOf(new Date()), 3) + 'T12:00' },
    ]);
    expect(set.status).toBe(200);
    expect(set.body.tiers.map(({ name, available, state }) => [name, available, state])).toEqual([
      ['Early bird', 2, 'onSale'],
      ['Regular', 100, 'notYet'],
      ['Kasnije', 10, 'notYet'],
    ]);
    const [early, regular] = set.body.tiers;
    expect((await order(eventId, regular._id, 1)).status).toBe(409);
    expect((await order(eventId, early._id, 2)).status).toBe(201);
    const seen = await api.get<Refusable<TicketTiersView>>(`/api/event/${eventId}/tickets`);
    expect(seen.body.tiers.map(({ name, available, state }) => [name, available, state]).slice(0, 2)).toEqual([
      ['Early bird', 0, 'soldOut'],
      ['Regular', 100, 'onSale'],
    ]);
  });

  it('refuses tiers naming the field, from another venue and from a stranger, and keeps a sold tier from going below what is sold', async () => {
    const eventId = await newEvent();
    const bad = await setTiers(eventId, [{ name: 'Regular', price: -1, capacity: 10, maxPerOrder: 2 }]);
    expect([bad.status, bad.body.field]).toEqual([400, 'tiers.0.price']);
    expect((await setTiers(eventId, [{ name: 'X', price: 0, capacity: 10, maxPerOrder: 2, opensAfter: 'Nema' }])).body.field).toBe('tiers.0.opensAfter');
    expect((await setTiers(eventId, [{ name: 'X', price: 0, capacity: 10, maxPerOrder: 2 }], otherManagerToken)).status).toBe(403);
    expect((await api.put(`/api/event/${eventId}/tickets`, { tiers: [] })).status).toBe(401);
    expect((await setTiers('nema-dogadjaja', [])).status).toBe(404);

    const { body } = await setTiers(eventId, [{ name: 'Regular', price: 500, capacity: 10, maxPerOrder: 5 }]);
    const tierId = body.tiers[0]._id;
    expect((await order(eventId, tierId, 4)).status).toBe(201);
    const below = await setTiers(eventId, [{ _id: tierId, name: 'Regular', price: 500, capacity: 3, maxPerOrder: 5 }]);
    expect([below.status, below.body.field]).toEqual([400, 'tiers.0.capacity']);
    expect((await setTiers(eventId, [])).status).toBe(409);
    const grown = await setTiers(eventId, [{ _id: tierId, name: 'Regular', price: 500, capacity: 20, maxPerOrder: 5 }]);
    expect(grown.body.tiers[0]).toMatchObject({ _id: tierId, capacity: 20, available: 16 });

    // Another event's tier id is no tier of this event: refused, and that tier stays as it was.
    const other = await newEvent();
    const taken = await setTiers(other, [{ _id: tierId, name: 'Preuzeta', price: 0, capacity: 1, maxPerOrder: 1 }]);
    expect([taken.status, taken.body.field]).toEqual([400, 'tiers.0._id']);
    expect((await api.get<TicketTiersView>(`/api/event/${eventId}/tickets`)).body.tiers[0]).toMatchObject({ _id: tierId, name: 'Regular', capacity: 20 });
  });

  it('holds a paid order awaiting its IPS QR payment, issues its tickets when the venue records the payment, and a free order at once', async () => {
    const eventId = await newEvent();
    const { body } = await setTiers(eventId, [
      { name: 'Regular', price: 1500, capacity: 10, maxPerOrder: 4 },
      { name: 'Gratis', price: 0, capacity: 10, maxPerOrder: 2 },
    ]);
    const [regular, free] = body.tiers;
    const placed = await order(eventId, regular._id, 2);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'AwaitingPayment', amount: 3000, tickets: [] });
    const { payment } = placed.body;
    expect(payment?.reference).toMatch(/^97\d{20}$/);
    expect(validateIpsQrText(payment?.ipsQr ?? '')).toEqual([]);
    expect(payment?.ipsQr).toContain('I:RSD3000,00');
    expect(payment?.ipsQr).toContain(`RO:${payment?.reference}`);
    const heldFor = (Date.parse(payment?.dueAt ?? '') - Date.parse(placed.body.placedAt)) / 60_000;
    expect(heldFor).toBe(30);

    expect((await api.post(`/api/ticket-orders/${placed.body._id}/payment`, {}, otherManagerToken)).status).toBe(403);
    expect((await api.post(`/api/ticket-orders/${placed.body._id}/payment`, { amount: 100 }, managerToken)).body.field).toBe('amount');
    const paid = await api.post<Refusable<TicketOrderView>>(`/api/ticket-orders/${placed.body._id}/payment`, {}, managerToken);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('Paid');
    expect(paid.body.payment).toBeUndefined();
    expect(paid.body.tickets).toHaveLength(2);
    for (const ticket of paid.body.tickets) {
      expect(ticket).toMatchObject({ tierName: 'Regular', holder: { firstName: 'Ana', lastName: 'Ilić' } });
      expect(ticket.code).toMatch(new RegExp(`/t/[A-Za-z0-9_-]{24}$`));
    }
    expect((await api.post(`/api/ticket-orders/${placed.body._id}/payment`, {}, managerToken)).status).toBe(409);

    const gratis = await order(eventId, free._id, 2);
    expect(gratis.body).toMatchObject({ status: 'Paid', amount: 0 });
    expect(gratis.body.tickets).toHaveLength(2);
  });

  it('refuses more than a tier allows per order (naming quantity), more than are left, and an unknown tier', async () => {
    const eventId = await newEvent();
    const { body } = await setTiers(eventId, [{ name: 'Regular', price: 0, capacity: 3, maxPerOrder: 2 }]);
    const tierId = body.tiers[0]._id;
    const tooMany = await order(eventId, tierId, 3);
    expect([tooMany.status, tooMany.body.field, tooMany.body.message]).toEqual([400, 'quantity', 'Najviše 2 ulaznice po porudžbini']);
    expect((await order(eventId, tierId, 2)).status).toBe(201);
    const left = await order(eventId, tierId, 2);
    expect([left.status, left.body.message]).toEqual([409, 'Nema dovoljno ulaznica']);
    expect((await order(eventId, 'nema', 1)).status).toBe(404);
    expect((await order(eventId, tierId, 1, { email: 'nije-mejl' })).body.field).toBe('email');
  });

  it('sells 100 tickets to 500 buyers at once: at most 100 held, everyone else told at once', async () => {
    const eventId = await newEvent(nightAfter(9));
    const { body } = await setTiers(eventId, [{ name: 'Regular', price: 1000, capacity: 100, maxPerOrder: 1 }]);
    const tierId = body.tiers[0]._id;
    const answers = await Promise.all(Array.from({ length: 500 }, (_, n) => order(eventId, tierId, 1, { email: `kupac${n}@gost.test` })));
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 409)).toHaveLength(400);
    expect(answers.filter(({ status }) => status === 409).every(({ body: refusal }) => refusal.message === 'Nema dovoljno ulaznica')).toBe(true);
    const tiers = await api.get<Refusable<TicketTiersView>>(`/api/event/${eventId}/tickets`);
    expect(tiers.body.tiers[0]).toMatchObject({ available: 0, state: 'soldOut' });
  }, 120_000);

  it('lets a ticket in once at its door: a second scan says when and by whom, another venue cannot', async () => {
    const eventId = await newEvent();
    const { body } = await setTiers(eventId, [{ name: 'Gratis', price: 0, capacity: 5, maxPerOrder: 2 }]);
    const { body: placed } = await order(eventId, body.tiers[0]._id, 1);
    const ticketId = placed.tickets[0]._id;
    expect((await api.post(`/api/tickets/${ticketId}/admission`, {}, otherManagerToken)).status).toBe(403);
    const first = await api.post(`/api/tickets/${ticketId}/admission`, { commandId: 'vrata-1-0001' }, staffToken);
    expect([first.status, first.body.status]).toEqual([200, 'admitted']);
    expect((await api.post(`/api/tickets/${ticketId}/admission`, { commandId: 'vrata-1-0001' }, staffToken)).status).toBe(200);
    const second = await api.post(`/api/tickets/${ticketId}/admission`, {}, managerToken);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^Ulaznica iskorišćena u \d\d:\d\d, /);
  });

  it('passes a ticket on to a friend: the old code stops working, the friend has a new one', async () => {
    const eventId = await newEvent();
    const { body } = await setTiers(eventId, [{ name: 'Gratis', price: 0, capacity: 5, maxPerOrder: 2 }]);
    const { body: placed } = await order(eventId, body.tiers[0]._id, 1);
    const [ticket] = placed.tickets;
    const token = ticket.code.split('/t/')[1];
    const friend = { firstName: 'Marko', lastName: 'Jovanović', email: 'marko@prijatelj.test' };
    const passed = await api.post<{ _id: string; code: string; holder: unknown; status: string }>(`/api/tickets/${token}/transfer`, friend);
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ holder: { firstName: 'Marko', lastName: 'Jovanović' }, status: 'valid' });
    expect(passed.body.code).not.toBe(ticket.code);
    expect((await api.post(`/api/tickets/${token}/transfer`, friend)).status).toBe(410);
    expect((await api.post(`/api/tickets/${ticket._id}/admission`, {}, staffToken)).status).toBe(410);
    expect((await api.post(`/api/tickets/${passed.body._id}/admission`, {}, staffToken)).status).toBe(200);
    const mine = await api.get<Refusable<TicketOrderView>>(`/api/ticket-orders/${placed._id}`);
    expect(mine.body.tickets.map(({ status }) => status)).toEqual(['transferred']);
  });
});
