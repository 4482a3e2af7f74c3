import type { Locale, TicketCanceller } from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';

/**
 * An event's tickets live in one stream, `ticket-sales-<eventId>`: its tiers and every order of
 * them. "Never oversold" and waves ('opens when <tier> is sold out') are this stream's expected
 * revision: every hold of every tier is in the state a decision is made from.
 */
export const ticketSalesStream = (eventId: string) => `ticket-sales-${eventId}`;

export interface TicketTier {
  tierId: string;
  name: string;
  /** RSD per ticket; 0 for a free entry that still needs a ticket. */
  price: number;
  capacity: number;
  /** ISO instants; null: from when the tiers are set, until the event ends. */
  salesStart: string | null;
  salesEnd: string | null;
  maxPerOrder: number;
  /** The tier whose selling out opens this one. */
  opensAfter: string | null;
}

export interface TicketBuyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface TicketHolder {
  firstName: string;
  lastName: string;
  email: string;
}

/** A ticket's id and the secret of its code (APP_URL/t/<token>), made when the order is placed and shown once it is paid. */
export interface TicketSeat {
  ticketId: string;
  token: string;
}

/** The payment an order waits for: the model 97 reference of its number and the IPS QR code's text. */
export interface OrderPayment {
  reference: string;
  ipsQr: string;
  account: string;
  payeeName: string;
  dueAt: string;
}

/** The event's whole list of tiers; `saleEndsAt` is when the event ends, past which no tier sells. */
export type TicketTiersSet = DomainEvent<'TicketTiersSet', { eventId: string; clubId: string; night: string; saleEndsAt: string | null; tiers: TicketTier[]; byName: string }>;

/** An order of one tier: a free one is paid at once; a paid one holds its tickets until `payment.dueAt`. */
export type TicketOrderPlaced = DomainEvent<
  'TicketOrderPlaced',
  {
    eventId: string;
    clubId: string;
    night: string;
    orderId: string;
    number: string;
    tierId: string;
    tierName: string;
    quantity: number;
    amount: number;
    buyer: TicketBuyer;
    seats: TicketSeat[];
    payment: OrderPayment | null;
    placedAt: string;
    locale?: Locale;
    /** The waitlist entry whose offer this order took. */
    offerEntryId?: string;
  }
>;

/** The money came (by hand at the venue, or a bank statement line): the order's tickets are issued to its buyer. */
export type TicketOrderPaid = DomainEvent<
  'TicketOrderPaid',
  {
    eventId: string;
    clubId: string;
    night: string;
    orderId: string;
    amount: number;
    paidAt: string;
    /** The statement line that paid it, or null for a payment taken by hand. */
    lineId: string | null;
    byName: string;
    tickets: Array<TicketSeat & { tierName: string; holder: TicketHolder }>;
    /** The order's language (its mail's), as it was placed in. */
    locale?: Locale;
  }
>;

/** An unpaid hold past its due time: its tickets are back on sale. */
export type TicketOrderExpired = DomainEvent<
  'TicketOrderExpired',
  { eventId: string; clubId: string; night: string; orderId: string; tierId: string; quantity: number; at: string }
>;

/** The door let a ticket in; `commandId` is the door device's, so a replay applies once. */
export type TicketAdmitted = DomainEvent<
  'TicketAdmitted',
  { eventId: string; clubId: string; night: string; ticketId: string; orderId: string; tierId: string; at: string; byUserId: string; byName: string; commandId: string | null }
>;

/** The holder gave the ticket to a friend: the old code stops working, the friend's is new. */
export type TicketTransferred = DomainEvent<
  'TicketTransferred',
  {
    eventId: string;
    clubId: string;
    night: string;
    ticketId: string;
    orderId: string;
    tierId: string;
    tierName: string;
    newTicketId: string;
    newToken: string;
    from: TicketHolder;
    to: TicketHolder;
    at: string;
    locale?: Locale;
  }
>;

/** 'Obavesti me': someone waits for `quantity` tickets of a sold-out tier; `token` is the secret of the link their offer comes with. */
export type TicketWaitlistJoined = DomainEvent<
  'TicketWaitlistJoined',
  { eventId: string; clubId: string; night: string; entryId: string; tierId: string; quantity: number; buyer: TicketBuyer; token: string; joinedAt: string; locale?: Locale }
>;

/**
 * 'Obavesti me' for an address that already waits on the tier. Whoever asked is answered as for a new
 * place (`attemptId`, asking `quantity`), so the answer tells no stranger who waits; the address's
 * owner is mailed that they keep their place (`entryId`, `position`), in the language they joined in.
 */
