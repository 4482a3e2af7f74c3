import { belgradeClockTime, ipsQrText, reservationPaymentReference, said, type Locale, type TicketTierInput } from '@izlazak/contracts';
import { assertNever, type Decider } from '#platform/commands/decider';
import { badRequest, conflict, DomainError, forbidden, notFound } from '#platform/commands/domain-errors';
import type { TicketBuyer, TicketHolder, TicketSalesEvent, TicketSeat, TicketTier } from './ticket-sales.events';
import { availableOf, evolveTicketSales, initialTicketSales, takenOf, tierStateAt, ticketOfToken, type TicketSales } from './ticket-sales.state';

/** What the handler read of the event's stream: its venue, its night, whether it still runs, when its sale ends. */
export interface EventFacts {
  live: boolean;
  clubId: string;
  night: string;
  /** The event's end (or its start when no end is announced): no tier sells past it. */
  saleEndsAt: string | null;
}

/** Where the venue takes payments: its settings' account (null when none is set) and the slip's texts. */
export interface PayeeFacts {
  account: string | null;
  name: string;
  place: string;
  paymentCode: string;
  purpose: string;
  holdMinutes: number;
}

export interface SetTicketTiers {
  type: 'SetTicketTiers';
  eventId: string;
  /** The list as sent, each tier with its id (kept, or made by the handler for a new one). */
  tiers: Array<TicketTierInput & { _id: string }>;
  event: EventFacts;
  mayManage: boolean;
  payeeReady: boolean;
  byName: string;
  now: string;
}

export interface PlaceTicketOrder {
  type: 'PlaceTicketOrder';
  orderId: string;
  /** 9 characters: a reservation's number has 8, so a payment reference names one or the other, never both. */
  number: string;
  tierId: string;
  quantity: number;
  buyer: TicketBuyer;
  /** One id and code secret per ticket asked for (the handler makes them; only `quantity` are used). */
  seats: TicketSeat[];
  event: EventFacts;
  payee: PayeeFacts;
  locale?: Locale;
  now: string;
}

export interface PayTicketOrder {
  type: 'PayTicketOrder';
  orderId: string;
  amount: number | null;
  lineId: string | null;
  mayRecord: boolean;
  byName: string;
  now: string;
}

export interface ExpireTicketOrder {
  type: 'ExpireTicketOrder';
  orderId: string;
  now: string;
}

export interface AdmitTicket {
  type: 'AdmitTicket';
  ticketId: string;
  commandId: string | null;
  mayAdmit: boolean;
  byUserId: string;
  byName: string;
  now: string;
}

export interface TransferTicket {
  type: 'TransferTicket';
  token: string;
  newTicketId: string;
  newToken: string;
  to: TicketHolder;
  locale?: Locale;
  now: string;
}

/** The venue refunds a paid order (a guest cannot: the handler lets only the venue through). */
export interface RefundTicketOrder {
  type: 'RefundTicketOrder';
  orderId: string;
  mayRefund: boolean;
  /** The event was deleted (cancelled): the refund is owed for that. */
  eventCancelled: boolean;
  byName: string;
  now: string;
}

/** 'Vraćeno': the venue sent the money back, for an order refunded or of a cancelled event. */
export interface MarkTicketOrderRefunded {
  type: 'MarkTicketOrderRefunded';
  orderId: string;
  mayRefund: boolean;
  eventCancelled: boolean;
  byName: string;
  now: string;
}

export type TicketSalesCommand =
  SetTicketTiers | PlaceTicketOrder | PayTicketOrder | ExpireTicketOrder | AdmitTicket | TransferTicket | RefundTicketOrder | MarkTicketOrderRefunded;

const NOT_ENOUGH = 'tickets.notEnough';

function tiersOf(command: SetTicketTiers): TicketTier[] {
  const byKey = new Map<string, string>();
  for (const tier of command.tiers) byKey.set(tier._id, tier._id).set(tier.name, tier._id);
  return command.tiers.map((tier, at) => {
    const opensAfter = tier.opensAfter === undefined ? null : byKey.get(tier.opensAfter);
    if (opensAfter === undefined || opensAfter === tier._id) throw badRequest(said('tickets.opensAfterUnknown'), `tiers.${at}.opensAfter`);
    const salesStart = tier.salesStart ?? null;
    const salesEnd = tier.salesEnd ?? null;
    if (salesStart !== null && salesEnd !== null && salesEnd <= salesStart) throw badRequest(said('tickets.salesEndBeforeStart'), `tiers.${at}.salesEnd`);
    return { tierId: tier._id, name: tier.name, price: tier.price, capacity: tier.capacity, salesStart, salesEnd, maxPerOrder: tier.maxPerOrder, opensAfter };
  });
}

