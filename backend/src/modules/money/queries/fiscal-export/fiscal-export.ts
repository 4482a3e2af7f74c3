import { addDays, belgradeInstant, NIGHT_ENDS_AT_HOUR, t, type FiscalExportView, type FiscalPaymentView, type Locale } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import { belgradeDateTime } from '../../../site/queries/export-mailing-list/mailing-list-csv';
import { semicolonCell } from '../ticket-refunds/ticket-refunds';

/** A venue night runs from 06:00 of its date to 06:00 of the next day, Belgrade time. */
function nightWindow(night: string): { from: Date; to: Date } {
  const hour = `${String(NIGHT_ENDS_AT_HOUR).padStart(2, '0')}:00`;
  return { from: belgradeInstant(night, hour), to: belgradeInstant(addDays(night, 1), hour) };
}

interface TicketPaymentRow {
  number: string;
  paid_at: Date;
  first_name: string;
  last_name: string;
  tier_name: string;
  quantity: number;
  amount: number;
  reference: string | null;
  line_id: string | null;
  event_title: string | null;
}

interface DepositPaymentRow {
  unique_id: string;
  paid_at: string;
  first_name: string;
  last_name: string;
  persons: number;
  amount: string | null;
  reference: string | null;
  by_line: boolean;
}

/**
 * The payments the venue received in one night (06:00 to 06:00): orders of tickets and reservations'
 * deposits, who paid, for what, how much, when and with which reference, for the venue to enter
 * into its ESIR. The platform issues no fiscal receipt (docs/tickets.md).
 */
export async function fiscalExport(db: Queryable, clubId: string, night: string, locale: Locale): Promise<FiscalExportView> {
  const { from, to } = nightWindow(night);
  const { rows: tickets } = await db.query<TicketPaymentRow>(
    `SELECT o.number, o.paid_at, o.first_name, o.last_name, o.tier_name, o.quantity, coalesce(o.paid_amount, o.amount) AS amount, o.reference, o.line_id,
            e.title AS event_title
       FROM ticket_orders o LEFT JOIN event_listings e ON e.id = o.event_id
      WHERE o.club_id = $1 AND o.status = 'Paid' AND o.paid_at >= $2 AND o.paid_at < $3 AND coalesce(o.paid_amount, o.amount) > 0
      ORDER BY o.paid_at, o.id`,
    [clubId, from, to],
  );
  const { rows: deposits } = await db.query<DepositPaymentRow>(
    `SELECT r.unique_id, r.deposit->>'paidAt' AS paid_at, r.first_name, r.last_name, r.persons, r.deposit->>'paidAmount' AS amount, r.deposit->>'reference' AS reference,
            EXISTS (SELECT 1 FROM statement_lines l WHERE l.club_id = r.club_id AND l.reservation_id = r.id AND l.status IN ('matched', 'assigned')) AS by_line
       FROM reservations r
      WHERE r.club_id = $1 AND NOT r.deleted AND r.deposit IS NOT NULL AND r.deposit->>'paidAt' IS NOT NULL
        AND (r.deposit->>'paidAt')::timestamptz >= $2 AND (r.deposit->>'paidAt')::timestamptz < $3
      ORDER BY (r.deposit->>'paidAt')::timestamptz, r.id`,
    [clubId, from, to],
  );
  const payments: FiscalPaymentView[] = [
    ...tickets.map((row): FiscalPaymentView => ({
      kind: 'ticket',
      paidAt: row.paid_at.toISOString(),
      payer: `${row.first_name} ${row.last_name}`.trim(),
      what: t('fiscal.ticketWhat', { quantity: row.quantity, tier: row.tier_name, event: row.event_title ?? '' }, locale),
      quantity: row.quantity,
      amount: row.amount,
      reference: row.reference,
      method: row.line_id ? 'bank' : 'venue',
      number: row.number,
    })),
    ...deposits.map((row): FiscalPaymentView => ({
      kind: 'deposit',
      paidAt: new Date(row.paid_at).toISOString(),
      payer: `${row.first_name} ${row.last_name}`.trim(),
      what: t('fiscal.depositWhat', { code: row.unique_id }, locale),
      quantity: 1,
      amount: Number(row.amount ?? 0),
      reference: row.reference,
      method: row.by_line ? 'bank' : 'venue',
      number: row.unique_id,
    })),
  ].sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  const total = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return { clubId, night, from: from.toISOString(), to: to.toISOString(), payments, total };
}

const FISCAL_CSV_COLUMNS = [
  'fiscal.csv.paidAt',
  'fiscal.csv.kind',
  'fiscal.csv.number',
  'fiscal.csv.payer',
  'fiscal.csv.what',
  'fiscal.csv.quantity',
  'fiscal.csv.amount',
  'fiscal.csv.method',
  'fiscal.csv.reference',
] as const;

/** The night's payments as CSV: `;` between cells, amounts '1.500,00', times dd.MM.yyyy HH:mm (Belgrade), UTF-8 with a BOM, CRLF, headers in the request's language. */
export function fiscalCsv(view: FiscalExportView, locale: Locale): string {
  const header = FISCAL_CSV_COLUMNS.map((column) => semicolonCell(t(column, {}, locale)));
  const lines = view.payments.map((payment) =>
    [
      belgradeDateTime(new Date(payment.paidAt)),
      t(payment.kind === 'ticket' ? 'fiscal.kindTicket' : 'fiscal.kindDeposit', {}, locale),
      payment.number,
      payment.payer,
      payment.what,
      String(payment.quantity),
      payment.amount.toLocaleString('sr-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      t(payment.method === 'bank' ? 'fiscal.methodBank' : 'fiscal.methodVenue', {}, locale),
      payment.reference ?? '',
    ].map((cell) => semicolonCell(cell)),
  );
  return `\uFEFF${[header, ...lines].map((cells) => `${cells.join(';')}\r\n`).join('')}`;
}
