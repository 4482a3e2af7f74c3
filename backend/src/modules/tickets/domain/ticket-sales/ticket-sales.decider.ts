import {
  TICKET_OFFER_MINUTES,
  belgradeClockTime,
  formatBelgradeDateTime,
  ipsQrText,
  reservationPaymentReference,
  said,
  type Locale,
  type TicketTierInput,
} from '@izlazak/contracts';
import { assertNever, type Decider } from '#platform/commands/decider';
import { badRequest, conflict, DomainError, forbidden, notFound } from '#platform/commands/domain-errors';
import type { TicketBuyer, TicketHolder, TicketSalesEvent, TicketSeat, TicketTier } from './ticket-sales.events';
import { ticketCancelDeadline } from '../ticket-cancel';
import {
  availableOf,
  evolveTicketSales,
  initialTicketSales,
  isRefunded,
  offerHolds,
  owedOfOrder,
  takenOf,
  tierStateAt,
  ticketOfToken,
  type IssuedTicket,
  type TicketSales,
  type WaitingBuyer,
} from './ticket-sales.state';

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
  /** The list as sent, each tier with its id (kept, or made by the handler for a new one: `isNew`). */
  tiers: Array<TicketTierInput & { _id: string; isNew?: boolean }>;
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
  /** The secret of an offer to someone who waited: they buy the tickets held for them. */
  offerToken?: string;
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
  /** When the door phone let the ticket in (its clock, also offline); absent or null: now. */
  offlineAt?: string | null;
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

/** 'Obavesti me' on a sold-out tier. */
export interface JoinTicketWaitlist {
  type: 'JoinTicketWaitlist';
  entryId: string;
  token: string;
  tierId: string;
  quantity: number;
  buyer: TicketBuyer;
  event: EventFacts;
  locale?: Locale;
  now: string;
}

/** An offer's time is up (a scheduled command): it lapses and the tickets go to the next in line. */
export interface ExpireTicketOffer {
  type: 'ExpireTicketOffer';
  entryId: string;
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

/** The venue refunds one ticket of a paid order (the handler lets only the venue through). */
export interface RefundTicket {
  type: 'RefundTicket';
  ticketId: string;
  mayRefund: boolean;
  /** The event still runs: a cancelled one owes its orders back whole. */
  eventLive: boolean;
  byName: string;
  now: string;
}

/** Whoever holds a ticket's code cancels it, while the venue allows: until `cancelHours` before the event's start. */
export interface CancelTicket {
  type: 'CancelTicket';
  token: string;
  eventLive: boolean;
  /** The event's start (an instant). */
  startsAt: string;
  /** The venue's `ticketCancelHours`; null: guests cannot cancel. */
  cancelHours: number | null;
  locale?: Locale;
  now: string;
}

/** 'Vraćeno' for a single ticket's refund. */
export interface MarkTicketRefunded {
  type: 'MarkTicketRefunded';
  ticketId: string;
  mayRefund: boolean;
  byName: string;
  now: string;
}

export type TicketSalesCommand =
  | SetTicketTiers
  | PlaceTicketOrder
  | PayTicketOrder
  | ExpireTicketOrder
  | AdmitTicket
  | TransferTicket
  | JoinTicketWaitlist
  | ExpireTicketOffer
  | RefundTicketOrder
  | MarkTicketOrderRefunded
  | RefundTicket
  | CancelTicket
  | MarkTicketRefunded;

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
    // A kept tier is one of this event's: an id from elsewhere would write over another event's tier.
    if (!tier.isNew && !state.tiers.some((old) => old.tierId === tier._id)) throw badRequest(said('tickets.tierNotFound'), `tiers.${at}._id`);
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
  const offer = command.offerToken === undefined ? undefined : offerOf(state, command.offerToken, tier, quantity, now);
  const available = (other: TicketTier) => availableOf(state, other, now) + (offer && other.tierId === offer.tierId ? offer.quantity : 0);
  const tierState = tierStateAt(tier, available, state.tiers, now, event.saleEndsAt);
  const refusal = notOnSale(offer && tierState !== 'ended' ? 'onSale' : tierState);
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
      ...(offer ? { offerEntryId: offer.entryId } : {}),
    },
  };
  if (payment) return [placed];
  return [placed, paid(state, tier, { orderId, amount: 0, seats: command.seats.slice(0, quantity), buyer, locale: command.locale }, { lineId: null, byName: '', now })];
}

