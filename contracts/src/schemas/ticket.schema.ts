import { Infer, array, enums, literal, nullable, number, object, optional, refine, string, type } from 'superstruct';
import { coerce } from '../coerce';
import { madeInLocale } from '../i18n/locale-field';
import { define } from '../json-schema';
import { belgradeInstant } from '../night-clock';
import { blankToUndefined, boundedText, wholeNumber } from './field-parts';
import { doorCommandId, guestReservationSchema } from './reservation.schema';
import { calendarDate, normalizeNightDate } from './event.schema';

/**
 * Tickets of an event (docs/tickets.md): the venue sets the event's tiers, a visitor buys an order
 * of one tier, paid by the IPS QR code of the venue's account (or at once for a free tier), and every
 * ticket of a paid order has its own code, `APP_URL/t/<token>`, scanned at the door.
 */

export const MAX_TIERS = 20;
export const MAX_TIER_CAPACITY = 100_000;
export const MAX_TICKETS_PER_ORDER = 50;
export const DEFAULT_TICKET_HOLD_MINUTES = 30;
/** How long tickets offered to someone who waited ('Obavesti me') are held for them. */
export const TICKET_OFFER_MINUTES = 30;

export const TICKET_TIER_STATES = ['onSale', 'soldOut', 'notYet', 'ended'] as const;
export type TicketTierState = (typeof TICKET_TIER_STATES)[number];

export const TICKET_ORDER_STATUSES = ['AwaitingPayment', 'Paid', 'Expired', 'Cancelled'] as const;
export type TicketOrderStatus = (typeof TICKET_ORDER_STATUSES)[number];

