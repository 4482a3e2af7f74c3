import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import {
  apiErrorView,
  check,
  doorScanView,
  doorTicketsView,
  type DoorInsideView,
  type DoorTicketsView,
  type LiveTicketChange,
  type ReportView,
  type Struct,
  type TicketOrderView,
  type TicketTiersView,
} from '@izlazak/contracts';
import { RegisterUserCommand } from '../../backend/src/modules/identity/commands/register-user/register-user.command';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite } from '../support/app';
import { connectLive } from '../support/live-client';
import { staffedVenue, venueWithManager } from '../support/venues';

// Friday 30 October 2026, 23:41 in Belgrade: tonight is Friday's night.
const FRIDAY_LATE = new Date('2026-10-30T22:41:00Z');
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Ulaznica d.o.o.', payeePlace: 'Beograd', rules: [] };
const BUYER = { firstName: 'Ana', lastName: 'Ilić', email: 'ana@kupac.test', phone: '+381 64 123 4567' };

/** Tickets at the door against the real stack: scanned, let in with one tap, by two phones offline, counted in the night's report. */
describe('Tickets at the door', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let now = FRIDAY_LATE;
  let clubId: string, managerToken: string, markoToken: string, jelenaToken: string, otherStaffToken: string;
  let eventId: string, laterEventId: string, regularId: string, vipId: string, tableId: string;

  const documented = (body: unknown, struct: Struct<any, any>) => expect(check(body, struct).errors ?? 'as documented').toBe('as documented');
  /** A door account with its own first name: the door says who let a ticket in. */
  const doorman = async (firstName: string, email: string, venue: string) => {
    const outcome = await app.running.app
      .get(CommandBus)
      .execute(
        new RegisterUserCommand(
          randomUUID(),
          { email, firstName, lastName: 'Vrata', mobilePhone: '060', role: 'staff', clubId: venue, password: 'lozinka123', status: true, isVerified: true, profileImage: null },
          systemContext(randomUUID()),
        ),
      );
    if (outcome.position) await app.running.kernel.projections.waitFor(outcome.position, 20_000);
    return api.login(email, 'lozinka123');
  };
  const newEvent = async (dateOfEvent: string, title: string) => {
    const event = await api.post<{ _id: string }>(
      '/api/event',
      { title, description: 'Opis', dateOfEvent, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1000' },
      managerToken,
    );
    expect(event.status).toBe(201);
    return event.body._id;
  };
  const buy = async (event: string, tierId: string, quantity: number) => {
    const placed = await api.post<TicketOrderView>('/api/ticket-orders', { eventId: event, tierId, quantity, ...BUYER });
    expect(placed.status).toBe(201);
    if (placed.body.status === 'Paid') return placed.body;
    const paid = await api.post<TicketOrderView>(`/api/ticket-orders/${placed.body._id}/payment`, {}, managerToken);
    expect(paid.status).toBe(200);
    return paid.body;
  };
  const scan = (code: string, token = markoToken) => api.post('/api/door/scan', { code }, token);
  const admit = (ticketId: string, body: Record<string, unknown>, token = markoToken) => api.post(`/api/tickets/${ticketId}/admission`, body, token);
  const tokenOf = (code: string) => code.slice(code.lastIndexOf('/t/') + 3);

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => now);
    let tables: Record<string, string>;
    ({ clubId, managerToken, tables } = await staffedVenue(app, {
      name: 'Klub Ulaznica',
      openEveryNight: true,
      tables: [{ name: 'Sto 1', maxPersons: 4 }],
      staffEmail: 'osoblje@ulaznica.test',
    }));
    tableId = tables['Sto 1'];
    expect((await api.put(`/api/club/${clubId}/terms`, PAYEE, managerToken)).status).toBe(200);
    markoToken = await doorman('Marko', 'marko@ulaznica.test', clubId);
    jelenaToken = await doorman('Jelena', 'jelena@ulaznica.test', clubId);
    const other = await venueWithManager(api, app.adminToken, 'Klub Drugi Ulaz');
    otherStaffToken = await doorman('Pera', 'pera@drugi-ulaz.test', other.clubId);
    now = new Date('2026-10-28T12:00:00Z'); // the sale runs before the night
    eventId = await newEvent('2026-10-30', 'Petak u klubu');
    laterEventId = await newEvent('2026-10-31', 'Subota u klubu');
    const tiers = await api.put<TicketTiersView>(
      `/api/event/${eventId}/tickets`,
      {
        tiers: [
          { name: 'Regular', price: 1500, capacity: 50, maxPerOrder: 4 },
          { name: 'VIP', price: 4000, capacity: 10, maxPerOrder: 2 },
        ],
      },
      managerToken,
    );
    expect(tiers.status).toBe(200);
    [regularId, vipId] = tiers.body.tiers.map(({ _id }) => _id);
  });

  afterEach(() => {
    now = FRIDAY_LATE;
  });

  it("reads a ticket's code at the door (the URL or the bare token) and lets it in with one tap; a second scan says when and by whom", async () => {
    now = new Date('2026-10-28T12:00:00Z');
    const order = await buy(eventId, regularId, 2);
    now = FRIDAY_LATE;
    const [ticket] = order.tickets;
    const scanned = await scan(ticket.code);
    expect(scanned.status).toBe(200);
    documented(scanned.body, doorScanView);
    expect(scanned.body).toMatchObject({
      kind: 'ticket',
      ticket: {
        _id: ticket._id,
        status: 'valid',
        tierName: 'Regular',
        holder: { firstName: 'Ana', lastName: 'Ilić' },
        eventId,
        eventTitle: 'Petak u klubu',
        clubId,
        night: '2026-10-30',
        admittedAt: null,
        admittedBy: null,
        doubleEntries: [],
      },
    });
    expect((await scan(tokenOf(ticket.code))).body.ticket._id).toBe(ticket._id);
    expect((await scan(`  https://drugi.host/t/${tokenOf(ticket.code)}?utm=qr#x  `)).body.ticket._id).toBe(ticket._id);

    const admitted = await admit(ticket._id, { commandId: 'marko-telefon-0001' });
    expect([admitted.status, admitted.body.status]).toEqual([200, 'admitted']);
    const again = await scan(ticket.code, jelenaToken);
    expect(again.status).toBe(409);
    documented(again.body, apiErrorView);
    expect(again.body).toMatchObject({ message: 'Ulaznica iskorišćena u 23:41, Marko', field: 'code', ticket: { _id: ticket._id, status: 'admitted', admittedBy: 'Marko' } });
    expect((await admit(ticket._id, { commandId: 'jelena-telefon-0001' }, jelenaToken)).body.message).toBe('Ulaznica iskorišćena u 23:41, Marko');
  });

  it("answers another venue's ticket 403 without it, another night's 409 naming the night, and a passed-on ticket's old code 410", async () => {
    now = new Date('2026-10-28T12:00:00Z');
    const later = await api.put<TicketTiersView>(`/api/event/${laterEventId}/tickets`, { tiers: [{ name: 'Gratis', price: 0, capacity: 10, maxPerOrder: 2 }] }, managerToken);
    const saturday = await buy(laterEventId, later.body.tiers[0]._id, 1);
    const friday = await buy(eventId, regularId, 1);
    const passed = await api.post(`/api/tickets/${tokenOf(friday.tickets[0].code)}/transfer`, { firstName: 'Mila', lastName: 'Jović', email: 'mila@prijatelj.test' });
    expect(passed.status).toBe(200);
    now = FRIDAY_LATE;

    const foreign = await scan(friday.tickets[0].code, otherStaffToken);
    expect([foreign.status, foreign.body.message, foreign.body.ticket]).toEqual([403, 'Ovaj kod je za drugi objekat', undefined]);
    const notTonight = await scan(saturday.tickets[0].code);
    expect([notTonight.status, notTonight.body.message, notTonight.body.ticket?.night]).toEqual([409, 'Ulaznica nije za večeras, već za 31.10.2026', '2026-10-31']);
    now = new Date('2026-10-31T22:00:00Z'); // Saturday night: Friday's tickets are of an earlier night
    const earlier = await scan(passed.body.code);
    expect([earlier.status, earlier.body.message]).toEqual([409, 'Ulaznica je bila za 30.10.2026, ne za večeras']);
    now = FRIDAY_LATE;
    const old = await scan(friday.tickets[0].code);
    expect([old.status, old.body.message]).toEqual([410, 'Ova ulaznica je preneta na drugu osobu i više ne važi']);
    const friends = await scan(passed.body.code);
    expect([friends.status, friends.body.ticket.holder]).toEqual([200, { firstName: 'Mila', lastName: 'Jović' }]);
    expect((await scan('https://izlazak.test/t/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it("gives the door phones tonight's tickets to keep, the venue's own only", async () => {
    now = new Date('2026-10-28T12:00:00Z');
    const order = await buy(eventId, vipId, 1);
    now = FRIDAY_LATE;
    const list = await api.get<DoorTicketsView>('/api/door/tickets', jelenaToken);
    expect(list.status).toBe(200);
    documented(list.body, doorTicketsView);
    expect(list.body).toMatchObject({ clubId, night: '2026-10-30', asOf: FRIDAY_LATE.toISOString() });
    const vip = list.body.tickets.find(({ _id }) => _id === order.tickets[0]._id);
    expect(vip).toMatchObject({ tierName: 'VIP', token: tokenOf(order.tickets[0].code), status: 'valid', eventTitle: 'Petak u klubu' });
    expect(list.body.tickets.every((ticket) => ticket.night === '2026-10-30')).toBe(true);
    expect(list.body.tickets.some(({ status }) => status === 'transferred')).toBe(true);
    expect((await api.get<DoorTicketsView>('/api/door/tickets', otherStaffToken)).body.tickets).toEqual([]);
    expect((await api.get(`/api/door/tickets?clubId=${clubId}`, otherStaffToken)).status).toBe(403);
    expect((await api.get('/api/door/tickets', app.adminToken)).body.field).toBe('clubId');
    expect((await api.get(`/api/door/tickets?clubId=${clubId}`, app.adminToken)).body.tickets.length).toBe(list.body.tickets.length);
  });

  it('admits a ticket two offline phones let in once when they sync, and records the second as a double entry with both times', async () => {
    now = new Date('2026-10-28T12:00:00Z');
    const order = await buy(eventId, vipId, 2);
    now = new Date('2026-10-30T23:05:00Z'); // 00:05: both phones come back online
    const [ticket, other] = order.tickets;
    // Marko's phone let the ticket in at 23:50, Jelena's at 23:52, both without signal; Jelena's reaches the server first.
    const jelenas = await admit(ticket._id, { commandId: 'jelena-offline-0001', admittedAt: '2026-10-30T22:52:00.000Z' }, jelenaToken);
    expect([jelenas.status, jelenas.body.status]).toEqual([200, 'admitted']);
    const markos = await admit(ticket._id, { commandId: 'marko-offline-0001', admittedAt: '2026-10-30T22:50:00.000Z' });
    expect(markos.status).toBe(409);
    documented(markos.body, apiErrorView);
    expect(markos.body.message).toBe('Dvostruki ulaz: ulaznica iskorišćena u 23:52, Jelena, i ponovo u 23:50, Marko');
    expect(markos.body.ticket).toMatchObject({
      status: 'admitted',
      admittedAt: '2026-10-30T22:52:00.000Z',
      admittedBy: 'Jelena',
      doubleEntries: [{ firstAt: '2026-10-30T22:52:00.000Z', firstBy: 'Jelena', secondAt: '2026-10-30T22:50:00.000Z', secondBy: 'Marko' }],
    });
    // Marko's phone sends it again (its answer was lost): the same answer, nothing recorded twice.
    const resent = await admit(ticket._id, { commandId: 'marko-offline-0001', admittedAt: '2026-10-30T22:50:00.000Z' });
    expect([resent.status, resent.body.message]).toEqual([409, markos.body.message]);
    expect(resent.body.ticket.doubleEntries).toHaveLength(1);
    expect((await admit(ticket._id, { commandId: 'jelena-offline-0001', admittedAt: '2026-10-30T22:52:00.000Z' }, jelenaToken)).status).toBe(200);

    const scanned = await scan(ticket.code, jelenaToken);
    expect([scanned.status, scanned.body.message, scanned.body.ticket.doubleEntries]).toEqual([409, 'Ulaznica iskorišćena u 23:52, Jelena', markos.body.ticket.doubleEntries]);
    const kept = (await api.get<DoorTicketsView>('/api/door/tickets', markoToken)).body.tickets.find(({ _id }) => _id === ticket._id);
    expect(kept?.doubleEntries).toHaveLength(1);

    // An offline time ahead of the server's clock is taken as the server's; bad times name the field.
    const ahead = await admit(other._id, { commandId: 'marko-offline-0002', admittedAt: '2026-10-31T03:00:00.000Z' });
    expect(ahead.status).toBe(200);
    expect((await scan(other.code)).body.ticket.admittedAt).toBe('2026-10-30T23:05:00.000Z');
    const bad = await admit(other._id, { commandId: 'marko-offline-0003', admittedAt: 'sinoć' });
    expect([bad.status, bad.body.field]).toEqual([400, 'admittedAt']);
  });

  it("counts tonight's guests inside ('Unutra'): the tables' arrived persons, the lists' and the tickets admitted, and pushes each admission live", async () => {
    const inside = async () => (await api.get<DoorInsideView>('/api/door/inside', managerToken)).body;
    const before = await inside();
    expect(before).toMatchObject({ clubId, night: '2026-10-30', reservations: 0, lists: 0 });
    expect(before.inside).toBe(before.tickets);
    const walkIn = await api.post('/api/reservations', { walkIn: true, clubId, tableId, firstName: 'Petar', persons: 3, commandId: 'marko-walkin-0001' }, markoToken);
    expect(walkIn.status).toBe(201);
    expect(await inside()).toMatchObject({ reservations: 3, inside: before.inside + 3 });

    now = new Date('2026-10-28T12:00:00Z');
    const order = await buy(eventId, regularId, 1);
    now = FRIDAY_LATE;
    const client = await connectLive(app.baseUrl, jelenaToken);
    try {
      const pushed = client.next((message) => message.type === 'ticket' && message.ticket._id === order.tickets[0]._id);
      expect((await admit(order.tickets[0]._id, { commandId: 'marko-telefon-0009' })).status).toBe(200);
      const { ticket } = (await pushed) as LiveTicketChange;
      expect(ticket).toMatchObject({ status: 'admitted', admittedBy: 'Marko', night: '2026-10-30', token: tokenOf(order.tickets[0].code) });
    } finally {
      client.close();
    }
    expect(await inside()).toMatchObject({ tickets: before.tickets + 1, inside: before.inside + 4 });
    expect((await api.get('/api/door/inside', otherStaffToken)).body.inside).toBe(0);
  });

  it("counts the night's tickets in the report, per tier: sold, paid, admitted, no-shows, revenue and double entries, in the JSON and the CSV", async () => {
    now = new Date('2026-10-31T10:00:00Z'); // Saturday morning: Friday's night is over
    const report = await api.get<ReportView>('/api/reports?from=2026-10-30&to=2026-10-31', managerToken);
    expect(report.status).toBe(200);
    const { tickets } = report.body;
    const friday = tickets.byTier.filter(({ night }) => night === '2026-10-30');
    expect(friday.map(({ tierName, sold, paid, admitted, noShows, revenue, doubleEntries }) => [tierName, sold, paid, admitted, noShows, revenue, doubleEntries])).toEqual([
      ['Regular', 4, 4, 2, 2, 6000, 0],
      ['VIP', 3, 3, 2, 1, 12000, 1],
    ]);
    expect(friday[0]).toMatchObject({ eventTitle: 'Petak u klubu' });
    expect(tickets).toMatchObject({ admitted: 4, doubleEntries: 1, revenue: 18000 });
    const csv = await fetch(`${app.baseUrl}/api/reports?from=2026-10-30&to=2026-10-31&format=csv`, { headers: { authorization: `Bearer ${managerToken}` } });
    const text = await csv.text();
    expect(text).toContain('Ulaznice po noćima i vrstama,30.10.2026 · Petak u klubu · VIP: Plaćeno,3,12000');
    expect(text).toContain('Ulaznice po noćima i vrstama,30.10.2026 · Petak u klubu · VIP: Dvostruki ulazi,1,');
    expect(text).toContain('Ulaznice,Nisu došli,3,');
  });
});
