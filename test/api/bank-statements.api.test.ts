import { check, statementImportView, statementLineView, type Struct } from '@izlazak/contracts';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { BOOTH_WITH_DEPOSIT, importStatement, STATEMENT_HEADER, STATEMENT_MAPPING, STATEMENT_PAYEE, statementRow } from '../support/bank-statements';
import { bookableVenue, booths, signedInStaff } from '../support/venues';
import { nightInDays } from './integrations-support';
import { MANAGER_PASSWORD, sendForm } from './venues-fixtures';

const PAYEE = STATEMENT_PAYEE;
const BOOTH = BOOTH_WITH_DEPOSIT;
const HEADER = STATEMENT_HEADER;
const MAPPING = STATEMENT_MAPPING;

describe('Bank statements: payments matched to deposits by reference and amount, the rest assigned by hand', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string;
  let managerToken: string;
  let staffToken: string;
  let tables: string[];
  const documented = (body: unknown, struct: Struct<any, any>) => expect(check(body, struct).errors ?? 'as documented').toBe('as documented');
  const upload = (content: string | Buffer, fields: Record<string, string> = {}, token = staffToken, filename = 'izvod.csv') =>
    importStatement(app, clubId, { content, fields, token, filename });
  const place = async (table: number, email: string, night = nightInDays(4)) => {
    const placed = await api.post('/api/reservations', {
      clubId,
      tableId: tables[table],
      date: night,
      persons: 4,
      firstName: 'Jovana',
      lastName: 'Marić',
      phone: '+381 64 111 2233',
      email,
    });
    expect(placed.status).toBe(201);
    return placed.body as { _id: string; uniqueId: string; payment: { reference: string; amount: number } };
  };
  const reservation = async (id: string) => (await api.get(`/api/reservations/${id}`, managerToken)).body;
  const row = (date: string, payer: string, reference: string, amount: string, purpose = 'Depozit') => statementRow({ date, payer, reference, amount, purpose });
  const caughtUp = async () => expect(await readModelsCaughtUp(app, 20_000, ['reservations'])).toBe(true);

  beforeAll(async () => {
    const venue = await bookableVenue(api, app.adminToken, 'Splav Izvod', booths(6, 8));
    clubId = venue.id;
    tables = venue.tableIds;
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    staffToken = await signedInStaff(app, 'kasa@izvod.test', clubId);
    expect((await api.put(`/api/club/${clubId}/terms`, { ...PAYEE, rules: [BOOTH] }, managerToken)).status).toBe(200);
  });

  it('refuses a statement it cannot read with a 400 naming the field, and books nothing', async () => {
    const refusals: [string | Buffer, Record<string, string>, string, RegExp][] = [
      [`${HEADER}\r\n27.11.2026;A;;B;;;10,00`, {}, 'mapping', /pošaljite mapiranje kolona/],
      [`${HEADER}\r\n27.11.2026;A;;B;;;10,00`, { mapping: 'nije json' }, 'mapping', /JSON objekat/],
      [`${HEADER}\r\n27.11.2026;A;;B;;;10,00`, { mapping: JSON.stringify({ ...MAPPING, reference: 'Referenca' }) }, 'mapping', /Izvod nema kolonu 'Referenca'/],
      [`${HEADER}\r\n27.11.2026;A;;B;;;10,00`, { mapping: JSON.stringify({ date: 'Datum valute', amount: 'Uplata' }) }, 'mapping', /kolonu za poziv na broj/],
      [`${HEADER}\r\n27.11.2026;A;;B;;;deset`, { mapping: JSON.stringify(MAPPING) }, 'file', /Red 2: iznos 'deset'/],
      ['<Document><BkToCstmrNtfctn/></Document>', {}, 'file', /nije camt.053/],
    ];
    for (const [content, fields, field, message] of refusals) {
      const refused = await upload(content, fields);
      expect([String(message), refused.status, refused.body.field]).toEqual([String(message), 400, field]);
      expect(refused.body.message).toMatch(message);
    }
    const noFile = await sendForm(app.baseUrl, 'POST', `/api/club/${clubId}/bank-statements`, { mapping: JSON.stringify(MAPPING) }, [], staffToken);
    expect([noFile.status, noFile.body.field]).toEqual([400, 'file']);
    const anonymous = await sendForm(app.baseUrl, 'POST', `/api/club/${clubId}/bank-statements`, {}, [{ field: 'file', content: Buffer.from(HEADER), filename: 'izvod.csv' }]);
    expect(anonymous.status).toBe(401);
    expect((await api.get(`/api/club/${clubId}/bank-statements/unmatched`, staffToken)).body).toEqual([]);
    expect((await api.get(`/api/club/${clubId}/bank-statements/mapping`, staffToken)).body).toEqual({ mapping: null });
  });

  it('books a CSV payment to its deposit by reference and amount, lists the rest, and changes nothing when the same statement comes again', async () => {
    const paid = await place(0, 'uplatila@gost.test');
    const wrongAmount = await place(1, 'manje@gost.test');
    await caughtUp();
    const statement = [
      HEADER,
      row('27.11.2026', 'Jovana Marić', paid.payment.reference.replace(/^(97)(\d\d)/, '$1 $2 '), '10.000,00'),
      row('27.11.2026', 'Petar Petrović', wrongAmount.payment.reference, '5.000,00'),
      row('27.11.2026', 'Nepoznat', '', '3.000,00', 'Uplata bez poziva'),
      ['27.11.2026', 'Struja', 'Račun', '', '4.000,00', ''].join(';'),
    ].join('\r\n');
    const imported = await upload(statement, { mapping: JSON.stringify(MAPPING) });
    expect([imported.status, imported.body.state]).toEqual([202, 'done']);
    documented(imported.body, statementImportView);
    expect(imported.body).toMatchObject({ matched: 1, unmatched: 2, alreadyImported: 0 });
    expect(imported.body.lines.map((line: { status: string; code: string | null; reason: string | null }) => [line.status, line.code, line.reason])).toEqual([
      ['matched', paid.uniqueId, null],
      ['unmatched', null, 'Iznos se ne poklapa sa depozitom (10.000 RSD)'],
      ['unmatched', null, 'Uplata nema poziv na broj rezervacije'],
    ]);
    expect(await reservation(paid._id)).toMatchObject({ status: 'Complete', deposit: { state: 'paid', paidAmount: 10000 } });
    expect(await reservation(wrongAmount._id)).toMatchObject({ status: 'AwaitingPayment', deposit: { state: 'due' } });

    // The same statement again, the saved mapping used: nothing changes.
    const again = await upload(statement);
    expect(again.body).toMatchObject({ matched: 0, unmatched: 0, alreadyImported: 3 });
    expect(again.body.lines).toEqual(imported.body.lines);
    expect((await api.get(`/api/club/${clubId}/bank-statements/mapping`, staffToken)).body).toEqual({ mapping: MAPPING });
    const unmatched = await api.get(`/api/club/${clubId}/bank-statements/unmatched`, staffToken);
    expect(unmatched.body.map((line: { payer: string }) => line.payer)).toEqual(['Petar Petrović', 'Nepoznat']);
    unmatched.body.forEach((line: unknown) => documented(line, statementLineView));

    // 'Dodeli': the venue books the short payment to its reservation by hand.
    const [short] = unmatched.body;
    const assignTo = (lineId: string, code: string, token = staffToken) => api.post(`/api/club/${clubId}/bank-statements/lines/${lineId}/assign`, { code }, token);
    expect((await assignTo(short.lineId, 'NEMA2345')).status).toBe(404);
    expect((await assignTo('nema-takve', wrongAmount.uniqueId)).status).toBe(404);
    const assigned = await assignTo(short.lineId, wrongAmount.uniqueId.toLowerCase());
    expect([assigned.status, assigned.body.status, assigned.body.code]).toEqual([200, 'assigned', wrongAmount.uniqueId]);
    expect(await reservation(wrongAmount._id)).toMatchObject({ status: 'Complete', deposit: { state: 'paid', paidAmount: 5000 } });
    expect((await assignTo(short.lineId, wrongAmount.uniqueId)).status).toBe(200);
    expect((await assignTo(short.lineId, paid.uniqueId)).status).toBe(409);
    expect((await api.get(`/api/club/${clubId}/bank-statements/unmatched`, staffToken)).body.map((line: { payer: string }) => line.payer)).toEqual(['Nepoznat']);
  });

  it('reads a camt.053 statement: credit entries in RSD with the structured reference', async () => {
    const placed = await place(2, 'camt@gost.test');
    await caughtUp();
    const model = placed.payment.reference.slice(0, 2);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-27T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>IZVOD-331</Id>
<Ntry><Amt Ccy="RSD">10000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-27</Dt></BookgDt><AcctSvcrRef>E-1</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Ana Anić</Nm></Dbtr></RltdPties><RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>${model}</Prtry></CdOrPrtry></Tp><Ref>${placed.payment.reference.slice(2)}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="RSD">10000.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-27</Dt></BookgDt><AcctSvcrRef>E-2</AcctSvcrRef></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
    const imported = await upload(xml, {}, managerToken, 'izvod.xml');
    expect([imported.status, imported.body.state]).toEqual([202, 'done']);
    expect(imported.body).toMatchObject({ matched: 1, unmatched: 0, alreadyImported: 0, lines: [{ source: 'camt053', payer: 'Ana Anić', code: placed.uniqueId }] });
    expect(await reservation(placed._id)).toMatchObject({ status: 'Complete', deposit: { state: 'paid' } });
    expect((await upload(xml, {}, managerToken, 'izvod.xml')).body).toMatchObject({ matched: 0, alreadyImported: 1 });
  });

  it('books each payment once when the same statement is imported many times at the same moment', async () => {
    const placed = await Promise.all([place(3, 'a@trka.test'), place(4, 'b@trka.test'), place(5, 'c@trka.test')]);
    await caughtUp();
    const statement = [HEADER, ...placed.map((one, index) => row('28.11.2026', `Gost ${index}`, one.payment.reference, '10.000,00')), row('28.11.2026', 'Neko', '', '700,00')].join(
      '\r\n',
    );
    const imports = await Promise.all(Array.from({ length: 8 }, () => upload(statement)));
    expect(imports.map((answer) => [answer.status, answer.body.state])).toEqual(Array(8).fill([202, 'done']));
    const totals = imports.reduce(
      (sum, { body }) => ({ matched: sum.matched + body.matched, unmatched: sum.unmatched + body.unmatched, alreadyImported: sum.alreadyImported + body.alreadyImported }),
      { matched: 0, unmatched: 0, alreadyImported: 0 },
    );
    expect(totals).toEqual({ matched: 3, unmatched: 1, alreadyImported: 8 * 4 - 4 });
    for (const one of placed) expect(await reservation(one._id)).toMatchObject({ status: 'Complete', deposit: { state: 'paid' } });
    const { rows } = await app.running.kernel.pool.query(
      "SELECT data->'reservation'->>'reservationId' AS id FROM events WHERE type = 'ReservationPaymentReceived' AND data->'reservation'->>'reservationId' = ANY($1)",
      [placed.map((one) => one._id)],
    );
    expect(rows).toHaveLength(3);
    const lines = await app.running.kernel.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'StatementLineRecorded' AND stream_id LIKE $1", [
      `bank-line-${clubId}-%`,
    ]);
    expect(lines.rows[0].n).toBe(3 + 1 + 4);
  });

  it('imports a long statement as a job: 202 at once with where it stands, the count rising run by run, the lines once done; only the venue sees it', async () => {
    const placed = await place(0, 'posao@gost.test', nightInDays(6));
    await caughtUp();
    const strays = Array.from({ length: 249 }, (_, index) => row('29.11.2026', `Uplatilac ${index}`, '', `${index + 1},00`, `Uplata ${index}`));
    const statement = [HEADER, row('29.11.2026', 'Jovana Marić', placed.payment.reference, '10.000,00'), ...strays].join('\r\n');
    const started = await sendForm(
      app.baseUrl,
      'POST',
      `/api/club/${clubId}/bank-statements`,
      { mapping: JSON.stringify(MAPPING) },
      [{ field: 'file', content: Buffer.from(statement), filename: 'izvod.csv', type: 'text/csv' }],
      staffToken,
    );
    expect(started.status).toBe(202);
    documented(started.body, statementImportView);
    expect(started.body).toMatchObject({ state: 'running', total: 250, processed: 0, matched: 0, lines: [] });
    expect(started.headers.get('location')).toBe(started.body.statusUrl);

    const seen: number[] = [];
    let status = started.body;
    for (const deadline = Date.now() + 60_000; status.state === 'running' && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
      status = (await api.get(started.body.statusUrl, staffToken)).body;
      seen.push(status.processed);
    }
    expect(status).toMatchObject({ state: 'done', total: 250, processed: 250, matched: 1, unmatched: 249, overpaid: 0, alreadyImported: 0 });
    expect(status.lines.map((line: { payer: string }) => line.payer)).toEqual(['Jovana Marić', ...strays.map((_, index) => `Uplatilac ${index}`)]);
    // The job books a run of lines at a time: the screen saw it part of the way.
    expect(seen.some((processed) => processed > 0 && processed < 250)).toBe(true);
    expect(await reservation(placed._id)).toMatchObject({ deposit: { state: 'paid' } });

    const other = await bookableVenue(api, app.adminToken, 'Splav Drugi Izvod', booths(1, 8));
    const otherStaff = await signedInStaff(app, 'kasa@drugi-izvod.test', other.id);
    expect((await api.get(started.body.statusUrl, otherStaff)).status).toBe(403);
    expect((await api.get(`/api/club/${other.id}/bank-statements/imports/${started.body.importId}`, otherStaff)).status).toBe(404);
    expect((await api.get(started.body.statusUrl)).status).toBe(401);
  });

  it('refuses a statement of more than 20.000 lines with a 400 naming the file, and books nothing', async () => {
    const lines = Array.from({ length: 20_001 }, (_, index) => row('30.11.2026', 'Masovni', '', `${(index % 900) + 100},00`, `Red ${index}`));
    const refused = await upload([HEADER, ...lines].join('\r\n'), { mapping: JSON.stringify(MAPPING) });
    expect([refused.status, refused.body.field, refused.body.message]).toEqual([400, 'file', 'Izvod može imati najviše 20.000 stavki; podelite ga na manje izvode']);
    const { rows } = await app.running.kernel.pool.query("SELECT count(*)::int AS n FROM statement_lines WHERE club_id = $1 AND payer = 'Masovni'", [clubId]);
    expect(rows[0].n).toBe(0);
  });
});