export const TICKET_STATUSES = ['valid', 'admitted', 'transferred', 'refunded'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_MESSAGES = {
  tiers: 'validation.tickets.tiers',
  tierId: 'validation.tickets.tierId',
  name: 'validation.tickets.name',
  price: 'validation.tickets.price',
  capacity: 'validation.tickets.capacity',
  salesStart: 'validation.tickets.salesStart',
  salesEnd: 'validation.tickets.salesEnd',
  maxPerOrder: 'validation.tickets.maxPerOrder',
  opensAfter: 'validation.tickets.opensAfter',
  eventId: 'validation.tickets.eventId',
  quantity: 'validation.tickets.quantity',
  amount: 'validation.tickets.amount',
  offerToken: 'validation.tickets.offerToken',
} as const;

const id = (message: string) =>
  define<string>('id', { type: 'string', maxLength: 100 }, (value) => (typeof value === 'string' && value.trim().length > 0 && value.length <= 100) || message);

const LOCAL_MOMENT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const ZONED_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A moment of the sale: an ISO instant ('2026-12-01T10:00:00Z'), or a Belgrade wall time ('2026-12-01T10:00'). */
export function saleMoment(value: string): string | null {
  const text = value.trim();
  const local = LOCAL_MOMENT.exec(text);
  const instant = local ? belgradeInstant(local[1], local[2]) : ZONED_MOMENT.test(text) ? new Date(text) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : null;
}

const moment = (name: string, message: string) =>
  optional(
    blankToUndefined(
      coerce(
        define<string>(
          name,
          { type: 'string', format: 'date-time', example: '2026-12-01T10:00:00+01:00' },
          (value) => (typeof value === 'string' && saleMoment(value) === value) || message,
        ),
        string(),
        (value) => saleMoment(value) ?? value,
      ),
    ),
  );

/** One tier of an event's tickets, as the venue sets it. `opensAfter` names another tier of the list (its `_id` or its name): this one opens when that one is sold out. */
export const ticketTierInputSchema = type({
  _id: optional(blankToUndefined(id(TICKET_MESSAGES.tierId))),
  name: boundedText('name', 1, 60, TICKET_MESSAGES.name),
  price: wholeNumber('price', 0, 1_000_000, TICKET_MESSAGES.price),
  capacity: wholeNumber('capacity', 1, MAX_TIER_CAPACITY, TICKET_MESSAGES.capacity),
  salesStart: moment('salesStart', TICKET_MESSAGES.salesStart),
  salesEnd: moment('salesEnd', TICKET_MESSAGES.salesEnd),
  maxPerOrder: wholeNumber('maxPerOrder', 1, MAX_TICKETS_PER_ORDER, TICKET_MESSAGES.maxPerOrder),
  opensAfter: optional(blankToUndefined(id(TICKET_MESSAGES.opensAfter))),
});
export type TicketTierInput = Infer<typeof ticketTierInputSchema>;

/** PUT /api/event/{id}/tickets: the event's whole list of tiers (a tier left out is taken off sale; one with tickets sold cannot be). */
export const ticketTiersSchema = type({
  tiers: refine(array(ticketTierInputSchema), 'maxTiers', (tiers) => tiers.length <= MAX_TIERS || TICKET_MESSAGES.tiers),
});
export type TicketTiersInput = Infer<typeof ticketTiersSchema>;

const { firstName, lastName, phone, email } = guestReservationSchema.schema;

/** POST /api/ticket-orders (anyone, with an Idempotency-Key). */
export const ticketOrderSchema = type({
  eventId: id(TICKET_MESSAGES.eventId),
  tierId: id(TICKET_MESSAGES.tierId),
  quantity: wholeNumber('quantity', 1, MAX_TICKETS_PER_ORDER, TICKET_MESSAGES.quantity),
  firstName,
  lastName,
  email,
  phone,
  locale: madeInLocale,
  /** The link's secret of an offer made to someone who waited ('Obavesti me'): they buy the tickets held for them. */
  offerToken: optional(blankToUndefined(id(TICKET_MESSAGES.offerToken))),
});
export type TicketOrderInput = Infer<typeof ticketOrderSchema>;

/** POST /api/event/{id}/tickets/{tierId}/waitlist (anyone): 'Obavesti me' on a sold-out tier, for as many tickets as they want. */
export const ticketWaitlistSchema = type({
  quantity: wholeNumber('quantity', 1, MAX_TICKETS_PER_ORDER, TICKET_MESSAGES.quantity),
  firstName,
  lastName,
  email,
  phone,
  locale: madeInLocale,
});
export type TicketWaitlistInput = Infer<typeof ticketWaitlistSchema>;

/** POST /api/ticket-orders/{id}/payment (the venue): a payment taken by hand; `amount` defaults to the order's. */
export const ticketOrderPaymentSchema = type({ amount: optional(blankToUndefined(wholeNumber('amount', 1, 100_000_000, TICKET_MESSAGES.amount))) });
export type TicketOrderPaymentInput = Infer<typeof ticketOrderPaymentSchema>;

/** When a door phone without signal let a ticket in (an ISO instant, the device's clock). */
const admittedAt = optional(
  blankToUndefined(
    coerce(
      define<string>(
        'admittedAt',
        { type: 'string', format: 'date-time', example: '2026-10-30T22:41:00.000Z' },
        (value) => (typeof value === 'string' && ZONED_MOMENT.test(value) && !Number.isNaN(Date.parse(value))) || 'validation.tickets.admittedAt',
      ),
      string(),
      (value) => value.trim(),
    ),
  ),
);

/**
 * POST /api/tickets/{id}/admission (the door); `commandId` is the door device's, so a replay applies once.
 * `admittedAt`: when the door phone let the ticket in (its clock; the door screen sends it with every
 * admission). One that reaches the server 15 s or more after it was made was made offline: for a ticket another
 * phone let in first it is a double entry, recorded (both times, both doormen) and answered 409.
 */
export const ticketAdmissionSchema = type({ commandId: doorCommandId, admittedAt });
export type TicketAdmissionInput = Infer<typeof ticketAdmissionSchema>;

/** POST /api/tickets/{token}/transfer (whoever holds the ticket's code): the friend it goes to. */
export const ticketTransferSchema = type({ firstName, lastName, email, locale: madeInLocale });
export type TicketTransferInput = Infer<typeof ticketTransferSchema>;

/** POST /api/tickets/{token}/cancel (whoever holds the ticket's code, while the venue allows it): the language of the confirmation mail. */
export const ticketCancelSchema = type({ locale: madeInLocale });
export type TicketCancelInput = Infer<typeof ticketCancelSchema>;

/** Who voided a single ticket: the venue refunded it, or its holder cancelled it while the venue allowed. */
export const TICKET_CANCELLERS = ['venue', 'guest'] as const;
export type TicketCanceller = (typeof TICKET_CANCELLERS)[number];

const text = string();
const count = number();
const nullableText = nullable(text);

/** A tier as anyone sees it: what is left of it and whether it is on sale now. */
export const ticketTierView = object({
  _id: text,
  name: text,
  price: count,
  capacity: count,
  available: count,
  /** Tickets of the tier paid for (the rest of what is not available is held awaiting payment). */
  sold: count,
  state: define<TicketTierState>('state', { type: 'string', enum: [...TICKET_TIER_STATES] }, (value) => (TICKET_TIER_STATES as readonly unknown[]).includes(value)),
  salesStart: nullableText,
  salesEnd: nullableText,
  maxPerOrder: count,
  opensAfter: nullableText,
});
export type TicketTierView = Infer<typeof ticketTierView>;

/** GET /api/event/{id}/tickets */
export const ticketTiersView = object({ eventId: text, tiers: array(ticketTierView) });
export type TicketTiersView = Infer<typeof ticketTiersView>;

export const ticketHolderView = object({ firstName: text, lastName: text });

/** A ticket of a paid order; `code` is its URL (APP_URL/t/<token>), what its QR carries. */
export const ticketView = object({
  _id: text,
  code: text,
  tierName: text,
  holder: ticketHolderView,
  status: text,
});
export type TicketView = Infer<typeof ticketView>;

/** The IPS QR payment of an order awaiting it: `ipsQr` is the code's text, `dueAt` the end of the hold. */
export const ticketPaymentView = object({ reference: text, ipsQr: text, dueAt: text, account: text, payeeName: text, amount: count });

/** POST /api/ticket-orders → 201, GET /api/ticket-orders/{id} */
export const ticketOrderView = object({
  _id: text,
  eventId: text,
  tierId: text,
  tierName: text,
  quantity: count,
  status: text,
  amount: count,
  payment: optional(ticketPaymentView),
  tickets: array(ticketView),
  placedAt: text,
  paidAt: nullableText,
  /** A paid order the venue refunds: owed back ('due'), then sent ('done'); its tickets no longer open the door. */
  refund: optional(enums(['due', 'done'])),
});
export type TicketOrderView = Infer<typeof ticketOrderView>;

/**
 * GET /api/club/{clubId}/refunds: one row per order owed back (an order the venue refunded, or a
 * paid order of a cancelled event). `payerAccount` is the account of the statement line that paid
 * it; null when it was paid by hand (the venue asks the buyer for one).
 */
export const ticketRefundView = object({
  orderId: text,
  number: text,
  eventId: text,
  eventTitle: text,
  /** yyyy-MM-dd */
  night: text,
  tierName: text,
  quantity: count,
  buyer: object({ firstName: text, lastName: text, email: text }),
  payerName: text,
  payerAccount: nullableText,
  amount: count,
  reference: nullableText,
  reason: enums(['venue', 'eventCancelled']),
  state: enums(['due', 'done']),
  paidAt: nullableText,
  refundedAt: nullableText,
  /** A single ticket refunded by the venue or cancelled by its holder (`quantity` 1, `amount` its price); null: the whole order. */
  ticketId: nullableText,
  /** Who voided that ticket; null for a whole order. */
  cancelledBy: nullable(enums(TICKET_CANCELLERS)),
});
export type TicketRefundView = Infer<typeof ticketRefundView>;
export const ticketRefundsView = object({ refunds: array(ticketRefundView) });
export type TicketRefundsView = Infer<typeof ticketRefundsView>;

/**
 * GET /api/club/{clubId}/fiscal-export?night=: the night's ticket and deposit payments, for the
 * venue to enter into its ESIR (the platform is not one). `kind` 'ticket' (an order of tickets) or
 * 'deposit' (a reservation's deposit); `what` names it; `paidAt` when the payment was recorded.
 */
export const fiscalPaymentView = object({
  kind: enums(['ticket', 'deposit']),
  paidAt: text,
  payer: text,
  what: text,
  quantity: count,
  amount: number(),
  reference: nullableText,
  method: text,
  number: text,
});
export type FiscalPaymentView = Infer<typeof fiscalPaymentView>;
export const fiscalExportView = object({ clubId: text, night: text, from: text, to: text, payments: array(fiscalPaymentView), total: number() });
export type FiscalExportView = Infer<typeof fiscalExportView>;

/** GET /api/tickets/{token} (whoever holds the code): the ticket as its holder shows it. */
export const ticketCodeView = object({
  _id: text,
  code: text,
  token: text,
  status: text,
  tierName: text,
  holder: ticketHolderView,
  eventId: text,
  eventTitle: text,
  clubId: text,
  club: text,
  /** yyyy-MM-dd */
  night: text,
  startTime: text,
  /** The venue's street and city, as its page shows them. */
  venueAddress: text,
  admittedAt: nullableText,
  /** The API path of the QR picture of `code`. */
  qrImage: text,
  /** The API path of the ticket's Apple Wallet pass, null when Apple Wallet is not configured or the ticket no longer lets anyone in. */
  appleWalletUrl: nullableText,
  /** 'Save to Google Wallet' (a signed link), null when Google Wallet is not configured or the ticket no longer lets anyone in. */
  googleWalletUrl: nullableText,
  /** Until when its holder may cancel it ('Otkaži ulaznicu'); null when the venue does not allow it, the time has passed, or the ticket no longer lets anyone in. */
  cancelUntil: nullableText,
});
export type TicketCodeView = Infer<typeof ticketCodeView>;

/** One more entry of a ticket already in: two door phones let it in while both were offline. */
export const ticketDoubleEntryView = object({ firstAt: text, firstBy: text, secondAt: text, secondBy: text });
export type TicketDoubleEntryView = Infer<typeof ticketDoubleEntryView>;

/** A ticket as the door reads it (scan, tonight's tickets): holder, tier, event, status, admitted when and by whom. */
export const doorTicketView = object({
  _id: text,
  /** The ticket's code secret: a scanned code's token is looked up here, also offline. */
  token: text,
  code: text,
  status: text,
  tierName: text,
  holder: ticketHolderView,
  eventId: text,
  eventTitle: text,
  clubId: text,
  /** yyyy-MM-dd */
  night: text,
  admittedAt: nullableText,
  admittedBy: nullableText,
  doubleEntries: array(ticketDoubleEntryView),
});
export type DoorTicketView = Infer<typeof doorTicketView>;

/** POST /api/door/scan for a ticket's code (APP_URL/t/<token> or the bare token). */
export const ticketScanView = object({ kind: literal('ticket'), ticket: doorTicketView });
export type TicketScanView = Infer<typeof ticketScanView>;

/** GET /api/door/tickets: tonight's tickets of the venue, kept by the door phones for a night without signal. */
export const doorTicketsView = object({ clubId: text, night: text, asOf: text, tickets: array(doorTicketView) });
export type DoorTicketsView = Infer<typeof doorTicketsView>;

/** GET /api/door/inside: 'Unutra: 412', tonight's guests in: the reservations' persons that arrived, the lists' and the tickets admitted. */
export const doorInsideView = object({ clubId: text, night: text, asOf: text, inside: count, reservations: count, lists: count, tickets: count });
export type DoorInsideView = Infer<typeof doorInsideView>;

/** A place on a tier's waiting list; its offer once tickets came back (`offer.expiresAt`: until when they are held). */
export const ticketWaitlistEntryView = object({
  _id: text,
  eventId: text,
  tierId: text,
  tierName: text,
  quantity: count,
  status: text,
  /** Who are before them in line. */
  ahead: count,
  offer: nullable(object({ expiresAt: text })),
});
export type TicketWaitlistEntryView = Infer<typeof ticketWaitlistEntryView>;

/** GET /api/ticket-offers/{token} (whoever has the offer's link): what is held for them, until when, and at what price. */
export const ticketOfferView = object({
  eventId: text,
  eventTitle: text,
  club: text,
  /** yyyy-MM-dd */
  night: text,
  tierId: text,
  tierName: text,
  price: count,
  quantity: count,
  status: text,
  expiresAt: nullableText,
});
export type TicketOfferView = Infer<typeof ticketOfferView>;

/** GET /api/club/{clubId}/fiscal-export?night=&format= : `night` yyyy-MM-dd (or dd.MM.yyyy). */
export const fiscalExportQuerySchema = type({
  night: coerce(
    define<string>(
      'night',
      { type: 'string', example: '2026-12-05', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy (od 06:00 tog dana do 06:00 sledećeg)' },
      (value) => (typeof value === 'string' && calendarDate(value) !== null) || 'validation.tickets.fiscalNight',
    ),
    string(),
    normalizeNightDate,
  ),
  format: optional(enums(['json', 'csv'])),
});
export type FiscalExportQuery = Infer<typeof fiscalExportQuerySchema>;

/** GET /api/club/{clubId}/refunds?eventId=&format= */
export const ticketRefundsQuerySchema = type({
  eventId: optional(string()),
  format: optional(enums(['json', 'csv'])),
});
export type TicketRefundsQuery = Infer<typeof ticketRefundsQuerySchema>;
