import { reservationPaymentReference } from '../model97';
import { readCamt053 } from './camt053';
import { csvRows, readCsvStatement } from './csv-statement';
import { statementAmount, statementDate, StatementError, uniqueIdOfLine } from './statement-line';

const reference = reservationPaymentReference('ABCD2345'); // 97801011121302030405
const MAPPING = { date: 'Datum valute', amount: 'Uplata', reference: 'Poziv na broj', payer: 'Naziv', purpose: 'Svrha' };
const csv = (rows: string[], separator = ';') => Buffer.from([['Datum valute', 'Naziv', 'Svrha', 'Poziv na broj', 'Isplata', 'Uplata'].join(separator), ...rows].join('\r\n'));

describe('A bank statement exported to CSV', () => {
  it('reads Serbian amounts, dates and quoted cells, incoming payments only', () => {
    const lines = readCsvStatement(
      csv([
        `27.11.2026;Jovana Marić;"Depozit; separe";97 801011121302030405;;10.000,00`,
        `27.11.2026;Struja;Račun;;5.000,00;`,
        `28.11.2026.;"Marko ""Mare"" Ilić";Uplata;;;1.234.567,5`,
      ]),
      MAPPING,
    );
    expect(lines.map(({ date, amount, payer, purpose, reference: ref }) => ({ date, amount, payer, purpose, ref }))).toEqual([
      { date: '2026-11-27', amount: 10000, payer: 'Jovana Marić', purpose: 'Depozit; separe', ref: '97 801011121302030405' },
      { date: '2026-11-28', amount: 1234567.5, payer: 'Marko "Mare" Ilić', purpose: 'Uplata', ref: '' },
    ]);
  });

  it('reads commas as separators, columns by number, and Windows-1250 text', () => {
    const comma = readCsvStatement(csv([`27.11.2026,Ana,Depozit,${reference},,"10.000,00"`], ','), { date: '1', amount: '6', reference: '4' });
    expect(comma).toMatchObject([{ amount: 10000, reference, payer: '' }]);
    const cp1250 = Buffer.from([...Buffer.from('Datum;Uplata;Poziv;Naziv\r\n27.11.2026;500,00;;'), 0x8a, ...Buffer.from('ana')]); // 'Šana' in Windows-1250
    expect(readCsvStatement(cp1250, { date: 'Datum', amount: 'Uplata', reference: 'Poziv', payer: 'Naziv' })[0].payer).toBe('Šana');
  });

  it('gives a line the same id on every import, and two identical payments two ids', () => {
    const rows = [`27.11.2026;Ana;Depozit;${reference};;10.000,00`, `27.11.2026;Ana;Depozit;${reference};;10.000,00`];
    const first = readCsvStatement(csv(rows), MAPPING).map((line) => line.lineId);
    expect(new Set(first).size).toBe(2);
    expect(readCsvStatement(csv(rows), MAPPING).map((line) => line.lineId)).toEqual(first);
  });

  it('names what is wrong: a missing column, a bad amount or date', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof StatementError ? [error.field, error.message] : error;
      }
      return null;
    };
    expect(refusal(() => readCsvStatement(csv(['27.11.2026;A;B;;;10,00']), { ...MAPPING, reference: 'Referenca' }))).toEqual([
      'mapping',
      expect.stringContaining("Izvod nema kolonu 'Referenca'"),
    ]);
    expect(refusal(() => readCsvStatement(csv(['27.11.2026;A;B;;;deset']), MAPPING))).toEqual([
      'file',
      "Red 2: iznos 'deset' nije broj (npr. 10.000,00, najviše 999.999.999.999,99)",
    ]);
    // A hostile file: a NUL byte, a quote never closed, an amount of 400 digits — refused whole, naming the row.
    expect(refusal(() => readCsvStatement(csv(['27.11.2026;A;B;;;10,00', '27.11.2026;A\u0000;B;;;10,00']), MAPPING))).toEqual([
      'file',
      expect.stringMatching(/^Red 3: .*kontrolni znak/),
    ]);
    expect(refusal(() => readCsvStatement(csv(['27.11.2026;A;B;;;10,00', '27.11.2026;"A;B;;;10,00', '28.11.2026;C;D;;;5,00']), MAPPING))).toEqual([
      'file',
      'Red 3: navodnik nije zatvoren; izvod nije uvezen',
    ]);
    expect(refusal(() => readCsvStatement(csv([`27.11.2026;A;B;;;${'9'.repeat(400)}`]), MAPPING))).toEqual([
      'file',
      `Red 2: iznos '${'9'.repeat(40)}…' nije broj (npr. 10.000,00, najviše 999.999.999.999,99)`,
    ]);
    expect(refusal(() => readCsvStatement(csv(['31.02.2026;A;B;;;10,00']), MAPPING))).toEqual(['file', "Red 2: datum '31.02.2026' nije u obliku dd.MM.yyyy"]);
    expect(refusal(() => readCsvStatement(csv([]), MAPPING))).toEqual(['file', 'CSV izvod nema zaglavlje i bar jedan red']);
    expect(csvRows('a;b\r\n"x\r\ny";z\r\n')).toEqual([
      ['a', 'b'],
      ['x\r\ny', 'z'],
    ]);
  });
});

