import { BUSINESS_TIME_ZONE, DEFAULT_LOCALE, t, type Locale } from '@izlazak/contracts';

const BOM = '\uFEFF';

/**
 * One CSV cell that a spreadsheet shows as text. A cell starting with = + - @ tab or CR would be
 * read as a formula (CSV injection), so it gets a leading single quote; quotes, commas and line
 * breaks are quoted per RFC 4180.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Made once: a formatter costs a third of a millisecond to make, which a 50,000-row export paid per row. */
const BELGRADE_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.MM.yyyy HH:mm in Belgrade time, as the spec writes dates. */
export function belgradeDateTime(instant: Date): string {
  const parts = Object.fromEntries(BELGRADE_DATE_TIME.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** UTF-8 with a BOM (so Excel reads č, ć, š, ž, đ right), CRLF line ends; the headers in `locale`. */
export function mailingListCsv(subscribers: { email: string; subscribedAt: Date }[], locale: Locale = DEFAULT_LOCALE): string {
  const headers = [t('mailingList.csv.email', {}, locale), t('mailingList.csv.subscribedAt', {}, locale)];
  const lines = [headers, ...subscribers.map((s) => [s.email, belgradeDateTime(s.subscribedAt)])];
  return BOM + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
