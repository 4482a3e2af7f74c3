import type { TicketOrderView, TicketTierView, TicketView } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import { ticketCodeUrl } from '../domain/ticket-code';
import type { TicketTier } from '../domain/ticket-sales/ticket-sales.events';
import { tierStateAt } from '../domain/ticket-sales/ticket-sales.state';

/** Where an order lives: its event's stream and its venue. */
export async function orderPlace(db: Queryable, orderId: string): Promise<{ eventId: string; clubId: string } | null> {
  const { rows } = await db.query<{ event_id: string; club_id: string }>('SELECT event_id, club_id FROM ticket_orders WHERE id = $1', [orderId]);
  return rows[0] ? { eventId: rows[0].event_id, clubId: rows[0].club_id } : null;
}

export async function ticketPlace(db: Queryable, ticketId: string): Promise<{ eventId: string; clubId: string } | null> {
  const { rows } = await db.query<{ event_id: string; club_id: string }>('SELECT event_id, club_id FROM tickets WHERE id = $1', [ticketId]);
  return rows[0] ? { eventId: rows[0].event_id, clubId: rows[0].club_id } : null;
}

/** A ticket's code is 24 base64url characters: anything else names no ticket, without a query. */
export const isTicketToken = (token: string) => /^[A-Za-z0-9_-]{24}$/.test(token);

export async function ticketPlaceOfToken(db: Queryable, token: string): Promise<{ eventId: string; clubId: string; ticketId: string } | null> {
  if (!isTicketToken(token)) return null;
  const { rows } = await db.query<{ id: string; event_id: string; club_id: string }>('SELECT id, event_id, club_id FROM tickets WHERE token = $1', [token]);
  return rows[0] ? { ticketId: rows[0].id, eventId: rows[0].event_id, clubId: rows[0].club_id } : null;
}

interface TierRow {
  id: string;
  name: string;
  price: number;
  capacity: number;
  sales_start: Date | null;
  sales_end: Date | null;
  sale_ends_at: Date | null;
  max_per_order: number;
  opens_after: string | null;
  taken: number;
  sold: number;
}

/**
 * The event's tiers on sale with what is left of each at `now`: tickets paid, and held by orders
 * whose payment is awaited and not yet due.
 */
export async function tiersOfEvent(db: Queryable, eventId: string, now: Date): Promise<TicketTierView[]> {
  const { rows } = await db.query<TierRow>(
    `SELECT t.id, t.name, t.price, t.capacity, t.sales_start, t.sales_end, t.sale_ends_at, t.max_per_order, t.opens_after,
            coalesce((SELECT sum(o.quantity) FROM ticket_orders o
                      WHERE o.tier_id = t.id AND (o.status = 'Paid' OR (o.status = 'AwaitingPayment' AND o.due_at > $2))), 0)::int AS taken,
            coalesce((SELECT sum(o.quantity) FROM ticket_orders o WHERE o.tier_id = t.id AND o.status = 'Paid'), 0)::int AS sold
       FROM ticket_tiers t WHERE t.event_id = $1 AND t.on_sale ORDER BY t.position`,
    [eventId, now],
  );
  const tiers: Array<TicketTier & { taken: number; sold: number }> = rows.map((row) => ({
    tierId: row.id,
    name: row.name,
    price: row.price,
    capacity: row.capacity,
    salesStart: row.sales_start?.toISOString() ?? null,
    salesEnd: row.sales_end?.toISOString() ?? null,
    maxPerOrder: row.max_per_order,
    opensAfter: row.opens_after,
    taken: row.taken,
    sold: row.sold,
  }));
  const left = new Map(tiers.map((tier) => [tier.tierId, Math.max(0, tier.capacity - tier.taken)]));
  const available = (tier: TicketTier) => left.get(tier.tierId) ?? 0;
  const saleEndsAt = rows[0]?.sale_ends_at?.toISOString() ?? null;
  return tiers.map((tier) => ({
    _id: tier.tierId,
    name: tier.name,
    price: tier.price,
    capacity: tier.capacity,
    available: available(tier),
    sold: tier.sold,
    state: tierStateAt(tier, available, tiers, now.toISOString(), saleEndsAt),
    salesStart: tier.salesStart,
    salesEnd: tier.salesEnd,
    maxPerOrder: tier.maxPerOrder,
    opensAfter: tier.opensAfter,
  }));
}

interface OrderRow {
  id: string;
  event_id: string;
  club_id: string;
  tier_id: string;
  tier_name: string;
  quantity: number;
  status: string;
  amount: number;
  reference: string | null;
  ips_qr: string | null;
  account: string | null;
  payee_name: string | null;
  due_at: Date | null;
  placed_at: Date;
  paid_at: Date | null;
}

export interface TicketRow {
  id: string;
  token: string;
  tier_name: string;
  first_name: string;
  last_name: string;
  transferred_to: string | null;
  admitted_at: Date | null;
}

export const ticketStatusOf = (row: Pick<TicketRow, 'transferred_to' | 'admitted_at'>) => (row.transferred_to ? 'transferred' : row.admitted_at ? 'admitted' : 'valid');

export const ticketView = (appUrl: string, row: TicketRow): TicketView => ({
  _id: row.id,
  code: ticketCodeUrl(appUrl, row.token),
  tierName: row.tier_name,
  holder: { firstName: row.first_name, lastName: row.last_name },
  status: ticketStatusOf(row),
});

/** An order as its buyer sees it: its payment while awaited, its tickets once paid (a ticket passed on shows as such, the friend's is theirs). */
export async function orderView(db: Queryable, orderId: string, appUrl: string, now: Date): Promise<(TicketOrderView & { clubId: string }) | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT id, event_id, club_id, tier_id, tier_name, quantity, status, amount, reference, ips_qr, account, payee_name, due_at, placed_at, paid_at FROM ticket_orders WHERE id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return null;
  const { rows: tickets } = await db.query<TicketRow>(
    `SELECT id, token, tier_name, first_name, last_name, transferred_to, admitted_at FROM tickets WHERE order_id = $1 AND transferred_from IS NULL ORDER BY id`,
    [orderId],
  );
  // An unpaid hold past its due time holds nothing, whether or not its expiry has been recorded yet.
  const status = order.status === 'AwaitingPayment' && order.due_at && order.due_at <= now ? 'Expired' : order.status;
  const payment =
    status === 'AwaitingPayment' && order.reference && order.ips_qr && order.due_at
      ? {
          reference: order.reference,
          ipsQr: order.ips_qr,
          dueAt: order.due_at.toISOString(),
          account: order.account ?? '',
          payeeName: order.payee_name ?? '',
          amount: order.amount,
        }
      : undefined;
  return {
    _id: order.id,
    eventId: order.event_id,
    clubId: order.club_id,
    tierId: order.tier_id,
    tierName: order.tier_name,
    quantity: order.quantity,
    status,
    amount: order.amount,
    ...(payment ? { payment } : {}),
    tickets: tickets.map((ticket) => ticketView(appUrl, ticket)),
    placedAt: order.placed_at.toISOString(),
    paidAt: order.paid_at?.toISOString() ?? null,
  };
}