/** Waves must end: a tier opening after another that (through others) opens after it would never open. */
function assertNoCircle(tiers: TicketTier[]): void {
  const after = new Map(tiers.map((tier) => [tier.tierId, tier.opensAfter]));
  tiers.forEach((tier, at) => {
    const seen = new Set<string>();
    for (let current: string | null | undefined = tier.tierId; current; current = after.get(current)) {
      if (seen.has(current)) throw badRequest(said('tickets.opensAfterCircle'), `tiers.${at}.opensAfter`);
      seen.add(current);
    }
  });
}

function setTiers(command: SetTicketTiers, state: TicketSales): TicketSalesEvent[] {
  const { event, now } = command;
  if (!event.live) throw notFound(said('tickets.eventNotFound'));
  if (!command.mayManage) throw forbidden(said('tickets.notYourVenue'));
  const names = new Set<string>();
  command.tiers.forEach((tier, at) => {
    if (names.has(tier.name.toLowerCase())) throw badRequest(said('tickets.nameTaken', { name: tier.name }), `tiers.${at}.name`);
    names.add(tier.name.toLowerCase());
    if (tier.price > 0 && !command.payeeReady) throw badRequest(said('tickets.noPaymentAccount'), `tiers.${at}.price`);
  });
  const tiers = tiersOf(command);
  assertNoCircle(tiers);
  for (const old of state.tiers) {
    const taken = takenOf(state, old.tierId, now);
    const kept = tiers.findIndex((tier) => tier.tierId === old.tierId);
    if (kept < 0 && taken > 0) throw conflict(said('tickets.tierHasSales', { name: old.name, taken }), 'tiers');
    if (kept >= 0 && tiers[kept].capacity < taken) throw badRequest(said('tickets.capacityBelowTaken', { taken }), `tiers.${kept}.capacity`);
    if (kept >= 0 && taken > 0 && tiers[kept].price !== old.price) throw badRequest(said('tickets.priceOfSoldTier'), `tiers.${kept}.price`);
  }
  return [{ type: 'TicketTiersSet', data: { eventId: command.eventId, clubId: event.clubId, night: event.night, saleEndsAt: event.saleEndsAt, tiers, byName: command.byName } }];
}

/** Why a tier cannot be bought now, as the buyer reads it. */
function notOnSale(state: ReturnType<typeof tierStateAt>): DomainError | null {
  if (state === 'notYet') return conflict(said('tickets.notYetOnSale'), 'tierId');
  if (state === 'ended') return conflict(said('tickets.saleEnded'), 'tierId');
  if (state === 'soldOut') return conflict(said(NOT_ENOUGH), 'quantity');
  return null;
}

function placeOrder(command: PlaceTicketOrder, state: TicketSales): TicketSalesEvent[] {
  const { event, now, quantity, payee } = command;
  const tier = state.tiers.find((candidate) => candidate.tierId === command.tierId);
  if (!event.live || !state.exists || !tier) throw notFound(said('tickets.tierNotFound'));
  if (quantity > tier.maxPerOrder) throw badRequest(said('tickets.maxPerOrder', { max: tier.maxPerOrder }), 'quantity');
  const available = (other: TicketTier) => availableOf(state, other, now);
  const refusal = notOnSale(tierStateAt(tier, available, state.tiers, now, event.saleEndsAt));
  if (refusal) throw refusal;
  if (quantity > available(tier)) throw conflict(said(NOT_ENOUGH), 'quantity');
  const amount = tier.price * quantity;
  let payment = null;
  if (amount > 0) {
    if (!payee.account) throw conflict(said('tickets.noPaymentAccount'), 'tierId');
    const reference = reservationPaymentReference(command.number);
    const ipsQr = ipsQrText({
      payeeName: payee.name,
      payeePlace: payee.place,
      payeeAccount: payee.account,
      amount,
      paymentCode: payee.paymentCode,
      purpose: payee.purpose,
      reference,
    });
    const dueAt = new Date(Date.parse(now) + payee.holdMinutes * 60_000).toISOString();
    payment = { reference, ipsQr, account: payee.account, payeeName: payee.name, dueAt };
  }
  const { orderId, number, buyer } = command;
  const placed: TicketSalesEvent = {
    type: 'TicketOrderPlaced',
    data: {
      eventId: state.eventId,
      clubId: state.clubId,
      night: state.night,
      orderId,
      number,
      tierId: tier.tierId,
      tierName: tier.name,
      quantity,
      amount,
      buyer,
      seats: command.seats.slice(0, quantity),
      payment,
      placedAt: now,
      ...(command.locale ? { locale: command.locale } : {}),
    },
  };
  if (payment) return [placed];
  return [placed, paid(state, tier, { orderId, amount: 0, seats: command.seats.slice(0, quantity), buyer }, { lineId: null, byName: '', now })];
}