export type TicketWaitlistJoinRepeated = DomainEvent<
  'TicketWaitlistJoinRepeated',
  {
    eventId: string;
    clubId: string;
    night: string;
    entryId: string;
    attemptId: string;
    tierId: string;
    tierName: string;
    quantity: number;
    position: number;
    guest: { firstName: string; email: string; locale?: Locale };
    at: string;
  }
>;

/** Tickets came back and the first in line gets them all, held for them until `expiresAt`. */
export type TicketOfferMade = DomainEvent<
  'TicketOfferMade',
  {
    eventId: string;
    clubId: string;
    night: string;
    entryId: string;
    tierId: string;
    tierName: string;
    quantity: number;
    buyer: TicketBuyer;
    token: string;
    expiresAt: string;
    madeAt: string;
    locale?: Locale;
  }
>;

/** The offer was not taken in time: its tickets go to the next in line (or back on sale). */
export type TicketOfferLapsed = DomainEvent<'TicketOfferLapsed', { eventId: string; clubId: string; night: string; entryId: string; tierId: string; quantity: number; at: string }>;

/**
 * A second door phone let in a ticket another phone had let in first, both without signal: the
 * ticket stays admitted once (the first to reach the server); this entry is recorded beside it with
 * both times and both doormen, shown to the door and counted in the night's report.
 */
export type TicketDoubleEntryRecorded = DomainEvent<
  'TicketDoubleEntryRecorded',
  {
    eventId: string;
    clubId: string;
    night: string;
    ticketId: string;
    orderId: string;
    tierId: string;
    first: { at: string; byName: string };
    second: { at: string; byUserId: string; byName: string; commandId: string | null };
    recordedAt: string;
  }
>;

/**
 * The venue refunds a paid order ('venue'), or owes it back because the event was cancelled
 * ('eventCancelled'): its tickets stop opening the door; the money is owed to the payer until the
 * venue marks it sent (TicketOrderRefunded). A guest cannot refund an order themselves.
 */
export type TicketOrderRefundDue = DomainEvent<
  'TicketOrderRefundDue',
  {
    eventId: string;
    clubId: string;
    night: string;
    orderId: string;
    amount: number;
    reason: TicketRefundReason;
    byName: string;
    at: string;
    /** The order's tickets, which no longer open the door (absent from events written before it was recorded). */
    ticketIds?: string[];
  }
>;

export type TicketRefundReason = 'venue' | 'eventCancelled';

/** The venue sent the money back ('Vraćeno'). */
export type TicketOrderRefunded = DomainEvent<
  'TicketOrderRefunded',
  { eventId: string; clubId: string; night: string; orderId: string; amount: number; byName: string; at: string }
>;

/**
 * One ticket of a paid order is voided: the venue refunded it ('venue'), or its holder cancelled it
 * while the venue allowed ('guest'). Its code stops opening the door at once, its place goes back
 * on sale (to those who wait first), and its price (`amount`, 0 for a free ticket) is owed to the
 * order's payer until the venue marks it sent (TicketRefunded). `holder` is who held it (their mail).
 */
export type TicketRefundDue = DomainEvent<
  'TicketRefundDue',
  {
    eventId: string;
    clubId: string;
    night: string;
    ticketId: string;
    orderId: string;
    tierId: string;
    tierName: string;
    amount: number;
    by: TicketCanceller;
    holder: TicketHolder;
    byName: string;
    at: string;
    /** The language of the holder's mail: the page they cancelled on, or the order's when the venue refunds it. */
    locale?: Locale;
  }
>;

/** The venue sent a single ticket's price back ('Vraćeno'); a free ticket is settled with its refund. */
export type TicketRefunded = DomainEvent<
  'TicketRefunded',
  { eventId: string; clubId: string; night: string; ticketId: string; orderId: string; amount: number; byName: string; at: string }
>;

export type TicketSalesEvent =
  | TicketTiersSet
  | TicketOrderPlaced
  | TicketOrderPaid
  | TicketOrderExpired
  | TicketAdmitted
  | TicketTransferred
  | TicketWaitlistJoined
  | TicketWaitlistJoinRepeated
  | TicketOfferMade
  | TicketOfferLapsed
  | TicketDoubleEntryRecorded
  | TicketOrderRefundDue
  | TicketOrderRefunded
  | TicketRefundDue
  | TicketRefunded;
