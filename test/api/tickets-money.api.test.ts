import { check, fiscalExportView, ticketRefundsView, venueView, type Struct, type TicketOrderView, type TicketTiersView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { BOOTH_WITH_DEPOSIT, importStatement, STATEMENT_HEADER, STATEMENT_MAPPING, statementRow } from '../support/bank-statements';
import { booths, staffedVenue, venueWithManager } from '../support/venues';

const nightAfter = (days: number) => addDays(nightOf(new Date()), days);
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Kasa d.o.o.', payeePlace: 'Beograd' };
const BUYER = { firstName: 'Ana', lastName: 'Ilić', phone: '+381 64 123 4567' };
const PAYER_ACCOUNT = '160-0000000054321-73';
const PAYER_IBAN = 'RS35160000000005432173';

/** Issue 38: tickets paid through the bank statement, holds that run out, refunds owed and sent, the night's payments for the venue's ESIR. */
describe('Tickets and money', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, otherManagerToken: string, tables: Record<string, string>;
  const documented = (body: unknown, struct: Struct<any, any>) => expect(check(body, struct).errors ?? 'as documented').toBe('as documented');
  const scheduler = () => app.running.app.get(ScheduledCommands);
  const count = async (sql: string, params: unknown[]) => (await app.running.kernel.pool.query<{ n: number }>(sql, params)).rows[0].n;
  const caughtUp = async (readModels = ['tickets']) => expect(await readModelsCaughtUp(app, 20_000, readModels)).toBe(true);
  const upload = (rows: string[]) =>
    importStatement(app, clubId, { content: [STATEMENT_HEADER, ...rows].join('\r\n'), fields: { mapping: JSON.stringify(STATEMENT_MAPPING) }, token: staffToken });

  beforeAll(async () => {
    let tableIds: Record<string, string>;
    ({
      clubId,
      managerToken,
      staffToken,
      tables: tableIds,
    } = await staffedVenue(app, {
      name: 'Klub Kasa',
      openEveryNight: true,
      tables: booths(2, 8),
      staffEmail: 'kasa@kasa.test',
    }));
    tables = tableIds;
    expect((await api.put(`/api/club/${clubId}/terms`, { ...PAYEE, rules: [BOOTH_WITH_DEPOSIT] }, managerToken)).status).toBe(200);
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Tuđa Kasa'));
  });

  const newEvent = async (night = nightAfter(7)) => {
    const event = await api.post<{ _id: string }>(
      '/api/event',
      { title: `Koncert ${night}`, description: 'Opis', dateOfEvent: night, startTime: '22:00', endTime: '04:00', type: 'Koncert', ticketPrice: '1500' },
      managerToken,
    );
    expect(event.status).toBe(201);
    return event.body._id;
  };
  const tierOf = async (eventId: string, tier: Record<string, unknown>) => {
    const set = await api.put<TicketTiersView>(`/api/event/${eventId}/tickets`, { tiers: [tier] }, managerToken);
    expect(set.status).toBe(200);
    return set.body.tiers[0]._id;
  };
  const order = async (eventId: string, tierId: string, quantity: number, email: string) => {
    const placed = await api.post<TicketOrderView>('/api/ticket-orders', { eventId, tierId, quantity, ...BUYER, email });
    expect(placed.status).toBe(201);
    return placed.body;
  };
  const orderNow = async (id: string) => (await api.get<TicketOrderView>(`/api/ticket-orders/${id}`)).body;
  const paidEvents = (orderIds: string[]) => count("SELECT count(*)::int AS n FROM events WHERE type = 'TicketOrderPaid' AND data->>'orderId' = ANY($1)", [orderIds]);
  const line = (reference: string, amount: string, payer = 'Ana Ilić', account = PAYER_ACCOUNT) =>
    statementRow({ date: '03.12.2026', payer, account, reference, amount, purpose: 'Ulaznice' });

  it('pays an order through an imported statement line: the tickets are issued; the same statement again pays nothing twice; a second transfer is Višak uplate, a short one unmatched', async () => {
    const eventId = await newEvent();
    const tierId = await tierOf(eventId, { name: 'Regular', price: 1500, capacity: 20, maxPerOrder: 4 });
    const [paidByBank, short] = [await order(eventId, tierId, 2, 'banka@kupac.test'), await order(eventId, tierId, 1, 'malo@kupac.test')];
    expect(paidByBank.payment?.reference).toMatch(/^97\d{20}$/);
    await caughtUp();

    const statement = [line(paidByBank.payment!.reference, '3.000,00'), line(short.payment!.reference, '1.000,00', 'Mali Platilac')];
    const first = await upload(statement);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ state: 'done', matched: 1, unmatched: 1, overpaid: 0 });
    const [booked, unmatched] = first.body.lines;
    expect(booked).toMatchObject({ status: 'matched', reservationId: null, amount: 3000, payerAccount: PAYER_ACCOUNT });
    expect(unmatched).toMatchObject({ status: 'unmatched', reason: 'Iznos se ne poklapa sa porudžbinom ulaznica (1.500 RSD)' });

    const paid = await orderNow(paidByBank._id);
    expect(paid).toMatchObject({ status: 'Paid', amount: 3000 });
    expect(paid.tickets).toHaveLength(2);
    expect(paid.tickets.every((ticket) => /\/t\/[A-Za-z0-9_-]{24}$/.test(ticket.code) && ticket.holder.firstName === 'Ana')).toBe(true);
    expect((await orderNow(short._id)).status).toBe('AwaitingPayment');

    const again = await upload(statement);
    expect(again.body).toMatchObject({ matched: 0, alreadyImported: 2 });
    expect(await paidEvents([paidByBank._id])).toBe(1);

    const second = await upload([line(paidByBank.payment!.reference, '3.000,00', 'Ana Ilić (ponovo)')]);
    expect(second.body).toMatchObject({ matched: 0, overpaid: 1 });
    expect(second.body.lines[0]).toMatchObject({ status: 'overpaid' });
    expect(second.body.lines[0].reason).toMatch(/^Višak uplate: porudžbina ulaznica [A-Z0-9]{9} je već plaćena/);
    expect(await paidEvents([paidByBank._id])).toBe(1);
  });

  it("pays an order through a camt.053 statement; refunded, it is owed to the payer's account the bank wrote as an IBAN", async () => {
    const eventId = await newEvent(nightAfter(13));
    const tierId = await tierOf(eventId, { name: 'VIP', price: 2500, capacity: 5, maxPerOrder: 1 });
    const placed = await order(eventId, tierId, 1, 'camt@kupac.test');
    await caughtUp();
    const reference = placed.payment!.reference;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>T1</MsgId><CreDtTm>2026-12-03T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>IZVOD-ULAZNICE-1</Id>
<Ntry><Amt Ccy="RSD">2500.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-12-03</Dt></BookgDt><AcctSvcrRef>U-1</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Jovan Jović</Nm></Dbtr><DbtrAcct><Id><IBAN>${PAYER_IBAN}</IBAN></Id></DbtrAcct></RltdPties><RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>97</Prtry></CdOrPrtry></Tp><Ref>${reference.slice(2)}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
    const imported = await importStatement(app, clubId, { content: xml, token: managerToken, filename: 'izvod.xml' });
    expect(imported.body).toMatchObject({ state: 'done', matched: 1, lines: [{ source: 'camt053', payer: 'Jovan Jović', status: 'matched' }] });
    const paid = await orderNow(placed._id);
    expect([paid.status, paid.tickets.length]).toEqual(['Paid', 1]);
    expect((await api.post(`/api/ticket-orders/${placed._id}/refund`, {}, managerToken)).status).toBe(200);
    const { refunds } = (await api.get(`/api/club/${clubId}/refunds?eventId=${eventId}`, managerToken)).body;
    expect(refunds).toEqual([expect.objectContaining({ orderId: placed._id, payerName: 'Jovan Jović', payerAccount: PAYER_ACCOUNT, amount: 2500, reference })]);
  });

  it('five simultaneous imports of one statement: each line pays its order once, no line pays two things', async () => {
    const eventId = await newEvent(nightAfter(8));
    const tierId = await tierOf(eventId, { name: 'Regular', price: 1000, capacity: 20, maxPerOrder: 2 });
    const orders = [
      await order(eventId, tierId, 1, 'a@istovremeno.test'),
      await order(eventId, tierId, 2, 'b@istovremeno.test'),
      await order(eventId, tierId, 1, 'c@istovremeno.test'),
    ];
    await caughtUp();
    const statement = orders.map((placed, at) => line(placed.payment!.reference, `${placed.amount.toLocaleString('sr-RS')},00`, `Platilac ${at}`));
    const imports = await Promise.all(Array.from({ length: 5 }, () => upload(statement)));
    expect(imports.every((answer) => answer.status === 202 && answer.body.state === 'done')).toBe(true);
    expect(imports.reduce((sum, answer) => sum + answer.body.matched, 0)).toBe(3);
    expect(imports.reduce((sum, answer) => sum + answer.body.alreadyImported, 0)).toBe(12);
    expect(await paidEvents(orders.map(({ _id }) => _id))).toBe(3);
    for (const placed of orders) expect(await orderNow(placed._id)).toMatchObject({ status: 'Paid' });
    const lineIds = imports[0].body.lines.map(({ lineId }: { lineId: string }) => lineId);
    expect(new Set(lineIds).size).toBe(3);
    const recorded = await count("SELECT count(*)::int AS n FROM events WHERE type = 'StatementLineRecorded' AND stream_id = ANY($1)", [
      lineIds.map((id: string) => `bank-line-${clubId}-${id}`),
    ]);
    expect(recorded).toBe(3);
  });

  it("holds an unpaid order for the venue's ticketHoldMinutes; past it the scheduled expiry puts its tickets back on sale, a paid one stays sold", async () => {
    const venue = await api.get(`/api/club/${clubId}`);
    documented(venue.body, venueView);
    expect(venue.body.ticketHoldMinutes).toBe(30);
    const settings = async (changes: Record<string, unknown>) => {
      const { version } = (await api.get(`/api/club/${clubId}`)).body;
      return api.put(`/api/club/${clubId}`, { name: venue.body.name, type: venue.body.type, city: venue.body.city, version, ...changes }, managerToken);
    };
    const refused = await settings({ ticketHoldMinutes: 2 });
    expect([refused.status, refused.body.field, refused.body.message]).toEqual([400, 'ticketHoldMinutes', 'Rok za uplatu ulaznica je od 5 do 1440 minuta']);
    expect((await settings({ ticketHoldMinutes: 10 })).status).toBe(200);
    expect((await api.get(`/api/club/${clubId}`)).body).toMatchObject({ ticketHoldMinutes: 10, depositHoldMinutes: 60 });

    const eventId = await newEvent(nightAfter(9));
    const tierId = await tierOf(eventId, { name: 'Mala sala', price: 800, capacity: 3, maxPerOrder: 2 });
    const unpaid = await order(eventId, tierId, 2, 'zaboravio@kupac.test');
    expect((Date.parse(unpaid.payment!.dueAt) - Date.parse(unpaid.placedAt)) / 60_000).toBe(10);
    const paid = await order(eventId, tierId, 1, 'platio@kupac.test');
    expect((await api.post(`/api/ticket-orders/${paid._id}/payment`, {}, managerToken)).status).toBe(200);
    const available = async () => (await api.get<TicketTiersView>(`/api/event/${eventId}/tickets`)).body.tiers[0];
    expect(await available()).toMatchObject({ available: 0, state: 'soldOut' });

    await caughtUp(['tickets', 'ticket-order-expiry-planner']);
    await scheduler().runDue(new Date(Date.now() + 11 * 60_000));
    await caughtUp();
    expect(await count("SELECT count(*)::int AS n FROM events WHERE type = 'TicketOrderExpired' AND data->>'orderId' = ANY($1)", [[unpaid._id, paid._id]])).toBe(1);
    expect((await orderNow(unpaid._id)).status).toBe('Expired');
    expect((await orderNow(paid._id)).status).toBe('Paid');
    expect(await available()).toMatchObject({ available: 2, state: 'onSale' });
    expect((await settings({ ticketHoldMinutes: 30 })).status).toBe(200);
  });

  it('lists what is owed back: an order the venue refunds (its tickets void), the paid orders of a cancelled event; as a CSV of payment orders; marked refunded once', async () => {
    const eventId = await newEvent(nightAfter(10));
    const tierId = await tierOf(eventId, { name: 'Parter', price: 2000, capacity: 10, maxPerOrder: 2 });
    const byBank = await order(eventId, tierId, 2, 'povracaj@kupac.test');
    const byHand = await order(eventId, tierId, 1, 'rucno@kupac.test');
    await caughtUp();
    expect((await upload([line(byBank.payment!.reference, '4.000,00', 'Petar Ilić')])).body).toMatchObject({ matched: 1 });
    expect((await api.post(`/api/ticket-orders/${byHand._id}/payment`, {}, managerToken)).status).toBe(200);

    expect((await api.post(`/api/ticket-orders/${byBank._id}/refund`, {})).status).toBe(401);
    expect((await api.post(`/api/ticket-orders/${byBank._id}/refund`, {}, otherManagerToken)).status).toBe(403);
    const unpaid = await order(eventId, tierId, 1, 'neplaceno@kupac.test');
    await caughtUp();
    expect((await api.post(`/api/ticket-orders/${unpaid._id}/refund`, {}, managerToken)).status).toBe(409);
    const refunded = await api.post<TicketOrderView>(`/api/ticket-orders/${byBank._id}/refund`, {}, managerToken);
    expect([refunded.status, refunded.body.refund]).toEqual([200, 'due']);
    const ticketId = refunded.body.tickets[0]._id;
    const admitted = await api.post(`/api/tickets/${ticketId}/admission`, {}, staffToken);
    expect([admitted.status, admitted.body.message]).toEqual([410, 'Ova ulaznica je vraćena (povraćaj novca) i više ne važi']);

    const refunds = async (query = `?eventId=${eventId}`, token = managerToken) => api.get(`/api/club/${clubId}/refunds${query}`, token);
    expect((await refunds('', staffToken)).status).toBe(403);
    expect((await refunds('', otherManagerToken)).status).toBe(403);
    const listed = await refunds();
    expect(listed.status).toBe(200);
    documented(listed.body, ticketRefundsView);
    expect(listed.body.refunds).toEqual([
      expect.objectContaining({
        orderId: byBank._id,
        payerName: 'Petar Ilić',
        payerAccount: PAYER_ACCOUNT,
        amount: 4000,
        reference: byBank.payment!.reference,
        reason: 'venue',
        state: 'due',
      }),
    ]);

    // The event is cancelled: every paid order of it is owed back; the one paid by hand has no account to send it to.
    expect((await api.delete(`/api/event/${eventId}`, managerToken)).status).toBeLessThan(300);
    await caughtUp(['tickets', 'events']);
    const cancelled = (await refunds()).body.refunds;
    expect(cancelled.map(({ orderId, reason, payerAccount, payerName }: Record<string, unknown>) => [orderId, reason, payerAccount, payerName])).toEqual(
      expect.arrayContaining([
        [byBank._id, 'venue', PAYER_ACCOUNT, 'Petar Ilić'],
        [byHand._id, 'eventCancelled', null, 'Ana Ilić'],
      ]),
    );
    expect(cancelled).toHaveLength(2);

    const csv = await fetch(`${app.baseUrl}/api/club/${clubId}/refunds?eventId=${eventId}&format=csv`, { headers: { authorization: `Bearer ${managerToken}` } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toEqual([
      'Naziv primaoca;Račun primaoca;Iznos;Šifra plaćanja;Svrha plaćanja;Model;Poziv na broj',
      `Petar Ilić;${PAYER_ACCOUNT};4.000,00;290;Povraćaj za ulaznice ${listed.body.refunds[0].number};97;${byBank.payment!.reference.slice(2)}`,
    ]);

    const done = await api.post(`/api/club/${clubId}/refunds/${byBank._id}/done`, {}, managerToken);
    expect([done.status, done.body.state]).toEqual([200, 'done']);
    expect((await api.post(`/api/club/${clubId}/refunds/${byBank._id}/done`, {}, managerToken)).body.state).toBe('done');
    expect((await api.post(`/api/club/${clubId}/refunds/${unpaid._id}/done`, {}, managerToken)).status).toBe(409);
    expect((await api.post(`/api/club/${clubId}/refunds/${byHand._id}/done`, {}, otherManagerToken)).status).toBe(403);
    const left = (await refunds()).body.refunds;
    expect(left.map(({ orderId, state }: Record<string, unknown>) => [orderId, state])).toEqual(
      expect.arrayContaining([
        [byBank._id, 'done'],
        [byHand._id, 'due'],
      ]),
    );
    const csvAfter = await fetch(`${app.baseUrl}/api/club/${clubId}/refunds?eventId=${eventId}&format=csv`, { headers: { authorization: `Bearer ${managerToken}` } });
    expect((await csvAfter.text()).trimEnd().split('\r\n')).toHaveLength(1);
  });

  it("exports the night's ticket and deposit payments for the venue's ESIR, as JSON and CSV, to the venue only", async () => {
    const eventId = await newEvent(nightAfter(11));
    const tierId = await tierOf(eventId, { name: 'Balkon', price: 1200, capacity: 10, maxPerOrder: 3 });
    const tickets = await order(eventId, tierId, 3, 'fiskal@kupac.test');
    expect((await api.post(`/api/ticket-orders/${tickets._id}/payment`, {}, managerToken)).status).toBe(200);
    const reservation = await api.post('/api/reservations', {
      clubId,
      tableId: Object.values(tables)[0],
      date: nightAfter(12),
      persons: 4,
      firstName: 'Mila',
      lastName: 'Depozit',
      phone: '+381 64 222 3344',
      email: 'depozit@gost.test',
    });
    expect(reservation.status).toBe(201);
    expect((await api.post(`/api/reservations/${reservation.body._id}/payment`, {}, staffToken)).status).toBe(200);
    await caughtUp(['tickets', 'reservations']);

    const night = nightOf(new Date());
    const exported = await api.get(`/api/club/${clubId}/fiscal-export?night=${night}`, managerToken);
    expect(exported.status).toBe(200);
    documented(exported.body, fiscalExportView);
    const byKind = (kind: string) => exported.body.payments.filter((payment: { kind: string }) => payment.kind === kind);
    expect(byKind('ticket')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          payer: 'Ana Ilić',
          quantity: 3,
          amount: 3600,
          what: `3 ulaznice „Balkon”, Koncert ${nightAfter(11)}`,
          method: 'venue',
          reference: tickets.payment!.reference,
        }),
      ]),
    );
    expect(byKind('deposit')).toEqual(
      expect.arrayContaining([expect.objectContaining({ payer: 'Mila Depozit', amount: 10000, what: `Depozit za rezervaciju ${reservation.body.uniqueId}`, method: 'venue' })]),
    );
    expect(exported.body.total).toBe(exported.body.payments.reduce((sum: number, payment: { amount: number }) => sum + payment.amount, 0));

    const csv = await fetch(`${app.baseUrl}/api/club/${clubId}/fiscal-export?night=${night}&format=csv`, { headers: { authorization: `Bearer ${managerToken}` } });
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Vreme uplate;Vrsta;Broj;Platilac;Šta;Količina;Iznos (RSD);Način;Poziv na broj');
    expect(lines).toHaveLength(exported.body.payments.length + 1);
    expect(lines.some((row) => row.includes(';Mila Depozit;') && row.includes(';10.000,00;'))).toBe(true);

    expect((await api.get(`/api/club/${clubId}/fiscal-export?night=${night}`, otherManagerToken)).status).toBe(403);
    expect((await api.get(`/api/club/${clubId}/fiscal-export?night=${night}`, staffToken)).status).toBe(403);
    const bad = await api.get(`/api/club/${clubId}/fiscal-export?night=32.13.2026`, managerToken);
    expect([bad.status, bad.body.field]).toEqual([400, 'night']);
    expect((await api.get(`/api/club/${clubId}/fiscal-export?night=${addDays(night, -30)}`, managerToken)).body.payments).toEqual([]);
  });
  it('erasing a buyer blanks the payer of the statement lines that paid their orders, the one for Višak uplate too', async () => {
    await caughtUp();
    const { rows: before } = await app.running.kernel.pool.query<{ line_id: string; payer: string }>(
      `SELECT s.line_id, s.payer FROM statement_lines s JOIN ticket_orders o ON o.club_id = s.club_id AND o.number = s.code WHERE o.email = $1 ORDER BY s.payer`,
      ['banka@kupac.test'],
    );
    expect(before.map(({ payer }) => payer)).toEqual(['Ana Ilić', 'Ana Ilić (ponovo)']);
    const erased = await api.post('/api/admin/privacy/erase', { email: 'banka@kupac.test' }, app.adminToken);
    expect(erased.status).toBe(202);
    for (const until = Date.now() + 60_000; (await api.get(erased.body.statusUrl, app.adminToken)).body.status !== 'done' && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await caughtUp(['tickets', 'statement-lines']);
    const { rows } = await app.running.kernel.pool.query<{ payer: string; payer_account: string }>(
      'SELECT payer, payer_account FROM statement_lines WHERE club_id = $1 AND line_id = ANY($2)',
      [clubId, before.map(({ line_id }) => line_id)],
    );
    expect(rows).toEqual([
      { payer: 'Obrisan gost', payer_account: '' },
      { payer: 'Obrisan gost', payer_account: '' },
    ]);
  });
});