function paid(
  state: TicketSales,
  tier: TicketTier,
  order: { orderId: string; amount: number; seats: TicketSeat[]; buyer: TicketBuyer },
  by: { lineId: string | null; byName: string; now: string },
): TicketSalesEvent {
  const holder = { firstName: order.buyer.firstName, lastName: order.buyer.lastName, email: order.buyer.email };
  return {
    type: 'TicketOrderPaid',
    data: {
      eventId: state.eventId,
      clubId: state.clubId,
      night: state.night,
      orderId: order.orderId,
      amount: order.amount,
      paidAt: by.now,
      lineId: by.lineId,
      byName: by.byName,
      tickets: order.seats.map((seat) => ({ ...seat, tierName: tier.name, holder })),
    },
  };
}

/** The order's money came. An order whose hold ran out is paid still when its tickets are there to be had. */
function payOrder(command: PayTicketOrder, state: TicketSales): TicketSalesEvent[] {
  const order = state.orders[command.orderId];
  if (!order) throw notFound(said('tickets.orderNotFound'));
  if (!command.mayRecord) throw forbidden(said('tickets.notYourVenue'));
  if (order.status === 'Paid') {
    if (command.lineId !== null && command.lineId === paidByLine(state, order.orderId)) return [];
    throw conflict(said('tickets.orderAlreadyPaid'), 'status');
  }
  const amount = command.amount ?? order.amount;
  if (amount < order.amount) throw badRequest(said('tickets.paymentTooLow', { amount: order.amount }), 'amount');
  const tier = state.tiers.find((candidate) => candidate.tierId === order.tierId);
  if (!tier) throw notFound(said('tickets.tierNotFound'));
  if (order.status !== 'AwaitingPayment' || (order.dueAt !== null && order.dueAt <= command.now)) {
    if (availableOf(state, tier, command.now) < order.quantity) throw conflict(said('tickets.expiredAndSoldOut'), 'status');
  }
  return [paid(state, tier, { ...order, amount }, { lineId: command.lineId, byName: command.byName, now: command.now })];
}

/** Statement lines pay once: a replay of the line that paid an order changes nothing. */
const paidByLine = (state: TicketSales, orderId: string): string | null => state.paidLines[orderId] ?? null;

function expireOrder(command: ExpireTicketOrder, state: TicketSales): TicketSalesEvent[] {
  const order = state.orders[command.orderId];
  if (!order || order.status !== 'AwaitingPayment' || order.dueAt === null || order.dueAt > command.now) return [];
  const { eventId, clubId, night } = state;
  return [{ type: 'TicketOrderExpired', data: { eventId, clubId, night, orderId: order.orderId, tierId: order.tierId, quantity: order.quantity, at: command.now } }];
}

/** 'Ulaznica iskorišćena u 23:41, Marko': a second scan says when and by whom. */
export const alreadyUsed = (at: string, by: string) => said(by ? 'tickets.alreadyUsedBy' : 'tickets.alreadyUsed', { time: belgradeClockTime(at), by });

function admit(command: AdmitTicket, state: TicketSales): TicketSalesEvent[] {
  const ticket = state.tickets[command.ticketId];
  if (!ticket) throw notFound(said('tickets.ticketNotFound'));
  if (!command.mayAdmit) throw forbidden(said('tickets.notYourVenue'));
  if (ticket.transferredTo) throw new DomainError(410, said('tickets.transferredAway'));
  if (state.orders[ticket.orderId]?.refund) throw new DomainError(410, said('tickets.refundedTicket'));
  if (ticket.admission) {
    if (command.commandId && ticket.admission.commandId === command.commandId) return [];
    throw conflict(alreadyUsed(ticket.admission.at, ticket.admission.byName), 'status');
  }
  const { eventId, clubId, night } = state;
  const { ticketId, commandId, byUserId, byName, now } = command;
  return [{ type: 'TicketAdmitted', data: { eventId, clubId, night, ticketId, orderId: ticket.orderId, tierId: ticket.tierId, at: now, byUserId, byName, commandId } }];
}