/** The offer the token names, held for this tier and not yet taken, for at most as many as it holds. */
function offerOf(state: TicketSales, token: string, tier: TicketTier, quantity: number, now: string): WaitingBuyer {
  const offer = state.waitlist.find((entry) => entry.token === token);
  if (!offer || offer.tierId !== tier.tierId || offer.status === 'waiting') throw notFound(said('tickets.offerNotFound'));
  if (offer.status === 'claimed') throw conflict(said('tickets.offerTaken'), 'offerToken');
  if (!offerHolds(offer, now)) throw conflict(said('tickets.offerLapsed'), 'offerToken');
  if (quantity > offer.quantity) throw badRequest(said('tickets.maxPerOrder', { max: offer.quantity }), 'quantity');
  return offer;
}

function joinWaitlist(command: JoinTicketWaitlist, state: TicketSales): TicketSalesEvent[] {
  const { event, now, quantity } = command;
  const tier = state.tiers.find((candidate) => candidate.tierId === command.tierId);
  if (!event.live || !state.exists || !tier) throw notFound(said('tickets.tierNotFound'));
  if (quantity > tier.maxPerOrder) throw badRequest(said('tickets.maxPerOrder', { max: tier.maxPerOrder }), 'quantity');
  const tierState = tierStateAt(tier, (other) => availableOf(state, other, now), state.tiers, now, event.saleEndsAt);
  if (tierState === 'onSale') throw conflict(said('tickets.stillOnSale'), 'tierId');
  if (tierState !== 'soldOut') throw notOnSale(tierState) ?? conflict(said('tickets.saleEnded'), 'tierId');
  const { eventId, clubId, night } = state;
  const { entryId, token, buyer } = command;
  const inLine = state.waitlist.filter((entry) => entry.tierId === tier.tierId && ['waiting', 'offered'].includes(entry.status));
  const email = buyer.email.trim().toLowerCase();
  const waiting = inLine.findIndex((entry) => entry.buyer.email.trim().toLowerCase() === email);
  if (waiting >= 0) {
    const owner = inLine[waiting];
    const guest = { firstName: owner.buyer.firstName, email: owner.buyer.email, ...(owner.locale ? { locale: owner.locale as Locale } : {}) };
    const repeated = {
      eventId,
      clubId,
      night,
      entryId: owner.entryId,
      attemptId: entryId,
      tierId: tier.tierId,
      tierName: tier.name,
      quantity,
      position: waiting + 1,
      guest,
      at: now,
    };
    return [{ type: 'TicketWaitlistJoinRepeated', data: repeated }];
  }
  return [
    {
      type: 'TicketWaitlistJoined',
      data: { eventId, clubId, night, entryId, tierId: tier.tierId, quantity, buyer, token, joinedAt: now, ...(command.locale ? { locale: command.locale } : {}) },
    },
  ];
}

/** Whether a tier still sells at `now`: offers are made only while it does. */
const stillSells = (state: TicketSales, tier: TicketTier, now: string) => {
  const end = tier.salesEnd ?? state.saleEndsAt;
  return end === null || now < end;
};

/**
 * Tickets that came back go to those who waited, in the order they joined, each offered all the
 * tickets they asked for or none: the first in line is never passed over for a smaller ask. Offers
 * whose time is up lapse first, and their tickets go on down the line.
 */
