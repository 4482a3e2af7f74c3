import { BANK_STATEMENT_MESSAGES as MESSAGES, type StatementMapping } from '@izlazak/contracts';
import { CONTROL_CHARACTER, lineIdOf, occurrences, statementAmount, statementDate, StatementError, type StatementLine } from './statement-line';

/**
 * A bank statement as Serbian banks export it to CSV: a header row of Serbian column names, then one
 * row per transaction, separated by semicolons (most) or commas, amounts as '10.000,00', dates as
 * dd.MM.yyyy, in UTF-8 or Windows-1250. The venue's mapping says which column is what, by header
 * name (case and blanks do not matter) or by number (1 is the first). Incoming payments only: a row
 * with no amount in the mapped column, zero or a negative one (money going out) is passed over.
 */
export function readCsvStatement(file: Buffer, mapping: StatementMapping): StatementLine[] {
  const text = decodeText(file);
  // A control character (a NUL above all) is no text a bank exports: the whole file is refused, naming its row.
  const control = text.search(CONTROL_CHARACTER);
  if (control >= 0) throw new StatementError('file', MESSAGES.csvControl(lineNumberAt(text, control)));
  const rows = csvRows(text);
  const header = rows.shift();
  if (!header || rows.length === 0) throw new StatementError('file', MESSAGES.emptyCsv);
  const column = columnsOf(header, mapping);
  const occurrence = occurrences();
  const lines: StatementLine[] = [];
  rows.forEach((row, index) => {
    if (row.every((cell) => cell.trim() === '')) return;
    const cell = (at: number | null) => (at === null ? '' : (row[at] ?? '').trim());
    const amountText = cell(column.amount);
    if (amountText === '') return;
    const amount = statementAmount(amountText);
    const date = statementDate(cell(column.date));
    const rowNumber = index + 2;
    if (amount === null) throw new StatementError('file', MESSAGES.csvAmount(rowNumber, amountText));
    if (date === null) throw new StatementError('file', MESSAGES.csvDate(rowNumber, cell(column.date)));
    if (amount <= 0) return;
    const reference = cell(column.reference);
    const payer = cell(column.payer);
    const payerAccount = cell(column.payerAccount);
    const purpose = cell(column.purpose);
    // The payer's account is not part of the identity: lines recorded before it was read keep their ids.
    const identity = ['csv', date, amount, reference, payer, purpose];
    lines.push({ lineId: lineIdOf(identity, occurrence(JSON.stringify(identity))), source: 'csv', date, amount, reference, payer, payerAccount, purpose });
  });
  return lines;
}

/** UTF-8 when the bytes are UTF-8 (a BOM dropped), else Windows-1250, the Serbian Latin code page older exports use. */
function decodeText(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1250').decode(file);
  }
}

/** The text's line (1 the first) at a character. */
const lineNumberAt = (text: string, at: number) => (text.slice(0, at).match(/\r\n|\r|\n/g)?.length ?? 0) + 1;

/**
 * RFC 4180 rows: quoted cells may hold the separator, quotes (doubled) and line breaks. The separator is the header's: ';' when it has one, else ','.
 * A quote never closed would swallow the rest of the file into one cell: refused, naming the line it opened on.
 */
export function csvRows(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let quotedAt = 0;
  for (let at = 0; at < text.length; at++) {
    const ch = text[at];
    if (quoted) {
      if (ch === '"' && text[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      quotedAt = at;
      cell = '';
    } else if (ch === separator) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[at + 1] === '\n') at++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (quoted) throw new StatementError('file', MESSAGES.csvQuote(lineNumberAt(text, quotedAt)));
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

type Columns = Record<keyof StatementMapping, number | null>;

const normalised = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

function columnsOf(header: string[], mapping: StatementMapping): Columns {
  const names = header.map(normalised);
  const find = (field: keyof StatementMapping, required: boolean): number | null => {
    const wanted = mapping[field]?.trim() ?? '';
    if (wanted === '') {
      if (required) throw new StatementError('mapping', MESSAGES.mappingRequired(field));
      return null;
    }
    const byNumber = /^\d{1,3}$/.test(wanted) ? Number(wanted) - 1 : -1;
    const at = byNumber >= 0 && byNumber < header.length ? byNumber : names.indexOf(normalised(wanted));
    if (at < 0) throw new StatementError('mapping', MESSAGES.columnMissing(wanted, header.map((name) => name.trim()).filter(Boolean)));
    return at;
  };
  return {
    date: find('date', true),
    amount: find('amount', true),
    reference: find('reference', true),
    payer: find('payer', false),
    payerAccount: find('payerAccount', false),
    purpose: find('purpose', false),
  };
}
