import type { DoorTicketView, TicketStatus, TicketOfferView, TicketOrderView, TicketTierView, TicketView, TicketWaitlistEntryView } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import { ticketCodeUrl } from '../domain/ticket-code';
import type { TicketTier } from '../domain/ticket-sales/ticket-sales.events';
import { tierStateAt } from '../domain/ticket-sales/ticket-sales.state';

/** Where an order lives: its event's stream and its venue. */
export async function orderPlace(db: Queryable, orderId: string): Promise<{ eventId: string; clubId: string } | null> {
  const { rows } = await db.query<{ event_id: string; club_id: string }>('SELECT event_id, club_id FROM ticket_orders WHERE id = $1', [orderId]);
  return rows[0] ? { eventId: rows[0].event_id, clubId: rows[0].club_id } : null;
}

export async function ticketPlace(db: Queryable, ticketId: string): Promise<{ eventId: string; clubId: string; orderId: string } | null> {
  const { rows } = await db.query<{ event_id: string; club_id: string; order_id: string }>('SELECT event_id, club_id, order_id FROM tickets WHERE id = $1', [ticketId]);
  return rows[0] ? { eventId: rows[0].event_id, clubId: rows[0].club_id, orderId: rows[0].order_id } : null;
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
 * The event's tiers on sale with what is left of each at `now`: tickets paid, held by orders whose
 * payment is awaited and not yet due, and held for those who waited by offers not yet run out.
 */
export async function tiersOfEvent(db: Queryable, eventId: string, now: Date): Promise<TicketTierView[]> {
  const { rows } = await db.query<TierRow>(
    `SELECT t.id, t.name, t.price, t.capacity, t.sales_start, t.sales_end, t.sale_ends_at, t.max_per_order, t.opens_after,
            coalesce((SELECT sum(o.quantity - o.voided) FROM ticket_orders o
                      WHERE o.tier_id = t.id AND (o.status = 'Paid' OR (o.status = 'AwaitingPayment' AND o.due_at > $2))), 0)::int
          + coalesce((SELECT sum(w.quantity) FROM ticket_waitlist w WHERE w.tier_id = t.id AND w.status = 'offered' AND w.offer_expires_at > $2), 0)::int AS taken,
            coalesce((SELECT sum(o.quantity - o.voided) FROM ticket_orders o WHERE o.tier_id = t.id AND o.status = 'Paid'), 0)::int AS sold
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
  refund_state: 'due' | 'done' | null;
}

export interface TicketRow {
  id: string;
  token: string;
  tier_name: string;
  first_name: string;
  last_name: string;
  transferred_to: string | null;
  admitted_at: Date | null;
  /** Refunded (alone or with its order) or cancelled by its holder: it no longer opens the door. */
  voided_at: Date | null;
}

/** 'transferred' before 'refunded' before 'admitted': what the door and the holder are told first. */
export const ticketStatusOf = (row: Pick<TicketRow, 'transferred_to' | 'admitted_at' | 'voided_at'>): TicketStatus =>
  row.transferred_to ? 'transferred' : row.voided_at ? 'refunded' : row.admitted_at ? 'admitted' : 'valid';

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
    `SELECT id, event_id, club_id, tier_id, tier_name, quantity, status, amount, reference, ips_qr, account, payee_name, due_at, placed_at, paid_at, refund_state FROM ticket_orders WHERE id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return null;
  const { rows: tickets } = await db.query<TicketRow>(
    `SELECT id, token, tier_name, first_name, last_name, transferred_to, admitted_at, voided_at FROM tickets WHERE order_id = $1 AND transferred_from IS NULL ORDER BY id`,
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
    ...(order.refund_state ? { refund: order.refund_state } : {}),
  };
}

interface DoorTicketRow extends TicketRow {
  event_id: string;
  club_id: string;
  night: string;
  event_title: string;
  admitted_by: string | null;
  double_entries: Array<{ first_at: string; first_by: string; second_at: string; second_by: string }> | null;
}

const DOOR_TICKET_SELECT = `
  SELECT t.id, t.token, t.tier_name, t.first_name, t.last_name, t.transferred_to, t.admitted_at, t.voided_at, t.admitted_by,
         t.event_id, t.club_id, to_char(t.night, 'YYYY-MM-DD') AS night, coalesce(e.title, '') AS event_title,
         (SELECT json_agg(json_build_object('first_at', d.first_at, 'first_by', d.first_by, 'second_at', d.second_at, 'second_by', d.second_by) ORDER BY d.revision)
            FROM ticket_double_entries d WHERE d.ticket_id = t.id) AS double_entries
    FROM tickets t LEFT JOIN event_listings e ON e.id = t.event_id`;

const isoOf = (value: string) => new Date(value).toISOString();

export const doorTicketView = (appUrl: string, row: DoorTicketRow): DoorTicketView => ({
  _id: row.id,
  token: row.token,
  code: ticketCodeUrl(appUrl, row.token),
  status: ticketStatusOf(row),
  tierName: row.tier_name,
  holder: { firstName: row.first_name, lastName: row.last_name },
  eventId: row.event_id,
  eventTitle: row.event_title,
  clubId: row.club_id,
  night: row.night,
  admittedAt: row.admitted_at?.toISOString() ?? null,
  admittedBy: row.admitted_by,
  doubleEntries: (row.double_entries ?? []).map((entry) => ({
    firstAt: isoOf(entry.first_at),
    firstBy: entry.first_by,
    secondAt: isoOf(entry.second_at),
    secondBy: entry.second_by,
  })),
});

/** A ticket as the door reads it, by its id or its code's token. */
export async function doorTicket(db: Queryable, appUrl: string, by: { ticketId: string } | { token: string }): Promise<DoorTicketView | null> {
  if ('token' in by && !isTicketToken(by.token)) return null;
  const [where, value] = 'token' in by ? ['t.token', by.token] : ['t.id', by.ticketId];
  const { rows } = await db.query<DoorTicketRow>(`${DOOR_TICKET_SELECT} WHERE ${where} = $1`, [value]);
  return rows[0] ? doorTicketView(appUrl, rows[0]) : null;
}

/** The most tickets tonight's door list carries. */
export const MAX_DOOR_TICKETS = 20_000;

/** Every ticket of a venue's night (a passed-on one too: its old code must say so offline), by holder. */
export async function doorTicketsOfNight(db: Queryable, appUrl: string, clubId: string, night: string): Promise<DoorTicketView[]> {
  const { rows } = await db.query<DoorTicketRow>(
    `${DOOR_TICKET_SELECT} WHERE t.club_id = $1 AND t.night = $2::date ORDER BY t.last_name, t.first_name, t.id LIMIT ${MAX_DOOR_TICKETS}`,
    [clubId, night],
  );
  return rows.map((row) => doorTicketView(appUrl, row));
}

/** The double entry a door phone's command was recorded as, if it was one. */
export async function doubleEntryOfCommand(
  db: Queryable,
  ticketId: string,
  commandId: string,
): Promise<{ firstAt: Date; firstBy: string; secondAt: Date; secondBy: string } | null> {
  const { rows } = await db.query<{ first_at: Date; first_by: string; second_at: Date; second_by: string }>(
    'SELECT first_at, first_by, second_at, second_by FROM ticket_double_entries WHERE ticket_id = $1 AND command_id = $2 ORDER BY revision LIMIT 1',
    [ticketId, commandId],
  );
  const row = rows[0];
  return row ? { firstAt: row.first_at, firstBy: row.first_by, secondAt: row.second_at, secondBy: row.second_by } : null;
}

export async function doorTicketsByIds(db: Queryable, appUrl: string, ids: string[]): Promise<DoorTicketView[]> {
  const { rows } = await db.query<DoorTicketRow>(`${DOOR_TICKET_SELECT} WHERE t.id = ANY($1::text[])`, [ids]);
  return rows.map((row) => doorTicketView(appUrl, row));
}

interface WaitlistRow {
  id: string;
  event_id: string;
  tier_id: string;
  tier_name: string;
  quantity: number;
  status: string;
  offer_expires_at: Date | null;
  ahead: number;
}

/**
 * A place on a waiting list with who are before it in line. An offer past its time reads as lapsed,
 * recorded or not. A repeated join of an address that waits reads as the new place it would have been.
 */
export async function waitlistEntryView(db: Queryable, entryId: string, now: Date): Promise<TicketWaitlistEntryView | null> {
  const { rows } = await db.query<WaitlistRow>(
    `SELECT w.id, w.event_id, w.tier_id, t.name AS tier_name, w.quantity, w.status, w.offer_expires_at,
            (SELECT count(*) FROM ticket_waitlist o WHERE o.tier_id = w.tier_id AND o.status = 'waiting' AND o.joined_at < w.joined_at)::int AS ahead
       FROM ticket_waitlist w JOIN ticket_tiers t ON t.id = w.tier_id WHERE w.id = $1
     UNION ALL
     SELECT a.id, t.event_id, a.tier_id, t.name, a.quantity, 'waiting', NULL,
            (SELECT count(*) FROM ticket_waitlist o WHERE o.tier_id = a.tier_id AND o.status = 'waiting' AND o.joined_at < a.attempted_at)::int
       FROM ticket_waitlist_attempts a JOIN ticket_tiers t ON t.id = a.tier_id WHERE a.id = $1`,
    [entryId],
  );
  const row = rows[0];
  if (!row) return null;
  const offered = row.status === 'offered' && row.offer_expires_at !== null && row.offer_expires_at > now;
  return {
    _id: row.id,
    eventId: row.event_id,
    tierId: row.tier_id,
    tierName: row.tier_name,
    quantity: row.quantity,
    status: row.status === 'offered' && !offered ? 'lapsed' : row.status,
    ahead: row.status === 'waiting' ? row.ahead : 0,
    offer: offered && row.offer_expires_at ? { expiresAt: row.offer_expires_at.toISOString() } : null,
  };
}

interface OfferRow {
  event_id: string;
  event_title: string;
  club: string;
  night: string;
  tier_id: string;
  tier_name: string;
  price: number;
  quantity: number;
  status: string;
  offer_expires_at: Date | null;
}

/** What an offer's link shows: the tickets held, their price, until when. */
export async function offerView(db: Queryable, token: string, now: Date): Promise<TicketOfferView | null> {
  if (!isTicketToken(token)) return null;
  const { rows } = await db.query<OfferRow>(
    `SELECT w.event_id, coalesce(e.title, '') AS event_title, coalesce(v.name, '') AS club, to_char(t.night, 'YYYY-MM-DD') AS night,
            w.tier_id, t.name AS tier_name, t.price, w.quantity, w.status, w.offer_expires_at
       FROM ticket_waitlist w JOIN ticket_tiers t ON t.id = w.tier_id
       LEFT JOIN event_listings e ON e.id = w.event_id LEFT JOIN event_venues v ON v.club_id = w.club_id
      WHERE w.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row) return null;
  const offered = row.status === 'offered' && row.offer_expires_at !== null && row.offer_expires_at > now;
  return {
    eventId: row.event_id,
    eventTitle: row.event_title,
    club: row.club,
    night: row.night,
    tierId: row.tier_id,
    tierName: row.tier_name,
    price: row.price,
    quantity: row.quantity,
    status: row.status === 'offered' && !offered ? 'lapsed' : row.status,
    expiresAt: offered && row.offer_expires_at ? row.offer_expires_at.toISOString() : null,
  };
}

/** An order a bank statement line may pay: found by its 9-character number, of this venue only. */
export interface PayableTicketOrder {
  orderId: string;
  number: string;
  eventId: string;
  /** yyyy-MM-dd */
  night: string;
  amount: number;
  status: string;
  /** The buyer's contact: whose key seals the payer's name of a line booked to the order. */
  buyerEmail: string;
  buyerPhone: string;
}

export async function payableTicketOrder(db: Queryable, clubId: string, number: string): Promise<PayableTicketOrder | null> {
  const { rows } = await db.query<{ id: string; number: string; event_id: string; night: string; amount: number; status: string; email: string; phone: string }>(
    "SELECT id, number, event_id, to_char(night, 'YYYY-MM-DD') AS night, amount, status, email, phone FROM ticket_orders WHERE club_id = $1 AND number = upper($2) LIMIT 1",
    [clubId, number],
  );
  const row = rows[0];
  return row
    ? { orderId: row.id, number: row.number, eventId: row.event_id, night: row.night, amount: row.amount, status: row.status, buyerEmail: row.email, buyerPhone: row.phone }
    : null;
}