function offersDue(state: TicketSales, now: string): TicketSalesEvent[] {
  const { eventId, clubId, night } = state;
  const lapsed: TicketSalesEvent[] = state.waitlist
    .filter((entry) => entry.status === 'offered' && !offerHolds(entry, now))
    .map((entry) => ({ type: 'TicketOfferLapsed', data: { eventId, clubId, night, entryId: entry.entryId, tierId: entry.tierId, quantity: entry.quantity, at: now } }));
  let current = lapsed.reduce(evolveTicketSales, state);
  const made: TicketSalesEvent[] = [];
  for (const tier of current.tiers) {
    if (!stillSells(current, tier, now)) continue;
    for (const entry of current.waitlist.filter((candidate) => candidate.tierId === tier.tierId && candidate.status === 'waiting')) {
      if (entry.quantity > availableOf(current, tier, now)) break;
      const expiresAt = new Date(Date.parse(now) + TICKET_OFFER_MINUTES * 60_000).toISOString();
      const offer: TicketSalesEvent = {
        type: 'TicketOfferMade',
        data: {
          eventId,
          clubId,
          night,
          entryId: entry.entryId,
          tierId: tier.tierId,
          tierName: tier.name,
          quantity: entry.quantity,
          buyer: entry.buyer,
          token: entry.token,
          expiresAt,
          madeAt: now,
          ...(entry.locale ? { locale: entry.locale as Locale } : {}),
        },
      };
      made.push(offer);
      current = evolveTicketSales(current, offer);
    }
  }
  return [...lapsed, ...made];
}

