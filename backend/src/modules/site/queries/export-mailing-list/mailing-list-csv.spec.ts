import { belgradeDateTime, csvCell, mailingListCsv } from './mailing-list-csv';

describe('mailing list CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+381@x.rs')).toBe("'+381@x.rs");
    expect(csvCell('-1@x.rs')).toBe("'-1@x.rs");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('ana@x.rs')).toBe('ana@x.rs');
  });

  it('quotes commas, semicolons, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes Belgrade time, a BOM and CRLF lines', () => {
    expect(belgradeDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026 00:30');
    expect(belgradeDateTime(new Date('2026-01-15T09:05:00Z'))).toBe('15.01.2026 10:05');
    expect(mailingListCsv([{ email: 'ana@x.rs', subscribedAt: new Date('2026-01-15T09:05:00Z') }])).toBe('\uFEFFEmail,Datum prijave\r\nana@x.rs,15.01.2026 10:05\r\n');
    expect(mailingListCsv([], 'en')).toBe('\uFEFFEmail,Subscribed on\r\n');
  });
});