describe('Amounts, dates and references as statements write them', () => {
  it('refuses amounts beyond 999 999 999 999,99', () => {
    expect(statementAmount('999.999.999.999,99')).toBe(999999999999.99);
    expect(statementAmount('1.000.000.000.000,00')).toBeNull();
    expect(statementAmount('9'.repeat(400))).toBeNull();
    expect(statementAmount('000000000000001')).toBe(1);
  });

  it.each([
    ['10.000,00', 10000],
    ['10000,5', 10000.5],
    ['10,000.00', 10000],
    ['10000.00', 10000],
    ['1.000.000', 1000000],
    ['10.000', 10000],
    ['-2.500,00', -2500],
    ['10 000,00 RSD', 10000],
    ['10,001', 10001],
    ['abc', null],
    ['1,2,3', 123],
    ['10,123', 10123],
    ['10,1234', null],
  ])('%s is %s', (text, amount) => expect(statementAmount(text)).toBe(amount));

  it('reads dates and finds the reservation in a reference written any way, or in the purpose', () => {
    expect(['27.11.2026', '7.1.2026.', '2026-11-27', '2026-11-27T10:00:00+01:00', '27/11/2026'].map(statementDate)).toEqual([
      '2026-11-27',
      '2026-01-07',
      '2026-11-27',
      '2026-11-27',
      '2026-11-27',
    ]);
    expect(statementDate('2026-02-30')).toBeNull();
    expect(uniqueIdOfLine({ reference: '97 80-1011121302030405', purpose: '' })).toBe('ABCD2345');
    expect(uniqueIdOfLine({ reference: '801011121302030405', purpose: '' })).toBe('ABCD2345');
    expect(uniqueIdOfLine({ reference: '', purpose: `Depozit ABCD2345 poziv na broj ${reference}` })).toBe('ABCD2345');
    expect(uniqueIdOfLine({ reference: '97 801011121302030406', purpose: '' })).toBeNull();
  });
});

const camt = (entries: string, ns = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08') =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${ns}"><BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-27T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>IZVOD-2026-331</Id><Acct><Id><Othr><Id>160000000001234595</Id></Othr></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`);

const entry = ({ id, amount = '10000.00', ccy = 'RSD', direction = 'CRDT', tx = '' }: { id: string; amount?: string; ccy?: string; direction?: string; tx?: string }) =>
  `<Ntry><NtryRef>${id}</NtryRef><Amt Ccy="${ccy}">${amount}</Amt><CdtDbtInd>${direction}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-27</Dt></BookgDt><AcctSvcrRef>BANK-${id}</AcctSvcrRef><NtryDtls>${tx}</NtryDtls></Ntry>`;

describe('A camt.053 statement', () => {
  it('reads credit entries in RSD with the structured reference, the payer and the text', () => {
    const structured = `<TxDtls><RltdPties><Dbtr><Pty><Nm>Jovana Marić</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Depozit za rezervaciju ABCD2345</Ustrd><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>97</Prtry></CdOrPrtry></Tp><Ref>801011121302030405</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>`;
    const lines = readCamt053(
      camt(
        entry({ id: '1', tx: structured }) +
          entry({ id: '2', direction: 'DBIT' }) +
          entry({ id: '3', ccy: 'EUR' }) +
          entry({ id: '4', amount: '2500.5', tx: `<TxDtls><RltdPties><Dbtr><Nm>Marko</Nm></Dbtr></RltdPties><RmtInf><Ustrd>uplata</Ustrd></RmtInf></TxDtls>` }),
      ),
    );
    expect(lines.map(({ source, date, amount, reference: ref, payer, purpose }) => ({ source, date, amount, ref, payer, purpose }))).toEqual([
      { source: 'camt053', date: '2026-11-27', amount: 10000, ref: '97801011121302030405', payer: 'Jovana Marić', purpose: 'Depozit za rezervaciju ABCD2345' },
      { source: 'camt053', date: '2026-11-27', amount: 2500.5, ref: '', payer: 'Marko', purpose: 'uplata' },
    ]);
    expect(uniqueIdOfLine(lines[0])).toBe('ABCD2345');
    expect(readCamt053(camt(entry({ id: '1', tx: structured }), 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02'))[0].lineId).toBe(lines[0].lineId);
  });

  it('refuses what is not a camt.053 statement, and any DTD', () => {
    expect(() => readCamt053(Buffer.from('<Document><BkToCstmrNtfctn/></Document>'))).toThrow('XML izvod nije camt.053');
    expect(() => readCamt053(Buffer.from('<Document><BkToCstmrStmt>'))).toThrow(/XML izvoda nije ispravan/);
    expect(() => readCamt053(Buffer.from('<!DOCTYPE x [<!ENTITY a "aaaa">]><Document/>'))).toThrow(/DOCTYPE/);
  });
});
