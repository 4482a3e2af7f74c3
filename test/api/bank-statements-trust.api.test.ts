import { check, statementImportView, statementLineView, type Struct } from '@izlazak/contracts';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { BOOTH_WITH_DEPOSIT, importStatement, STATEMENT_HEADER, STATEMENT_MAPPING, statementRow } from '../support/bank-statements';
import { bookableVenue, booths, signedInStaff } from '../support/venues';
import { nightInDays } from './integrations-support';
import { MANAGER_PASSWORD } from './venues-fixtures';

const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Poverenje d.o.o.', payeePlace: 'Beograd' };
const BOOTH = BOOTH_WITH_DEPOSIT;
const HEADER = STATEMENT_HEADER;
const MAPPING = STATEMENT_MAPPING;
const OVERPAID = /^Višak uplate: depozit rezervacije [A-Z0-9]{8} je već uplaćen/;

/** Issue 34 ("Trust"): one bank line pays one deposit, a second transfer is an overpayment to refund, a hostile statement changes nothing. */
describe('Bank statements: one line pays one deposit, a second transfer is listed for refund, a hostile file changes nothing', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string;
  let managerToken: string;
  let staffToken: string;
  let tables: string[];
  const night = nightInDays(5);
  const documented = (body: unknown, struct: Struct<any, any>) => expect(check(body, struct).errors ?? 'as documented').toBe('as documented');
  const upload = (content: string | Buffer, fields: Record<string, string> = {}, filename = 'izvod.csv') =>
    importStatement(app, clubId, { content, fields, token: staffToken, filename });
  const place = async (table: number, email: string) => {
    const placed = await api.post('/api/reservations', {
      clubId,
      tableId: tables[table],
      date: night,
      persons: 4,
      firstName: 'Mila',
      lastName: 'Ilić',
      phone: '+381 64 222 3344',
      email,
    });
    expect(placed.status).toBe(201);
    return placed.body as { _id: string; uniqueId: string; payment: { reference: string; amount: number } };
  };
  const reservation = async (id: string) => (await api.get(`/api/reservations/${id}`, managerToken)).body;
  const row = (date: string, payer: string, account: string, reference: string, amount: string, purpose = 'Depozit') =>
    statementRow({ date, payer, account, reference, amount, purpose });
  const caughtUp = async (readModels = ['reservations']) => expect(await readModelsCaughtUp(app, 20_000, readModels)).toBe(true);
  const count = async (sql: string, params: unknown[]) => (await app.running.kernel.pool.query<{ n: number }>(sql, params)).rows[0].n;
  const payments = (ids: string[]) =>
    count("SELECT count(*)::int AS n FROM events WHERE type = 'ReservationPaymentReceived' AND data->'reservation'->>'reservationId' = ANY($1)", [ids]);
  const lineEvents = () => count('SELECT count(*)::int AS n FROM events WHERE stream_id LIKE $1', [`bank-line-${clubId}-%`]);
  const mappingEvents = () => count('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`bank-mapping-${clubId}`]);

  beforeAll(async () => {
    const venue = await bookableVenue(api, app.adminToken, 'Klub Poverenje', booths(8, 8));
    clubId = venue.id;
    tables = venue.tableIds;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    staffToken = await signedInStaff(app, 'kasa@poverenje.test', clubId);
    expect((await api.put(`/api/club/${clubId}/terms`, { ...PAYEE, rules: [BOOTH] }, managerToken)).status).toBe(200);
  });

  it('twenty simultaneous assigns of one line, half to X and half to Y: one payment, the line assigned once, the other half 409 with nothing recorded', async () => {
    const [x, y] = [await place(0, 'x@poverenje.test'), await place(1, 'y@poverenje.test')];
    await caughtUp();
    const imported = await upload([HEADER, row('27.11.2026', 'Bez poziva', '', '', '10.000,00', 'Uplata')].join('\r\n'), { mapping: JSON.stringify(MAPPING) });
    expect(imported.body).toMatchObject({ matched: 0, unmatched: 1 });
    const { lineId } = imported.body.lines[0];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.post(`/api/club/${clubId}/bank-statements/lines/${lineId}/assign`, { code: index % 2 === 0 ? x.uniqueId : y.uniqueId }, staffToken),
      ),
    );
    const toX = answers.filter((_, index) => index % 2 === 0);
    const toY = answers.filter((_, index) => index % 2 === 1);
    const [winners, losers, winner, loser] = toX.some((answer) => answer.status === 200) ? [toX, toY, x, y] : [toY, toX, y, x];
    expect(winners.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    winners.forEach((answer) => expect(answer.body).toMatchObject({ lineId, status: 'assigned', code: winner.uniqueId }));
    expect(losers.map((answer) => answer.status)).toEqual(Array(10).fill(409));
    losers.forEach((answer) => expect(answer.body.message).toMatch(/^(Ova stavka izvoda je već dodeljena rezervaciji|Podatke je u međuvremenu izmenio neko drugi)/));
    expect(await reservation(winner._id)).toMatchObject({ status: 'Complete', deposit: { state: 'paid', paidAmount: 10000 } });
    expect(await reservation(loser._id)).toMatchObject({ status: 'AwaitingPayment', deposit: { state: 'due', paidAt: null } });
    expect(await payments([x._id, y._id])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM events WHERE type = 'StatementLineAssigned' AND stream_id = $1", [`bank-line-${clubId}-${lineId}`])).toBe(1);
  });

  it("a second transfer for a paid deposit is 'Višak uplate': listed with the payer's account for the venue to refund, and counted in the report", async () => {
    const paid = await place(2, 'dvaput@poverenje.test');
    const other = await place(3, 'rucno@poverenje.test');
    await caughtUp();
    const statement = [
      HEADER,
      row('27.11.2026', 'Mila Ilić', '160-0000000099999-55', paid.payment.reference, '10.000,00'),
      row('28.11.2026', 'Mila Ilić', '265-1111111111111-11', paid.payment.reference, '10.000,00'),
    ].join('\r\n');
    const imported = await upload(statement, { mapping: JSON.stringify(MAPPING) });
    expect([imported.status, imported.body.state]).toEqual([202, 'done']);
    documented(imported.body, statementImportView);
    expect(imported.body).toMatchObject({ matched: 1, unmatched: 0, overpaid: 1, alreadyImported: 0 });
    expect(imported.body.lines.map((line: { status: string; code: string; payerAccount: string }) => [line.status, line.code, line.payerAccount])).toEqual([
      ['matched', paid.uniqueId, '160-0000000099999-55'],
      ['overpaid', paid.uniqueId, '265-1111111111111-11'],
    ]);
    expect(imported.body.lines[1].reason).toMatch(OVERPAID);
    expect(await payments([paid._id])).toBe(1);

    // A third transfer in a camt.053 statement, the payer's IBAN with it.
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>IZVOD-PV-1</Id>
<Ntry><Amt Ccy="RSD">10000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-29</Dt></BookgDt><AcctSvcrRef>PV-1</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Mila Ilić</Nm></Dbtr><DbtrAcct><Id><IBAN>RS35160000000012345695</IBAN></Id></DbtrAcct></RltdPties><RmtInf><Strd><CdtrRefInf><Ref>${paid.payment.reference}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
    const camt = await upload(xml, {}, 'izvod.xml');
    expect(camt.body).toMatchObject({ matched: 0, overpaid: 1, lines: [{ status: 'overpaid', payerAccount: 'RS35160000000012345695', code: paid.uniqueId }] });

    // 'Dodeli' of a line to a reservation already paid: the money is to refund, not a second payment.
    await api.post(`/api/reservations/${other._id}/payment`, {}, staffToken);
    const stray = await upload([HEADER, row('29.11.2026', 'Neko', '', '', '10.000,00', 'Bez poziva')].join('\r\n'));
    const assigned = await api.post(`/api/club/${clubId}/bank-statements/lines/${stray.body.lines[0].lineId}/assign`, { code: other.uniqueId }, staffToken);
    expect([assigned.status, assigned.body.status, assigned.body.code]).toEqual([200, 'overpaid', other.uniqueId]);
    expect(await payments([other._id])).toBe(1);

    const listed = await api.get(`/api/club/${clubId}/bank-statements/overpaid`, staffToken);
    expect(listed.status).toBe(200);
    listed.body.forEach((line: unknown) => documented(line, statementLineView));
    expect(listed.body.map((line: { date: string; code: string; payerAccount: string; amount: number }) => [line.date, line.code, line.payerAccount, line.amount])).toEqual([
      ['2026-11-28', paid.uniqueId, '265-1111111111111-11', 10000],
      ['2026-11-29', paid.uniqueId, 'RS35160000000012345695', 10000],
      ['2026-11-29', other.uniqueId, '', 10000],
    ]);
    expect((await api.get(`/api/club/${clubId}/bank-statements/unmatched`, staffToken)).body.map((line: { status: string }) => line.status)).not.toContain('overpaid');

    await caughtUp(['reports']);
    const report = await api.get(`/api/reports?clubId=${clubId}&from=${night}`, managerToken);
    expect(report.body.deposits.overpaid).toEqual({ count: 3, amount: 30000 });
    const csv = await api.get(`/api/reports?clubId=${clubId}&from=${night}&format=csv`, managerToken);
    expect(String(csv.body)).toContain('Depoziti,Višak uplate,3,30000');

    // 'Vraćeno': the venue sent one back; it leaves the list, the report still counts what came in.
    const [firstOverpaid] = listed.body as { lineId: string }[];
    // Ten staff taps at once: each answers the line refunded, one refund is recorded.
    const refunds = await Promise.all(Array.from({ length: 10 }, () => api.post(`/api/club/${clubId}/bank-statements/lines/${firstOverpaid.lineId}/refund`, {}, staffToken)));
    expect(refunds.map((answer) => [answer.status, answer.body.status])).toEqual(Array(10).fill([200, 'refunded']));
    const [refunded] = refunds;
    documented(refunded.body, statementLineView);
    expect((await api.post(`/api/club/${clubId}/bank-statements/lines/${firstOverpaid.lineId}/refund`, {}, staffToken)).body.status).toBe('refunded');
    expect(await count("SELECT count(*)::int AS n FROM events WHERE type = 'StatementLineRefunded' AND stream_id = $1", [`bank-line-${clubId}-${firstOverpaid.lineId}`])).toBe(1);
    expect((await api.get(`/api/club/${clubId}/bank-statements/overpaid`, staffToken)).body.map((line: { lineId: string }) => line.lineId)).not.toContain(firstOverpaid.lineId);
    const matchedLine = imported.body.lines[0].lineId;
    const notOverpaid = await api.post(`/api/club/${clubId}/bank-statements/lines/${matchedLine}/refund`, {}, staffToken);
    expect([notOverpaid.status, notOverpaid.body.message]).toEqual([409, 'Kao vraćena se označava samo uplata koja je višak uplate']);
    expect((await api.post(`/api/club/${clubId}/bank-statements/lines/nema-takve/refund`, {}, staffToken)).status).toBe(404);
    expect((await api.post(`/api/club/${clubId}/bank-statements/lines/${firstOverpaid.lineId}/refund`, {})).status).toBe(401);
  });

  it('refuses a hostile statement with 400 naming the line, and changes nothing: no mapping saved, no line booked', async () => {
    const waiting = await place(4, 'ceka@poverenje.test');
    await caughtUp();
    const mappingBefore = (await api.get(`/api/club/${clubId}/bank-statements/mapping`, staffToken)).body;
    const [linesBefore, mappingsBefore] = [await lineEvents(), await mappingEvents()];
    const good = row('30.11.2026', 'Mila Ilić', '', waiting.payment.reference, '10.000,00');
    const otherMapping = JSON.stringify({ ...MAPPING, purpose: 'Naziv nalogodavca' });
    const hostile: [string, string | Buffer, Record<string, string>, RegExp][] = [
      ['a NUL byte in a CSV', [HEADER, good, row('30.11.2026', 'Zli\u0000Nalogodavac', '', '', '500,00')].join('\r\n'), { mapping: otherMapping }, /^Red 3: .*kontrolni znak/],
      ['an unterminated quote in a CSV', [HEADER, good, '30.11.2026;"Nezatvoren;;Depozit;;;500,00'].join('\r\n'), { mapping: otherMapping }, /^Red 3: navodnik nije zatvoren/],
      [
        'a 400-digit amount in a CSV',
        [HEADER, good, row('30.11.2026', 'Veliki', '', '', '9'.repeat(400))].join('\r\n'),
        { mapping: otherMapping },
        /^Red 3: iznos '9{40}…' nije broj/,
      ],
      [
        'a 400-digit amount in camt.053',
        `<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt><Id>ZLI</Id>
<Ntry><Amt Ccy="RSD">10000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-30</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Ref>${waiting.payment.reference}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="RSD">${'9'.repeat(400)}.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-30</Dt></BookgDt></Ntry>
</Stmt></BkToCstmrStmt></Document>`,
        {},
        /^Stavka 2 izvoda nema ispravan iznos \(Amt/,
      ],
    ];
    for (const [what, content, fields, message] of hostile) {
      const refused = await upload(content, fields, typeof content === 'string' && content.startsWith('<') ? 'izvod.xml' : 'izvod.csv');
      expect([what, refused.status, refused.body.field]).toEqual([what, 400, 'file']);
      expect(refused.body.message).toMatch(message);
    }
    expect(await reservation(waiting._id)).toMatchObject({ status: 'AwaitingPayment', deposit: { state: 'due' } });
    expect(await payments([waiting._id])).toBe(0);
    expect([await lineEvents(), await mappingEvents()]).toEqual([linesBefore, mappingsBefore]);
    expect((await api.get(`/api/club/${clubId}/bank-statements/mapping`, staffToken)).body).toEqual(mappingBefore);

    // The same statement without the hostile line books its payment.
    expect((await upload([HEADER, good].join('\r\n'))).body).toMatchObject({ matched: 1 });
  });
});