function paid(
  state: TicketSales,
  tier: TicketTier,
  order: { orderId: string; amount: number; seats: TicketSeat[]; buyer: TicketBuyer; locale?: Locale },
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
      ...(order.locale ? { locale: order.locale } : {}),
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

/** How long a door phone may have been without signal: an offline time older than this (or ahead of the server) is taken as now. */
const OFFLINE_SPAN_MS = 24 * 60 * 60_000;

/**
 * An admission reaching the server this long after the phone made it was made without signal: the
 * guest went in then, whatever the server says now. One sent at once (a phone online) is refused as usual.
 */
export const OFFLINE_AFTER_MS = 15_000;

const madeOffline = (command: AdmitTicket) => Boolean(command.offlineAt) && Date.parse(command.now) - Date.parse(command.offlineAt!) >= OFFLINE_AFTER_MS;

/** The moment an admission happened: the offline phone's, within reason, else the server's. */
function admittedAt(command: AdmitTicket): string {
  if (!command.offlineAt) return command.now;
  const at = Date.parse(command.offlineAt);
  const now = Date.parse(command.now);
  return at <= now && at >= now - OFFLINE_SPAN_MS ? new Date(at).toISOString() : command.now;
}

/**
 * One tap lets a ticket in once. A second admission online is refused (the door sees who let it in,
 * and when); one a phone made offline (its `admittedAt` well before the server's now) already happened at that door: it is recorded as a double entry beside
 * the first admission (never a second admission, never dropped), and the handler answers it 409.
 */
function admit(command: AdmitTicket, state: TicketSales): TicketSalesEvent[] {
  const ticket = state.tickets[command.ticketId];
  if (!ticket) throw notFound(said('tickets.ticketNotFound'));
  if (!command.mayAdmit) throw forbidden(said('tickets.notYourVenue'));
  if (ticket.transferredTo) throw new DomainError(410, said('tickets.transferredAway'));
  if (isRefunded(state, ticket)) throw new DomainError(410, said('tickets.refundedTicket'));
  const { eventId, clubId, night } = state;
  const { ticketId, commandId, byUserId, byName } = command;
  if (ticket.admission) {
    if (commandId && ticket.admission.commandId === commandId) return [];
    if (commandId && (ticket.doubleEntries ?? []).some((entry) => entry.commandId === commandId)) return [];
    if (!madeOffline(command)) throw conflict(alreadyUsed(ticket.admission.at, ticket.admission.byName), 'status');
    return [
      {
        type: 'TicketDoubleEntryRecorded',
        data: {
          eventId,
          clubId,
          night,
          ticketId,
          orderId: ticket.orderId,
          tierId: ticket.tierId,
          first: { at: ticket.admission.at, byName: ticket.admission.byName },
          second: { at: admittedAt(command), byUserId, byName, commandId },
          recordedAt: command.now,
        },
      },
    ];
  }
  return [
    { type: 'TicketAdmitted', data: { eventId, clubId, night, ticketId, orderId: ticket.orderId, tierId: ticket.tierId, at: admittedAt(command), byUserId, byName, commandId } },
  ];
}

function transfer(command: TransferTicket, state: TicketSales): TicketSalesEvent[] {
  const ticket = ticketOfToken(state, command.token);
  if (!ticket) throw notFound(said('tickets.ticketNotFound'));
  if (ticket.transferredTo) throw new DomainError(410, said('tickets.transferredAway'));
  if (ticket.admission) throw conflict(said('tickets.transferAfterAdmission'), 'status');
  if (isRefunded(state, ticket)) throw new DomainError(410, said('tickets.refundedTicket'));
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
  const base = { eventId, clubId, night, orderId: order.orderId, amount: owedOfOrder(order), byName: command.byName, at: command.now };
  const ticketIds = Object.values(state.tickets)
    .filter((ticket) => ticket.orderId === order.orderId)
    .map((ticket) => ticket.ticketId);
  const due: TicketSalesEvent = { type: 'TicketOrderRefundDue', data: { ...base, reason: command.eventCancelled ? 'eventCancelled' : 'venue', ticketIds } };
  // A free order owes nothing back (nor one whose every ticket was refunded already): its tickets are void, and it is settled at once.
  return base.amount > 0 ? [due] : [due, { type: 'TicketOrderRefunded', data: base }];
}

function markRefunded(command: MarkTicketOrderRefunded, state: TicketSales): TicketSalesEvent[] {
  const order = state.orders[command.orderId];
  if (!order) throw notFound(said('tickets.orderNotFound'));
  if (!command.mayRefund) throw forbidden(said('tickets.notYourVenue'));
  if (order.refund === 'done') return [];
  const owed = order.status === 'Paid' && owedOfOrder(order) > 0 && (order.refund === 'due' || command.eventCancelled);
  if (!owed) throw conflict(said('tickets.refundNotDue'), 'status');
  const { eventId, clubId, night } = state;
  const base = { eventId, clubId, night, orderId: order.orderId, amount: owedOfOrder(order), byName: command.byName, at: command.now };
  const due: TicketSalesEvent[] = order.refund === 'due' ? [] : [{ type: 'TicketOrderRefundDue', data: { ...base, reason: 'eventCancelled' } }];
  return [...due, { type: 'TicketOrderRefunded', data: base }];
}

/** Why a ticket cannot be voided (by the venue or its holder), or nothing: passed on, voided already, used at the door, or its event cancelled. */
function assertVoidable(state: TicketSales, ticket: IssuedTicket, eventLive: boolean): void {
  if (ticket.transferredTo) throw new DomainError(410, said('tickets.transferredAway'));
  if (isRefunded(state, ticket)) throw conflict(said('tickets.alreadyRefunded'), 'status');
  if (ticket.admission) throw conflict(said('tickets.refundAfterAdmission'), 'status');
  if (!eventLive) throw conflict(said('tickets.refundOfCancelledEvent'), 'status');
}

/**
 * A ticket voided, by the venue or its holder: its place goes back on sale (the offers after the
 * decision hand it to those who wait first) and its price is owed to the order's payer; a free one
 * owes nothing and is settled at once.
 */
function voided(state: TicketSales, ticket: IssuedTicket, by: { by: 'venue' | 'guest'; byName: string; now: string; locale?: Locale }): TicketSalesEvent[] {
  const order = state.orders[ticket.orderId];
  const amount = order && order.quantity > 0 ? Math.round(order.amount / order.quantity) : 0;
  const { eventId, clubId, night } = state;
  const { ticketId, orderId, tierId, tierName, holder } = ticket;
  const due: TicketSalesEvent = {
    type: 'TicketRefundDue',
    data: { eventId, clubId, night, ticketId, orderId, tierId, tierName, amount, by: by.by, holder, byName: by.byName, at: by.now, ...(by.locale ? { locale: by.locale } : {}) },
  };
  if (amount > 0) return [due];
  return [due, { type: 'TicketRefunded', data: { eventId, clubId, night, ticketId, orderId, amount: 0, byName: by.byName, at: by.now } }];
}

function refundTicket(command: RefundTicket, state: TicketSales): TicketSalesEvent[] {
  const ticket = state.tickets[command.ticketId];
  if (!ticket) throw notFound(said('tickets.ticketNotFound'));
  if (!command.mayRefund) throw forbidden(said('tickets.notYourVenue'));
  assertVoidable(state, ticket, command.eventLive);
  // The holder is told in the language the order was placed in.
  const locale = state.orders[ticket.orderId]?.locale;
  return voided(state, ticket, { by: 'venue', byName: command.byName, now: command.now, ...(locale ? { locale } : {}) });
}

function cancelTicket(command: CancelTicket, state: TicketSales): TicketSalesEvent[] {
  const ticket = ticketOfToken(state, command.token);
  if (!ticket) throw notFound(said('tickets.ticketNotFound'));
  assertVoidable(state, ticket, command.eventLive);
  const until = ticketCancelDeadline(command.startsAt, command.cancelHours);
  if (until === null) throw conflict(said('tickets.cancelNotAllowed'), 'status');
  if (command.now >= until) throw conflict(said('tickets.cancelClosed', { until: formatBelgradeDateTime(until) }), 'status');
  return voided(state, ticket, { by: 'guest', byName: ticket.holder.firstName, now: command.now, locale: command.locale });
}

function markTicketRefunded(command: MarkTicketRefunded, state: TicketSales): TicketSalesEvent[] {
  const ticket = state.tickets[command.ticketId];
  if (!ticket) throw notFound(said('tickets.ticketNotFound'));
  if (!command.mayRefund) throw forbidden(said('tickets.notYourVenue'));
  if (ticket.refund === 'done') return [];
  if (ticket.refund !== 'due') throw conflict(said('tickets.ticketRefundNotDue'), 'status');
  const order = state.orders[ticket.orderId];
  const amount = order && order.quantity > 0 ? Math.round(order.amount / order.quantity) : 0;
  const { eventId, clubId, night } = state;
  return [{ type: 'TicketRefunded', data: { eventId, clubId, night, ticketId: ticket.ticketId, orderId: ticket.orderId, amount, byName: command.byName, at: command.now } }];
}

/**
 * Every decision is made after the offers due at its moment (a hold or an offer that ran out gives
 * its tickets to those who waited before anyone else may buy them), and is followed by those its
 * own events make due (an order expired, a tier grown).
 */
export function decideTicketSales(command: TicketSalesCommand, state: TicketSales): TicketSalesEvent[] {
  const before = state.exists ? offersDue(state, command.now) : [];
  const ready = before.reduce(evolveTicketSales, state);
  const decided = decideCommand(command, ready);
  const after = offersDue(decided.reduce(evolveTicketSales, ready), command.now);
  return [...before, ...decided, ...after];
}

function decideCommand(command: TicketSalesCommand, state: TicketSales): TicketSalesEvent[] {
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
    case 'RefundTicket':
      return refundTicket(command, state);
    case 'CancelTicket':
      return cancelTicket(command, state);
    case 'MarkTicketRefunded':
      return markTicketRefunded(command, state);
    case 'JoinTicketWaitlist':
      return joinWaitlist(command, state);
    case 'ExpireTicketOffer':
      return [];
    default:
      return assertNever(command);
  }
}

export const ticketSalesDecider: Decider<TicketSales, TicketSalesCommand, TicketSalesEvent> = {
  initialState: initialTicketSales,
  evolve: evolveTicketSales,
  decide: decideTicketSales,
};