function transfer(command: TransferTicket, state: TicketSales): TicketSalesEvent[] {
  const ticket = ticketOfToken(state, command.token);
  if (!ticket) throw notFound(said('tickets.ticketNotFound'));
  if (ticket.transferredTo) throw new DomainError(410, said('tickets.transferredAway'));
  if (ticket.admission) throw conflict(said('tickets.transferAfterAdmission'), 'status');
  if (state.orders[ticket.orderId]?.refund) throw new DomainError(410, said('tickets.refundedTicket'));
  const { eventId, clubId, night } = state;
  return [
    {
      type: 'TicketTransferred',
      data: {
        eventId,
        clubId,
        night,
        ticketId: ticket.ticketId,
        orderId: ticket.orderId,
        tierId: ticket.tierId,
        tierName: ticket.tierName,
        newTicketId: command.newTicketId,
        newToken: command.newToken,
        from: ticket.holder,
        to: command.to,
        at: command.now,
        ...(command.locale ? { locale: command.locale } : {}),
      },
    },
  ];
}

function refundOrder(command: RefundTicketOrder, state: TicketSales): TicketSalesEvent[] {
  const order = state.orders[command.orderId];
  if (!order) throw notFound(said('tickets.orderNotFound'));
  if (!command.mayRefund) throw forbidden(said('tickets.notYourVenue'));
  if (order.refund) return [];
  if (order.status !== 'Paid') throw conflict(said('tickets.refundUnpaid'), 'status');
  const { eventId, clubId, night } = state;
  const base = { eventId, clubId, night, orderId: order.orderId, amount: order.amount, byName: command.byName, at: command.now };
  const due: TicketSalesEvent = { type: 'TicketOrderRefundDue', data: { ...base, reason: command.eventCancelled ? 'eventCancelled' : 'venue' } };
  // A free order owes nothing back: its tickets are void, and it is settled at once.
  return order.amount > 0 ? [due] : [due, { type: 'TicketOrderRefunded', data: base }];
}

function markRefunded(command: MarkTicketOrderRefunded, state: TicketSales): TicketSalesEvent[] {
  const order = state.orders[command.orderId];
  if (!order) throw notFound(said('tickets.orderNotFound'));
  if (!command.mayRefund) throw forbidden(said('tickets.notYourVenue'));
  if (order.refund === 'done') return [];
  const owed = order.status === 'Paid' && order.amount > 0 && (order.refund === 'due' || command.eventCancelled);
  if (!owed) throw conflict(said('tickets.refundNotDue'), 'status');
  const { eventId, clubId, night } = state;
  const base = { eventId, clubId, night, orderId: order.orderId, amount: order.amount, byName: command.byName, at: command.now };
  const due: TicketSalesEvent[] = order.refund === 'due' ? [] : [{ type: 'TicketOrderRefundDue', data: { ...base, reason: 'eventCancelled' } }];
  return [...due, { type: 'TicketOrderRefunded', data: base }];
}

export function decideTicketSales(command: TicketSalesCommand, state: TicketSales): TicketSalesEvent[] {
  switch (command.type) {
    case 'SetTicketTiers':
      return setTiers(command, state);
    case 'PlaceTicketOrder':
      return placeOrder(command, state);
    case 'PayTicketOrder':
      return payOrder(command, state);
    case 'ExpireTicketOrder':
      return expireOrder(command, state);
    case 'AdmitTicket':
      return admit(command, state);
    case 'TransferTicket':
      return transfer(command, state);
    case 'RefundTicketOrder':
      return refundOrder(command, state);
    case 'MarkTicketOrderRefunded':
      return markRefunded(command, state);
    default:
      return assertNever(command);
  }
}

export const ticketSalesDecider: Decider<TicketSales, TicketSalesCommand, TicketSalesEvent> = {
  initialState: initialTicketSales,
  evolve: evolveTicketSales,
  decide: decideTicketSales,
};
