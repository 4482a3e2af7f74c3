import { SETTLEMENT_CSV_COLUMNS, formatNight, t, type Locale, type SettlementView } from '@izlazak/contracts';
import { csvCell } from '../../site/queries/export-mailing-list/mailing-list-csv';

/** The settlement as CSV: UTF-8 with a BOM (Excel reads č, ć, š), CRLF, the headers in the request's language. */
export function settlementCsv({ rows }: SettlementView, locale: Locale): string {
  const header = SETTLEMENT_CSV_COLUMNS.map((column) => csvCell(t(column, {}, locale)));
  const lines = rows.map(({ name, signedUp, arrivedGuests, tables, spend, commission, leaderShare, correction, total, paid }) =>
    [name, signedUp, arrivedGuests, tables, spend, commission, leaderShare, correction, total, paid ? formatPaidAt(paid.at) : ''].map((cell) => csvCell(String(cell))),
  );
  return `\uFEFF${[header, ...lines].map((cells) => `${cells.join(',')}\r\n`).join('')}`;
}

/** When it was paid, as the venue's calendar day: dd.MM.yyyy. */
const formatPaidAt = (at: string) => formatNight(new Date(at).toLocaleDateString('sv-SE', { timeZone: 'Europe/Belgrade' }));
