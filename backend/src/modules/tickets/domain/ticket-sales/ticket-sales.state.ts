import type { TicketOrderStatus, TicketTierState } from '@izlazak/contracts';
import { assertNever } from '#platform/commands/decider';
import type { TicketBuyer, TicketHolder, TicketSalesEvent, TicketSeat, TicketTier } from './ticket-sales.events';

export interface SoldOrder {
  orderId: string;
  tierId: string;
  quantity: number;
  amount: number;
  status: TicketOrderStatus;
  buyer: TicketBuyer;
  seats: TicketSeat[];
  /** The end of an unpaid order's hold; null once paid, or for a free one. */
  dueAt: string | null;
  /** A paid order the venue refunds: owed back ('due'), then sent ('done'); its tickets no longer open the door. */
  refund?: 'due' | 'done';
}

export interface Admission {
  at: string;
  byName: string;
  commandId: string | null;
}

export interface IssuedTicket {
  ticketId: string;
  orderId: string;
  tierId: string;
  tierName: string;
  token: string;
  holder: TicketHolder;
  admission: Admission | null;
  /** The friend's ticket this one became: its code no longer opens the door. */
  transferredTo: string | null;
}

export interface TicketSales {
  exists: boolean;
  eventId: string;
  clubId: string;
  night: string;
  tiers: TicketTier[];
  orders: Record<string, SoldOrder>;
  tickets: Record<string, IssuedTicket>;
  /** The statement line that paid an order, by the order: a line pays once. */
  paidLines: Record<string, string>;
}

export const initialTicketSales = (): TicketSales => ({ exists: false, eventId: '', clubId: '', night: '', tiers: [], orders: {}, tickets: {}, paidLines: {} });

export function evolveTicketSales(state: TicketSales, event: TicketSalesEvent): TicketSales {
  switch (event.type) {
    case 'TicketTiersSet': {
      const { eventId, clubId, night, tiers } = event.data;
      return { ...state, exists: true, eventId, clubId, night, tiers };
    }
    case 'TicketOrderPlaced': {
      const { orderId, tierId, quantity, amount, buyer, seats, payment } = event.data;
      const status: TicketOrderStatus = payment ? 'AwaitingPayment' : 'Paid';
      const order: SoldOrder = { orderId, tierId, quantity, amount, status, buyer, seats, dueAt: payment?.dueAt ?? null };
      return { ...state, orders: { ...state.orders, [orderId]: order } };
    }
    case 'TicketOrderPaid': {
      const order = state.orders[event.data.orderId];
      if (!order) return state;
      const tickets = { ...state.tickets };
      for (const ticket of event.data.tickets) tickets[ticket.ticketId] = { ...ticket, orderId: order.orderId, tierId: order.tierId, admission: null, transferredTo: null };
      const paidLines = event.data.lineId ? { ...state.paidLines, [order.orderId]: event.data.lineId } : state.paidLines;
      return { ...state, orders: { ...state.orders, [order.orderId]: { ...order, status: 'Paid', dueAt: null } }, tickets, paidLines };
    }
    case 'TicketOrderExpired': {
      const order = state.orders[event.data.orderId];
      return order ? { ...state, orders: { ...state.orders, [order.orderId]: { ...order, status: 'Expired' } } } : state;
    }
    case 'TicketAdmitted': {
      const { ticketId, at, byName, commandId } = event.data;
      const ticket = state.tickets[ticketId];
      return ticket ? { ...state, tickets: { ...state.tickets, [ticketId]: { ...ticket, admission: { at, byName, commandId } } } } : state;
    }
    case 'TicketTransferred': {
      const { ticketId, newTicketId, newToken, to } = event.data;
      const ticket = state.tickets[ticketId];
      if (!ticket) return state;
      const friends: IssuedTicket = { ...ticket, ticketId: newTicketId, token: newToken, holder: to, admission: null, transferredTo: null };
      return { ...state, tickets: { ...state.tickets, [ticketId]: { ...ticket, transferredTo: newTicketId }, [newTicketId]: friends } };
    }
    case 'TicketOrderRefundDue':
    case 'TicketOrderRefunded': {
      const order = state.orders[event.data.orderId];
      const refund = event.type === 'TicketOrderRefundDue' ? 'due' : 'done';
      return order ? { ...state, orders: { ...state.orders, [order.orderId]: { ...order, refund } } } : state;
    }
    default:
      return assertNever(event);
  }
}

/** An order holds its tickets while paid, or while its payment is awaited and not yet due. */
export const holds = (order: SoldOrder, now: string): boolean => order.status === 'Paid' || (order.status === 'AwaitingPayment' && order.dueAt !== null && order.dueAt > now);

/** Tickets of a tier held or sold at `now`. */
export const takenOf = (state: TicketSales, tierId: string, now: string): number =>
  Object.values(state.orders)
    .filter((order) => order.tierId === tierId && holds(order, now))
    .reduce((sum, order) => sum + order.quantity, 0);

/** Tickets of a tier sold (paid). */
export const soldOf = (state: TicketSales, tierId: string): number =>
  Object.values(state.orders)
    .filter((order) => order.tierId === tierId && order.status === 'Paid')
    .reduce((sum, order) => sum + order.quantity, 0);

export const availableOf = (state: TicketSales, tier: TicketTier, now: string): number => Math.max(0, tier.capacity - takenOf(state, tier.tierId, now));

/**
 * A tier's state at `now`: ended after its sale's end (or the event's), not yet before its start or
 * while the tier it opens after still sells, sold out when nothing is left.
 */
export function tierStateAt(tier: TicketTier, available: (tier: TicketTier) => number, tiers: TicketTier[], now: string, saleEndsAt: string | null): TicketTierState {
  const end = tier.salesEnd ?? saleEndsAt;
  if (end !== null && now >= end) return 'ended';
  if (tier.salesStart !== null && now < tier.salesStart) return 'notYet';
  const before = tier.opensAfter ? tiers.find((other) => other.tierId === tier.opensAfter) : undefined;
  if (before && tierStateAt(before, available, tiers, now, saleEndsAt) !== 'ended' && available(before) > 0) return 'notYet';
  return available(tier) > 0 ? 'onSale' : 'soldOut';
}

export const ticketOfToken = (state: TicketSales, token: string): IssuedTicket | undefined => Object.values(state.tickets).find((ticket) => ticket.token === token);
