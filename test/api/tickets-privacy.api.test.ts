import type { HistoryEntry, Paged, TicketOrderRowView, TicketOrderView, TicketTiersView, TicketWaitlistEntryView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { ticketSalesDecider } from '../../backend/src/modules/tickets/domain/ticket-sales/ticket-sales.decider';
import { ticketSalesStream } from '../../backend/src/modules/tickets/domain/ticket-sales/ticket-sales.events';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { EventSourcedRepository } from '../../backend/src/platform/commands/event-sourced-repository';
import { rebuildAside } from '../../backend/src/platform/projections/rebuild-aside';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { rowsHolding } from '../support/database-dump';
import { waitForMail } from '../support/mailbox';
import { venueWithManager } from '../support/venues';

const night = addDays(nightOf(new Date()), 4);
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Tajna d.o.o.', payeePlace: 'Beograd', rules: [] };
const GUEST = { firstName: 'Teodora', lastName: 'Brankovićka', email: 'teodora.ulaznice@privatno.test', phone: '+381 64 765 4321' };
const FRIEND = { firstName: 'Dragoslav', lastName: 'Prijateljević', email: 'dragoslav@drug.test', phone: '+381 65 111 2222' };
const HOLDER = { firstName: 'Zorana', lastName: 'Čekićeva', email: 'zorana@balkon.test', phone: '+381 63 999 8888' };

/**
 * A buyer's ticket orders, the tickets they hold and their places on the tickets' waiting lists are
 * in their data export, and gone from every read once they are erased; the friends they passed
 * tickets to and from, and the others waiting, keep their names.
 */
describe('Tickets: a person’s orders and tickets in their data export and erasure', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let managerToken: string, eventId: string;
  let paidOrder: TicketOrderView, freeOrder: TicketOrderView, friendsOrder: TicketOrderView;
  let herPlace: TicketWaitlistEntryView, friendsPlace: TicketWaitlistEntryView;

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
          { name: 'Balkon', price: 1500, capacity: 1, maxPerOrder: 1 },
        ],
      },
      managerToken,
    );
    const [regular, free, balcony] = body.tiers;
    // She buys two paid tickets (paid at the venue) and a free one, passes one of the paid on; a friend passes his free one to her.
    const placed = await order(regular._id, 2, GUEST);
    paidOrder = (await api.post<TicketOrderView>(`/api/ticket-orders/${placed.body._id}/payment`, {}, managerToken)).body;
    freeOrder = (await order(free._id, 1, GUEST)).body;
    friendsOrder = (await order(free._id, 1, FRIEND)).body;
    const away = await api.post(`/api/tickets/${tokenOf(paidOrder.tickets[1].code)}/transfer`, { firstName: 'Mirko', lastName: 'Drugović', email: 'mirko@drug.test' });
    expect(away.status).toBe(200);
    const toHer = await api.post(`/api/tickets/${tokenOf(friendsOrder.tickets[0].code)}/transfer`, { firstName: GUEST.firstName, lastName: GUEST.lastName, email: GUEST.email });
    expect(toHer.status).toBe(200);

    // The balcony's one ticket is held by an unpaid order: she waits for it first, her friend after her.
    const held = (await order(balcony._id, 1, HOLDER)).body;
    const join = (buyer: typeof GUEST) => api.post<TicketWaitlistEntryView>(`/api/event/${eventId}/tickets/${balcony._id}/waitlist`, { quantity: 1, ...buyer });
    herPlace = (await join(GUEST)).body;
    friendsPlace = (await join(FRIEND)).body;
    expect([herPlace.status, friendsPlace.status, friendsPlace.ahead]).toEqual(['waiting', 'waiting', 1]);
    // The hold runs out: the ticket is offered to her; she lets the offer lapse, and it goes to her friend.
    await app.running.app
      .get(EventSourcedRepository)
      .decide(
        ticketSalesStream(eventId),
        ticketSalesDecider,
        { type: 'ExpireTicketOrder', orderId: held._id, now: new Date(Date.parse(held.payment?.dueAt ?? '') + 60_000).toISOString() },
        systemContext('test-expiry'),
      );
    await waitForMail(app.mailDir, (m) => m.to.includes(GUEST.email) && m.subject.startsWith('Ulaznice za vas'));
    expect(await readModelsCaughtUp(app, 20_000, ['ticket-offer-planner'])).toBe(true);
    expect(await app.running.app.get(ScheduledCommands).runDue(new Date(Date.now() + 62 * 60_000))).toBeGreaterThanOrEqual(1);
    await waitForMail(app.mailDir, (m) => m.to.includes(FRIEND.email) && m.subject.startsWith('Ulaznice za vas'));
    await readModelsCaughtUp(app);
  });

  const eventHistory = async () => (await api.get<Paged<HistoryEntry>>(`/api/history?entityType=event&entityId=${eventId}&size=100`, managerToken)).body.data;
  const orderHistory = async (orderId: string) =>
    (await api.get<Paged<HistoryEntry>>(`/api/history?entityType=ticket-order&entityId=${orderId}&size=100`, managerToken)).body.data.map((entry) => entry.summary);

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
    // Her place on the balcony's waiting list, whose offer she let lapse.
    expect(data.ticketWaitlist).toEqual([
      expect.objectContaining({
        id: herPlace._id,
        venue: 'Klub Tajna',
        event: 'Tajna žurka',
        night,
        tier: 'Balkon',
        quantity: 1,
        status: 'lapsed',
        email: GUEST.email,
        phone: GUEST.phone,
      }),
    ]);
    expect(Number.isNaN(Date.parse(data.ticketWaitlist[0].joinedAt))).toBe(false);
    // Nobody else's: her friend's order and the friend she passed a ticket to are not in it.
    expect(JSON.stringify(data)).not.toContain(FRIEND.email);
    expect(JSON.stringify(data)).not.toContain('mirko@drug.test');
  });

  it("tells the venue's history who waited, was offered and passed tickets on, before any erasure", async () => {
    const told = (await eventHistory()).map((entry) => entry.summary).join('\n');
    expect(told).toContain(`Lista čekanja: — → ${GUEST.firstName} ${GUEST.lastName}, 1`);
    expect(told).toContain(GUEST.email);
    expect(told).toMatch(new RegExp(`Ponuda Balkon: — → ${GUEST.firstName} ${GUEST.lastName}, 1, do \\d{2}:\\d{2}`));
    expect(told).toContain('Ponuda: ');
    expect((await orderHistory(friendsOrder._id)).join('\n')).toContain(`${FRIEND.firstName} ${FRIEND.lastName} → ${GUEST.firstName} ${GUEST.lastName}`);
    expect((await orderHistory(paidOrder._id)).join('\n')).toContain(`${GUEST.firstName} ${GUEST.lastName} → Mirko Drugović`);
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
    expect(tiers.body.tiers.slice(0, 2).map(({ sold }) => sold)).toEqual([2, 2]);

    // Her place on the waiting list keeps its turn and its lapsed offer, by nobody; her friend's is his.
    const { pool } = app.running.kernel;
    const places = await pool.query(
      'SELECT id, first_name, last_name, email, phone, status FROM ticket_waitlist WHERE tier_id = (SELECT tier_id FROM ticket_waitlist WHERE id = $1) ORDER BY joined_at',
      [herPlace._id],
    );
    expect(places.rows).toEqual([
      { id: herPlace._id, first_name: 'Obrisan', last_name: 'gost', email: '', phone: '', status: 'lapsed' },
      { id: friendsPlace._id, first_name: FRIEND.firstName, last_name: FRIEND.lastName, email: FRIEND.email, phone: FRIEND.phone, status: 'offered' },
    ]);
    // The event's history: her wait and her offer by 'Obrisan gost', her friend's by his name and address.
    const told = (await eventHistory()).map((entry) => entry.summary).join('\n');
    expect(told).toContain('Lista čekanja: — → Obrisan gost, 1');
    expect(told).toMatch(/Ponuda Balkon: — → Obrisan gost, 1, do \d{2}:\d{2}/);
    expect(told).toMatch(/Ponuda: Obrisan gost, 1, do \d{2}:\d{2} → istekla/);
    expect(told).toContain(`Lista čekanja: — → ${FRIEND.firstName} ${FRIEND.lastName}, 1`);
    expect(told).toMatch(new RegExp(`Ponuda Balkon: — → ${FRIEND.firstName} ${FRIEND.lastName}, 1, do`));
    expect(told).toContain(FRIEND.email);
    expect(told).not.toContain(GUEST.lastName);
    expect(told).not.toContain(GUEST.email);
    // Each transfer forgets her side only: the friend who passed a ticket to her, and Mirko she passed one to, stay named.
    expect((await orderHistory(friendsOrder._id)).join('\n')).toContain(`${FRIEND.firstName} ${FRIEND.lastName} → Obrisan gost`);
    expect((await orderHistory(paidOrder._id)).join('\n')).toContain('Obrisan gost → Mirko Drugović');
    expect([...(await orderHistory(friendsOrder._id)), ...(await orderHistory(paidOrder._id))].join('\n')).not.toContain(GUEST.lastName);

    // No row holds her; the mail her transfer sent to Mirko is his, and names her as the events now do.
    expect(await rowsHolding(pool, [GUEST.lastName, GUEST.email, '765 4321'])).toEqual([]);
    const toMirko = await pool.query<{ subject: string; text: string; html: string }>(
      "SELECT subject, text, html FROM mail_outbox WHERE rule = 'ticket-transferred' AND to_address = 'mirko@drug.test'",
    );
    expect(toMirko.rows).toHaveLength(1);
    expect(toMirko.rows[0].text).toContain('Obrisan gost');
    expect(toMirko.rows[0].html).toContain('Obrisan gost');
    // The friend's own data is his: his order, and the ticket she passed on to Mirko, name them still.
    expect((await rowsHolding(app.running.kernel.pool, [FRIEND.lastName])).length).toBeGreaterThan(0);
    expect((await rowsHolding(app.running.kernel.pool, ['Drugović'])).length).toBeGreaterThan(0);
  });

  it('gives the same rows when the tickets and the history are rebuilt from the events (hers shredded)', async () => {
    const { pool, store, projections } = app.running.kernel;
    const readModelRows = async () => ({
      orders: (await pool.query('SELECT id, first_name, last_name, email, phone, status FROM ticket_orders ORDER BY id')).rows,
      tickets: (await pool.query('SELECT id, first_name, last_name, email, transferred_to, transferred_from FROM tickets ORDER BY id')).rows,
      waitlist: (await pool.query('SELECT id, first_name, last_name, email, phone, status, offer_expires_at FROM ticket_waitlist ORDER BY id')).rows,
      historyEntities: (await pool.query('SELECT entity_type, entity_id, label, fields FROM history_entities ORDER BY entity_type, entity_id')).rows,
      historyEntries: (await pool.query('SELECT event_id, entity_label, actor_name, changes FROM history_entries ORDER BY event_id')).rows,
    });
    const live = await readModelRows();
    for (const projector of projections.projectors.filter((each) => each.name === 'tickets' || each.name === 'history')) await rebuildAside(pool, store, projector);
    expect(await readModelRows()).toEqual(live);
  });
});
