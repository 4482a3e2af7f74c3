import { checkAccount, formatAccount, t, type TicketRefundView } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';

interface RefundRow {
  id: string;
  ticket_id: string | null;
  cancelled_by: TicketRefundView['cancelledBy'];
  number: string;
  event_id: string;
  event_title: string | null;
  night: string;
  tier_name: string;
  quantity: number;
  first_name: string;
  last_name: string;
  email: string;
  amount: number;
  reference: string | null;
  paid_at: Date | null;
  reason: TicketRefundView['reason'];
  state: TicketRefundView['state'];
  refunded_at: Date | null;
  payer: string | null;
  payer_account: string | null;
}

/**
 * What the venue owes back for tickets: each paid order it refunded, and each paid order of an
 * event that was deleted (cancelled), less its single tickets refunded before; and each single
 * ticket the venue refunded or its holder cancelled (`ticketId`, its price). All with the payer and
 * the payer's account as the statement line that paid the order has them (an order paid by hand
 * has no account: null). Free orders and tickets owe nothing. `only.id` is an order's or a ticket's.
 */
export async function ticketRefunds(db: Queryable, clubId: string, only: { eventId?: string | null; id?: string }): Promise<TicketRefundView[]> {
  const { rows } = await db.query<RefundRow>(
    `SELECT * FROM (
       SELECT o.id, NULL::text AS ticket_id, NULL::text AS cancelled_by, o.number, o.event_id, e.title AS event_title, to_char(o.night, 'YYYY-MM-DD') AS night,
              o.tier_name, o.quantity, o.first_name, o.last_name, o.email, coalesce(o.paid_amount, o.amount) - o.ticket_refunds AS amount, o.reference, o.paid_at,
              coalesce(o.refund_reason, 'eventCancelled') AS reason, coalesce(o.refund_state, 'due') AS state, o.refunded_at,
              l.payer, l.payer_account, o.night AS night_date
         FROM ticket_orders o
         LEFT JOIN event_listings e ON e.id = o.event_id
         LEFT JOIN statement_lines l ON l.club_id = o.club_id AND l.line_id = o.line_id
        WHERE o.club_id = $1 AND ($2::text IS NULL OR o.event_id = $2) AND ($3::text IS NULL OR o.id = $3) AND o.status = 'Paid' AND o.amount > 0
          AND coalesce(o.paid_amount, o.amount) - o.ticket_refunds > 0
          AND (o.refund_state IS NOT NULL OR e.deleted IS TRUE)
       UNION ALL
       SELECT o.id, t.id AS ticket_id, t.refund_by AS cancelled_by, o.number, o.event_id, e.title AS event_title, to_char(o.night, 'YYYY-MM-DD') AS night,
              t.tier_name, 1 AS quantity, o.first_name, o.last_name, o.email, t.refund_amount AS amount, o.reference, o.paid_at,
              'venue' AS reason, t.refund_state AS state, t.refunded_at,
              l.payer, l.payer_account, o.night AS night_date
         FROM tickets t
         JOIN ticket_orders o ON o.id = t.order_id
         LEFT JOIN event_listings e ON e.id = o.event_id
         LEFT JOIN statement_lines l ON l.club_id = o.club_id AND l.line_id = o.line_id
        WHERE t.club_id = $1 AND ($2::text IS NULL OR t.event_id = $2) AND ($3::text IS NULL OR t.id = $3) AND t.refund_state IS NOT NULL AND t.refund_amount > 0
     ) refunds
     ORDER BY night_date, paid_at, id, ticket_id NULLS FIRST
     LIMIT 5000`,
    [clubId, only.eventId ?? null, only.id ?? null],
  );
  return rows.map((row) => {
    const account = row.payer_account ? checkAccount(row.payer_account) : null;
    return {
      orderId: row.id,
      number: row.number,
      eventId: row.event_id,
      eventTitle: row.event_title ?? '',
      night: row.night,
      tierName: row.tier_name,
      quantity: row.quantity,
      buyer: { firstName: row.first_name, lastName: row.last_name, email: row.email },
      payerName: row.payer?.trim() || `${row.first_name} ${row.last_name}`.trim(),
      payerAccount: account?.valid ? formatAccount(account.account) : row.payer_account || null,
      amount: row.amount,
      reference: row.reference,
      reason: row.reason,
      state: row.state,
      paidAt: row.paid_at?.toISOString() ?? null,
      refundedAt: row.refunded_at?.toISOString() ?? null,
      ticketId: row.ticket_id,
      cancelledBy: row.cancelled_by,
    };
  });
}

/**
 * A cell of a `;`-separated file: quoted only when it holds `;`, a quote or a line break (so an
 * amount '1.500,00' stays as it is), and a leading =, +, - or @ made text, so no spreadsheet runs it.
 */
export function semicolonCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The payment code of a refund: 290, 'druge transakcije' (the venue may change it in its e-banking before signing). */
export const REFUND_PAYMENT_CODE = '290';

const REFUND_CSV_COLUMNS = [
  'refunds.csv.payee',
  'refunds.csv.account',
  'refunds.csv.amount',
  'refunds.csv.paymentCode',
  'refunds.csv.purpose',
  'refunds.csv.model',
  'refunds.csv.reference',
] as const;

/**
 * The refunds still owed, as payment orders the venue's e-banking imports (docs/tickets.md): one
 * row per refund that has an account, `;` between cells, amounts '1.500,00', UTF-8 with a BOM,
 * CRLF. The headers are Serbian whatever the request's language: the bank reads them.
 */
export function refundsCsv(refunds: TicketRefundView[]): string {
  const header = REFUND_CSV_COLUMNS.map((column) => semicolonCell(t(column, {}, 'sr-Latn')));
  const lines = refunds
    .filter((refund) => refund.state === 'due' && refund.payerAccount)
    .map((refund) => {
      const reference = refund.reference ?? '';
      const model = reference.startsWith('97') ? '97' : '';
      return [
        refund.payerName,
        refund.payerAccount ?? '',
        refund.amount.toLocaleString('sr-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        REFUND_PAYMENT_CODE,
        t(refund.ticketId ? 'refunds.csv.purposeTicketText' : 'refunds.csv.purposeText', { number: refund.number }, 'sr-Latn').slice(0, 35),
        model,
        model ? reference.slice(2) : reference,
      ].map((cell) => semicolonCell(cell));
    });
  return `\uFEFF${[header, ...lines].map((cells) => `${cells.join(';')}\r\n`).join('')}`;
}
