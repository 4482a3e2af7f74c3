import type { Locale, TicketOrderStatus, TicketTierState } from '@izlazak/contracts';
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
  /** The language it was placed in. */
  locale?: Locale;
  /** A paid order the venue refunds: owed back ('due'), then sent ('done'); its tickets no longer open the door. */
  refund?: 'due' | 'done';
  /** Tickets of it refunded or cancelled one by one: their places are back on sale. */
  voided?: number;
  /** What those single tickets owe back: a refund of the whole order owes the rest. */
  ticketRefunds?: number;
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
  /** Entries after the admission, made by door phones that were offline (their commandIds): each is recorded once. */
  doubleEntries?: Admission[];
  /** The friend's ticket this one became: its code no longer opens the door. */
  transferredTo: string | null;
  /** Refunded by the venue or cancelled by its holder: owed back ('due'), then sent ('done'); it no longer opens the door. */
  refund?: 'due' | 'done';
}

export interface WaitingBuyer {
  entryId: string;
  tierId: string;
  quantity: number;
  buyer: TicketBuyer;
  token: string;
  locale?: string;
  status: 'waiting' | 'offered' | 'claimed' | 'lapsed';
  /** While offered: until when its tickets are held for it. */
  offerExpiresAt: string | null;
}

export interface TicketSales {
  exists: boolean;
  eventId: string;
  clubId: string;
  night: string;
  /** When the event ends: no tier sells past it. */
  saleEndsAt: string | null;
  tiers: TicketTier[];
  orders: Record<string, SoldOrder>;
  tickets: Record<string, IssuedTicket>;
  /** The statement line that paid an order, by the order: a line pays once. */
  paidLines: Record<string, string>;
  /** 'Obavesti me', in the order they joined. */
  waitlist: WaitingBuyer[];
}

export const initialTicketSales = (): TicketSales => ({
  exists: false,
  eventId: '',
  clubId: '',
  night: '',
  saleEndsAt: null,
  tiers: [],
  orders: {},
  tickets: {},
  paidLines: {},
  waitlist: [],
});

export function evolveTicketSales(state: TicketSales, event: TicketSalesEvent): TicketSales {
  switch (event.type) {
    case 'TicketTiersSet': {
      const { eventId, clubId, night, saleEndsAt, tiers } = event.data;
      return { ...state, exists: true, eventId, clubId, night, saleEndsAt, tiers };
    }
    case 'TicketOrderPlaced': {
      const { orderId, tierId, quantity, amount, buyer, seats, payment, locale } = event.data;
      const status: TicketOrderStatus = payment ? 'AwaitingPayment' : 'Paid';
      const order: SoldOrder = { orderId, tierId, quantity, amount, status, buyer, seats, dueAt: payment?.dueAt ?? null, ...(locale ? { locale } : {}) };
      const placed = { ...state, orders: { ...state.orders, [orderId]: order } };
      return event.data.offerEntryId ? withEntry(placed, event.data.offerEntryId, { status: 'claimed', offerExpiresAt: null }) : placed;
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
    case 'TicketDoubleEntryRecorded': {
      const { ticketId, second } = event.data;
      const ticket = state.tickets[ticketId];
      if (!ticket) return state;
      const doubleEntries = [...(ticket.doubleEntries ?? []), { at: second.at, byName: second.byName, commandId: second.commandId }];
      return { ...state, tickets: { ...state.tickets, [ticketId]: { ...ticket, doubleEntries } } };
    }
    case 'TicketWaitlistJoined': {
      const { entryId, tierId, quantity, buyer, token, locale } = event.data;
      return { ...state, waitlist: [...state.waitlist, { entryId, tierId, quantity, buyer, token, ...(locale ? { locale } : {}), status: 'waiting', offerExpiresAt: null }] };
    }
    case 'TicketWaitlistJoinRepeated':
      // The asker's answer and the owner's mail are all it makes: the line stays as it was.
      return state;
    case 'TicketOfferMade':
      return withEntry(state, event.data.entryId, { status: 'offered', offerExpiresAt: event.data.expiresAt });
    case 'TicketOfferLapsed':
      return withEntry(state, event.data.entryId, { status: 'lapsed', offerExpiresAt: null });
    case 'TicketOrderRefundDue':
    case 'TicketOrderRefunded': {
      const order = state.orders[event.data.orderId];
      const refund = event.type === 'TicketOrderRefundDue' ? 'due' : 'done';
      return order ? { ...state, orders: { ...state.orders, [order.orderId]: { ...order, refund } } } : state;
    }
    case 'TicketRefundDue': {
      const { ticketId, amount } = event.data;
      const ticket = state.tickets[ticketId];
      const order = ticket ? state.orders[ticket.orderId] : undefined;
      if (!ticket || !order) return state;
      const refund = amount > 0 ? 'due' : 'done';
      const voidedOrder = { ...order, voided: (order.voided ?? 0) + 1, ticketRefunds: (order.ticketRefunds ?? 0) + amount };
      return { ...state, orders: { ...state.orders, [order.orderId]: voidedOrder }, tickets: { ...state.tickets, [ticketId]: { ...ticket, refund } } };
    }
    case 'TicketRefunded': {
      const ticket = state.tickets[event.data.ticketId];
      return ticket ? { ...state, tickets: { ...state.tickets, [ticket.ticketId]: { ...ticket, refund: 'done' } } } : state;
    }
    default:
      return assertNever(event);
  }
}

const withEntry = (state: TicketSales, entryId: string, changes: Partial<WaitingBuyer>): TicketSales => ({
  ...state,
  waitlist: state.waitlist.map((entry) => (entry.entryId === entryId ? { ...entry, ...changes } : entry)),
});

/** An offer holds its tickets until it expires. */
export const offerHolds = (entry: WaitingBuyer, now: string): boolean => entry.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt > now;

/** An order holds its tickets while paid, or while its payment is awaited and not yet due. */
export const holds = (order: SoldOrder, now: string): boolean => order.status === 'Paid' || (order.status === 'AwaitingPayment' && order.dueAt !== null && order.dueAt > now);

/** The places an order takes: all it bought, but for its tickets refunded or cancelled one by one (back on sale). */
const placesOf = (order: SoldOrder) => order.quantity - (order.voided ?? 0);

/** Tickets of a tier held or sold at `now`: by orders, and by offers to those who waited. */
export const takenOf = (state: TicketSales, tierId: string, now: string): number =>
  Object.values(state.orders)
    .filter((order) => order.tierId === tierId && holds(order, now))
    .reduce((sum, order) => sum + placesOf(order), 0) +
  state.waitlist.filter((entry) => entry.tierId === tierId && offerHolds(entry, now)).reduce((sum, entry) => sum + entry.quantity, 0);

/** Tickets of a tier sold (paid). */
export const soldOf = (state: TicketSales, tierId: string): number =>
  Object.values(state.orders)
    .filter((order) => order.tierId === tierId && order.status === 'Paid')
    .reduce((sum, order) => sum + placesOf(order), 0);

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

/** A ticket that no longer opens the door for money owed back: its own refund, or its whole order's. */
export const isRefunded = (state: TicketSales, ticket: IssuedTicket): boolean => Boolean(ticket.refund || state.orders[ticket.orderId]?.refund);

/** What an order still owes back when refunded whole: what was paid, less its single tickets already refunded. */
export const owedOfOrder = (order: SoldOrder): number => Math.max(0, order.amount - (order.ticketRefunds ?? 0));

export const ticketOfToken = (state: TicketSales, token: string): IssuedTicket | undefined => Object.values(state.tickets).find((ticket) => ticket.token === token);
