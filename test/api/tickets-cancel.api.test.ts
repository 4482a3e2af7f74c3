import { check, ticketCodeView, ticketRefundsView, type LiveTicketChange, type Struct, type TicketCodeView, type TicketOrderView, type TicketTiersView } from '@izlazak/contracts';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { connectLive } from '../support/live-client';
import { importStatement, STATEMENT_HEADER, STATEMENT_MAPPING, statementRow } from '../support/bank-statements';
import { waitForMail } from '../support/mailbox';
import { staffedVenue, venueWithManager } from '../support/venues';

// Friday 30 October 2026, 23:41 in Belgrade: tonight is Friday's night.
const FRIDAY_LATE = new Date('2026-10-30T22:41:00Z');
/** Two days before: the sale runs. */
const BEFORE = new Date('2026-10-28T12:00:00Z');
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Povraćaj d.o.o.', payeePlace: 'Beograd', rules: [] };
const BUYER = { firstName: 'Ana', lastName: 'Ilić', phone: '+381 64 123 4567' };
const PAYER_ACCOUNT = '160-0000000054321-73';
const PAYER_IBAN = 'RS35160000000005432173';

/** Issue 38, the refunds' leftovers: one ticket of an order refunded by the venue, and a ticket its holder cancels while the venue allows. */
describe('Tickets refunded one by one, and cancelled by their holders', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let now = BEFORE;
  let clubId: string, managerToken: string, staffToken: string, otherManagerToken: string;

  const documented = (body: unknown, struct: Struct<any, any>) => expect(check(body, struct).errors ?? 'as documented').toBe('as documented');
  const count = async (sql: string, params: unknown[]) => (await app.running.kernel.pool.query<{ n: number }>(sql, params)).rows[0].n;
  const refundEvents = (ticketId: string) => count("SELECT count(*)::int AS n FROM events WHERE type = 'TicketRefundDue' AND data->>'ticketId' = $1", [ticketId]);
  const caughtUp = async () => expect(await readModelsCaughtUp(app, 20_000, ['tickets'])).toBe(true);
  const tokenOf = (code: string) => code.slice(code.lastIndexOf('/t/') + 3);
  const scan = (code: string) => api.post('/api/door/scan', { code }, staffToken);
  const refunds = async (eventId: string) => (await api.get(`/api/club/${clubId}/refunds?eventId=${eventId}`, managerToken)).body.refunds as Array<Record<string, unknown>>;
  const csvOf = async (eventId: string) => {
    const answer = await fetch(`${app.baseUrl}/api/club/${clubId}/refunds?eventId=${eventId}&format=csv`, { headers: { authorization: `Bearer ${managerToken}` } });
    return (await answer.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  };
  const ticketOf = async (token: string) => (await api.get<TicketCodeView>(`/api/tickets/${token}`)).body;
  const cancel = (token: string, body: Record<string, unknown> = {}) => api.post<TicketCodeView>(`/api/tickets/${token}/cancel`, body);
  const settings = async (changes: Record<string, unknown>) => {
    const venue = (await api.get(`/api/club/${clubId}`)).body;
    return api.put(`/api/club/${clubId}`, { name: venue.name, type: venue.type, city: venue.city, version: venue.version, ...changes }, managerToken);
  };
  const newEvent = async (dateOfEvent: string, title: string) => {
    const event = await api.post<{ _id: string }>(
      '/api/event',
      { title, description: 'Opis', dateOfEvent, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1500' },
      managerToken,
    );
    expect(event.status).toBe(201);
    return event.body._id;
  };
  const tierOf = async (eventId: string, capacity: number) => {
    const set = await api.put<TicketTiersView>(`/api/event/${eventId}/tickets`, { tiers: [{ name: 'Regular', price: 1500, capacity, maxPerOrder: 4 }] }, managerToken);
    expect(set.status).toBe(200);
    return set.body.tiers[0]._id;
  };
  const order = async (eventId: string, tierId: string, quantity: number, email: string) => {
    const placed = await api.post<TicketOrderView>('/api/ticket-orders', { eventId, tierId, quantity, ...BUYER, email });
    expect(placed.status).toBe(201);
    return placed.body;
  };
  const paidByHand = async (eventId: string, tierId: string, quantity: number, email: string) => {
    const placed = await order(eventId, tierId, quantity, email);
    const paid = await api.post<TicketOrderView>(`/api/ticket-orders/${placed._id}/payment`, {}, managerToken);
    expect(paid.status).toBe(200);
    return paid.body;
  };

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => now);
    ({ clubId, managerToken, staffToken } = await staffedVenue(app, {
      name: 'Klub Povraćaj',
      openEveryNight: true,
      tables: [{ name: 'Sto 1', maxPersons: 4 }],
      staffEmail: 'osoblje@povracaj.test',
    }));
    expect((await api.put(`/api/club/${clubId}/terms`, PAYEE, managerToken)).status).toBe(200);
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Tuđi Povraćaj'));
  });

  afterEach(() => {
    now = BEFORE;
  });

  it("the venue refunds one ticket of a paid two-ticket order: refused at the door, the other still admits, its price owed to the payer's account, in the CSV, marked sent", async () => {
    const eventId = await newEvent('2026-10-30', 'Petak za povraćaj');
    const tierId = await tierOf(eventId, 2);
    const placed = await order(eventId, tierId, 2, 'dve@kupac.test');
    await caughtUp();
    const statement = [STATEMENT_HEADER, statementRow({ date: '28.10.2026', payer: 'Petar Ilić', account: PAYER_IBAN, reference: placed.payment!.reference, amount: '3.000,00' })];
    const imported = await importStatement(app, clubId, { content: statement.join('\r\n'), fields: { mapping: JSON.stringify(STATEMENT_MAPPING) }, token: staffToken });
    expect(imported.body).toMatchObject({ state: 'done', matched: 1 });
    const paid = (await api.get<TicketOrderView>(`/api/ticket-orders/${placed._id}`)).body;
    expect([paid.status, paid.tickets.length]).toEqual(['Paid', 2]);
    const [refunded, kept] = paid.tickets;
    // Sold out: someone waits for one ticket ('Obavesti me').
    const waiting = await api.post(`/api/event/${eventId}/tickets/${tierId}/waitlist`, {
      quantity: 1,
      firstName: 'Vera',
      lastName: 'Čeka',
      email: 'vera@ceka.test',
      phone: '+381 64 765 4321',
    });
    expect(waiting.status).toBe(201);

    expect((await api.post(`/api/tickets/${refunded._id}/refund`, {})).status).toBe(401);
    expect((await api.post(`/api/tickets/${refunded._id}/refund`, {}, staffToken)).status).toBe(403);
    expect((await api.post(`/api/tickets/${refunded._id}/refund`, {}, otherManagerToken)).status).toBe(403);
    expect((await api.post(`/api/tickets/nema-takve/refund`, {}, managerToken)).status).toBe(404);
    // The door phones learn it at once.
    const door = await connectLive(app.baseUrl, staffToken);
    let answer;
    try {
      const pushed = door.next((message) => message.type === 'ticket' && message.ticket._id === refunded._id);
      answer = await api.post<TicketOrderView>(`/api/tickets/${refunded._id}/refund`, {}, managerToken);
      expect(((await pushed) as LiveTicketChange).ticket.status).toBe('refunded');
    } finally {
      door.close();
    }
    expect(answer.status).toBe(200);
    expect(answer.body.tickets.map(({ _id, status }) => [_id, status])).toEqual([
      [refunded._id, 'refunded'],
      [kept._id, 'valid'],
    ]);
    expect(answer.body.refund).toBeUndefined();
    const again = await api.post(`/api/tickets/${refunded._id}/refund`, {}, managerToken);
    expect([again.status, again.body.message]).toEqual([409, 'Ulaznica je već vraćena ili otkazana']);
    expect(await refundEvents(refunded._id)).toBe(1);
    // Its holder learns it by mail, in the order's language.
    const told = await waitForMail(app.mailDir, (m) => m.to.includes('dve@kupac.test') && m.subject.startsWith('Ulaznica je poništena'));
    expect(told.subject).toBe('Ulaznica je poništena: Petak za povraćaj — Klub Povraćaj, 30.10.2026');
    expect(told.text).toContain('Njen kod više ne važi na ulazu.');
    expect(told.text).toContain('1.500 RSD');

    // Its place went to the one who waited, before anyone else could buy it.
    expect(await count("SELECT count(*)::int AS n FROM events WHERE type = 'TicketOfferMade' AND data->>'entryId' = $1", [waiting.body._id])).toBe(1);
    expect((await api.get<TicketTiersView>(`/api/event/${eventId}/tickets`)).body.tiers[0]).toMatchObject({ sold: 1, available: 0 });

    now = FRIDAY_LATE;
    const refusedAtDoor = await scan(refunded.code);
    expect([refusedAtDoor.status, refusedAtDoor.body.message]).toEqual([410, 'Ova ulaznica je vraćena (povraćaj novca) i više ne važi']);
    expect((await api.post(`/api/tickets/${refunded._id}/admission`, {}, staffToken)).status).toBe(410);
    expect((await scan(kept.code)).status).toBe(200);
    expect((await api.post(`/api/tickets/${kept._id}/admission`, {}, staffToken)).status).toBe(200);
    const doorList = (await api.get(`/api/door/tickets`, staffToken)).body.tickets as Array<{ _id: string; status: string }>;
    expect(doorList.find(({ _id }) => _id === refunded._id)?.status).toBe('refunded');

    const listed = await api.get(`/api/club/${clubId}/refunds?eventId=${eventId}`, managerToken);
    documented(listed.body, ticketRefundsView);
    expect(listed.body.refunds).toEqual([
      expect.objectContaining({
        orderId: placed._id,
        ticketId: refunded._id,
        cancelledBy: 'venue',
        quantity: 1,
        amount: 1500,
        payerName: 'Petar Ilić',
        payerAccount: PAYER_ACCOUNT,
        reference: placed.payment!.reference,
        reason: 'venue',
        state: 'due',
        refundedAt: null,
      }),
    ]);
    const number = listed.body.refunds[0].number;
    expect(await csvOf(eventId)).toEqual([
      'Naziv primaoca;Račun primaoca;Iznos;Šifra plaćanja;Svrha plaćanja;Model;Poziv na broj',
      `Petar Ilić;${PAYER_ACCOUNT};1.500,00;290;Povraćaj za ulaznicu ${number};97;${placed.payment!.reference.slice(2)}`,
    ]);

    expect((await api.post(`/api/club/${clubId}/refunds/${refunded._id}/done`, {}, otherManagerToken)).status).toBe(403);
    expect((await api.post(`/api/club/${clubId}/refunds/${kept._id}/done`, {}, managerToken)).status).toBe(409);
    const done = await api.post(`/api/club/${clubId}/refunds/${refunded._id}/done`, {}, managerToken);
    expect([done.status, done.body.ticketId, done.body.state]).toEqual([200, refunded._id, 'done']);
    expect((await api.post(`/api/club/${clubId}/refunds/${refunded._id}/done`, {}, managerToken)).body.state).toBe('done');
    expect(await csvOf(eventId)).toHaveLength(1);

    // The whole order refunded afterwards owes only the ticket left, and the door phones learn that it no longer opens the door.
    const doorAgain = await connectLive(app.baseUrl, staffToken);
    try {
      const pushed = doorAgain.next((message) => message.type === 'ticket' && message.ticket._id === kept._id);
      expect((await api.post(`/api/ticket-orders/${placed._id}/refund`, {}, managerToken)).status).toBe(200);
      expect(((await pushed) as LiveTicketChange).ticket.status).toBe('refunded');
    } finally {
      doorAgain.close();
    }
    const both = await refunds(eventId);
    expect(both.map(({ ticketId, amount, state }) => [ticketId, amount, state])).toEqual([
      [null, 1500, 'due'],
      [refunded._id, 1500, 'done'],
    ]);

    const history = JSON.stringify((await api.get(`/api/history?entityType=ticket-order&entityId=${placed._id}&size=100`, managerToken)).body);
    expect(history).toContain('vratio ulaznicu iz porudžbine');
    expect(history).toContain('označio povraćaj za ulaznicu iz porudžbine');
  });

  it('a free ticket refunded by the venue owes nothing but is void', async () => {
    const eventId = await newEvent('2026-10-30', 'Besplatan petak');
    const set = await api.put<TicketTiersView>(`/api/event/${eventId}/tickets`, { tiers: [{ name: 'Gratis', price: 0, capacity: 5, maxPerOrder: 2 }] }, managerToken);
    const free = await order(eventId, set.body.tiers[0]._id, 2, 'gratis@kupac.test');
    expect(free.status).toBe('Paid');
    const answer = await api.post<TicketOrderView>(`/api/tickets/${free.tickets[0]._id}/refund`, {}, managerToken);
    expect(answer.body.tickets[0].status).toBe('refunded');
    now = FRIDAY_LATE;
    expect((await scan(free.tickets[0].code)).status).toBe(410);
    expect(await refunds(eventId)).toEqual([]);
  });

  it("a guest cancels while the venue's ticketCancelHours allow: voided, owed back, mailed in their language; without the setting or past it nothing changes", async () => {
    const refused = await settings({ ticketCancelHours: 721 });
    expect([refused.status, refused.body.field]).toEqual([400, 'ticketCancelHours']);
    expect(refused.body.message).toBe('Rok za otkazivanje ulaznica je od 0 do 720 sati pre početka događaja (prazno: gosti ne mogu da otkažu)');
    expect((await settings({ ticketCancelHours: 'sutra' })).body.field).toBe('ticketCancelHours');
    expect((await api.get(`/api/club/${clubId}`)).body.ticketCancelHours).toBeNull();

    const eventId = await newEvent('2026-11-06', 'Petak za otkazivanje');
    const tierId = await tierOf(eventId, 20);
    const { _id: orderId, tickets } = await paidByHand(eventId, tierId, 2, 'otkazuje@kupac.test');
    const [first, second] = tickets.map(({ code }) => tokenOf(code));

    // The venue does not allow it: refused, nothing changed.
    expect((await ticketOf(first)).cancelUntil).toBeNull();
    const notAllowed = await cancel(first);
    expect([notAllowed.status, (notAllowed.body as unknown as { message: string }).message]).toEqual([409, 'Objekat ne dozvoljava da gosti sami otkažu ulaznice']);
    expect((await ticketOf(first)).status).toBe('valid');

    expect((await settings({ ticketCancelHours: 24 })).status).toBe(200);
    expect((await api.get(`/api/club/${clubId}`)).body.ticketCancelHours).toBe(24);
    const shown = await ticketOf(first);
    documented(shown, ticketCodeView);
    // 23:00 on 6 November in Belgrade, less 24 hours.
    expect(shown.cancelUntil).toBe('2026-11-05T22:00:00.000Z');

    const badLocale = await cancel(first, { locale: 'xx' });
    expect([badLocale.status, (badLocale.body as unknown as { field: string }).field]).toEqual([400, 'locale']);
    const cancelled = await cancel(first, { locale: 'en' });
    expect(cancelled.status).toBe(200);
    documented(cancelled.body, ticketCodeView);
    expect(cancelled.body).toMatchObject({ status: 'refunded', cancelUntil: null, appleWalletUrl: null, googleWalletUrl: null });
    const twice = await cancel(first);
    expect([twice.status, (twice.body as unknown as { message: string }).message]).toEqual([409, 'Ulaznica je već vraćena ili otkazana']);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes('otkazuje@kupac.test') && m.subject.startsWith('Ticket cancelled'));
    expect(mail.text).toContain('1,500 RSD');

    expect((await refunds(eventId)).map(({ cancelledBy, amount, payerAccount, payerName }) => [cancelledBy, amount, payerAccount, payerName])).toEqual([
      ['guest', 1500, null, 'Ana Ilić'],
    ]);
    const history = JSON.stringify((await api.get(`/api/history?entityType=ticket-order&entityId=${orderId}&size=100`, managerToken)).body);
    expect(history).toContain('Gost otkazao ulaznicu iz porudžbine');

    // Past the time: refused with until when, nothing changed.
    now = new Date('2026-11-05T22:30:00Z');
    expect((await ticketOf(second)).cancelUntil).toBeNull();
    const late = await cancel(second);
    expect([late.status, (late.body as unknown as { message: string }).message]).toEqual([409, 'Rok za otkazivanje je prošao: ulaznica se mogla otkazati do 05.11.2026 23:00']);
    expect((await ticketOf(second)).status).toBe('valid');
    expect(await refundEvents(tickets[1]._id)).toBe(0);
    expect(await refunds(eventId)).toHaveLength(1);
    expect((await settings({ ticketCancelHours: null })).status).toBe(200);
    expect((await api.get(`/api/club/${clubId}`)).body.ticketCancelHours).toBeNull();
  });

  it('ten simultaneous cancels of one ticket owe one refund', async () => {
    expect((await settings({ ticketCancelHours: 0 })).status).toBe(200);
    const eventId = await newEvent('2026-11-07', 'Subota za otkazivanje');
    const tierId = await tierOf(eventId, 20);
    const { tickets } = await paidByHand(eventId, tierId, 1, 'deset@kupac.test');
    const token = tokenOf(tickets[0].code);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(token)));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await refundEvents(tickets[0]._id)).toBe(1);
    expect((await refunds(eventId)).filter(({ ticketId }) => ticketId === tickets[0]._id)).toHaveLength(1);
    expect((await settings({ ticketCancelHours: null })).status).toBe(200);
  });
});
