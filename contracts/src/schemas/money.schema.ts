import { Infer, array, defaulted, literal, number, optional, refine, string, type, union } from 'superstruct';
import { said } from '../i18n/said';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { calendarDate, normalizeNightDate } from './event.schema';
import { doorCommandId, type ReservationView } from './reservation.schema';

/**
 * Money on the table (issue 23, docs/payments.md): a venue's terms — minimum spend, a package, a
 * deposit, the free-cancellation window and what a late cancellation or a no-show costs — by zone
 * (the tables' area) or table, for every night, one night or one event; the payee data of the
 * payment slip; and the deposit a reservation carries while it waits for the guest's payment.
 */

export const TERMS_OUTCOMES = ['keep', 'refund'] as const;
/** What a late cancellation or a no-show does to a paid deposit: the venue keeps it, or returns it. */
export type TermsOutcome = (typeof TERMS_OUTCOMES)[number];

/**
 * due → paid (the venue marked it received) or expired (not paid in time: the reservation is cancelled);
 * paid → refundDue or kept when the reservation ends without its guests (by its terms); refundDue → refunded.
 */
export const DEPOSIT_STATES = ['due', 'paid', 'refundDue', 'refunded', 'kept', 'expired'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export const DEPOSIT_STATE_LABELS: Record<DepositState, string> = {
  due: 'Čeka uplatu',
  paid: 'Uplata primljena',
  refundDue: 'Za povraćaj',
  refunded: 'Vraćeno',
  kept: 'Zadržano',
  expired: 'Istekao rok',
};

/** How a deposit reached the venue: by bank transfer (marked by hand or matched from a statement), or paid at the door ('Plaćeno na ulazu'). */
export const PAYMENT_METHODS = ['bank', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank: 'uplata na račun',
  cash: 'gotovina na ulazu',
  card: 'kartica na ulazu',
};

export const DEFAULT_DEPOSIT_HOLD_MINUTES = 60;
export const DEFAULT_PAYMENT_PURPOSE = 'Depozit za rezervaciju';
/**
 * 289, 'Transakcije po nalogu građana': a transfer a private person orders from their own account,
 * which is how a guest pays a deposit from their bank app (first digit 2 = non-cash). A venue whose
 * books want it as payment for a service can pass 221, 'Promet robe i usluga – finalna potrošnja'.
 */
export const DEFAULT_PAYMENT_CODE = '289';
/** The slip's purpose (S, at most 35 characters) is the venue's text, a space and the reservation's 8-character number. */
export const PAYMENT_PURPOSE_MAX = 26;
export const MAX_TERMS_RULES = 300;
/** Hours before the night starts: up to a week. */
export const MAX_FREE_CANCEL_HOURS = 168;
const MAX_RSD = 10_000_000;

/** A deposit recorded by hand ('Uplata primljena') can be undone this long; the guest is mailed once it is over. */
export const PAYMENT_UNDO_MINUTES = 10;

export const TERMS_MESSAGES = {
  minimumSpend: 'validation.money.minimumSpend',
  deposit: 'validation.money.deposit',
  depositAboveMinimum: 'validation.money.depositAboveMinimum',
  freeCancelHours: said('validation.money.freeCancelHours', { max: String(MAX_FREE_CANCEL_HOURS) }),
  lateCancel: "Kasno otkazivanje: depozit se zadržava ('keep') ili vraća ('refund')",
  noShow: "Nedolazak: depozit se zadržava ('keep') ili vraća ('refund')",
  package: 'validation.money.package',
  zone: 'validation.money.zone',
  tableId: 'validation.money.tableId',
  tableOfAnotherVenue: 'refusal.money.tableOfAnotherVenue',
  eventId: 'validation.money.eventId',
  eventOfAnotherVenue: 'refusal.money.eventOfAnotherVenue',
  night: 'validation.money.night',
  zoneAndTable: 'validation.money.zoneAndTable',
  nightAndEvent: 'validation.money.nightAndEvent',
  sameScope: 'validation.money.sameScope',
  tooManyRules: said('validation.money.tooManyRules', { max: String(MAX_TERMS_RULES) }),
  rules: 'refusal.money.rules',
  payeeName: 'validation.money.payeeName',
  payeeNameRequired: 'validation.money.payeeNameRequired',
  payeePlace: 'validation.money.payeePlace',
  paymentAccount: 'validation.money.paymentAccount',
  accountRequired: 'validation.money.accountRequired',
  paymentCode: 'validation.money.paymentCode',
  paymentPurpose: said('validation.money.paymentPurpose', { max: String(PAYMENT_PURPOSE_MAX) }),
  depositHoldMinutes: 'validation.money.depositHoldMinutes',
  venueNotFound: 'refusal.money.venueNotFound',
  tableNotFound: 'refusal.money.tableNotFound',
  amount: 'validation.money.amount',
  noDeposit: 'refusal.money.noDeposit',
  paymentTooLate: 'refusal.money.paymentTooLate',
  notAwaitingPayment: 'refusal.money.notAwaitingPayment',
  paymentQrToken: 'validation.money.paymentQrToken',
  noRefundDue: 'refusal.money.noRefundDue',
  confirmOnDeposit: 'validation.money.confirmOnDeposit',
  paymentMethod: "Način plaćanja je 'bank' (uplata na račun), 'cash' (gotovina) ili 'card' (kartica)",
  depositState: "Stanje depozita je 'paid' (uplata primljena), 'unpaid' (poništi uplatu) ili 'refunded' (vraćeno)",
  undoTooLate: said('refusal.money.undoTooLate', { minutes: String(PAYMENT_UNDO_MINUTES) }),
  nothingToUndo: 'refusal.money.nothingToUndo',
} as const;

// ---------------------------------------------------------------------------------------------
// Building blocks: a form sends numbers as strings, JSON as numbers; both are read.

const wholeNumber = (name: string, min: number, max: number, message: string) =>
  coerce(
    define<number>(
      name,
      { type: 'integer', minimum: min, maximum: max },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) || message,
    ),
    string(),
    (value) => (/^\s*-?\d{1,12}\s*$/.test(value) ? Number(value) : Number.NaN),
  );

const text = (name: string, max: number, message: string) =>
  coerce(
    define<string>(name, { type: 'string', maxLength: max }, (value) => (typeof value === 'string' && value.length <= max) || message),
    union([string(), literal(null)]),
    (value) => (value === null ? '' : value.trim().replace(/\s+/g, ' ')),
  );

const optionalText = (name: string, max: number, message: string) => defaulted(text(name, max, message), '');

/** An id, or nothing: '' and null read as left out. */
const scopeId = (name: string, message: string) =>
  optional(
    coerce(
      define<string | undefined>(
        name,
        { type: 'string', minLength: 1, maxLength: 100 },
        (value) => value === undefined || (typeof value === 'string' && value.length > 0 && value.length <= 100) || message,
      ),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? undefined : value.trim()),
    ),
  );

const scopeNight = optional(
  coerce(
    define<string | undefined>(
      'termsNight',
      { type: 'string', example: '2026-12-31', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy' },
      (value) => value === undefined || (typeof value === 'string' && calendarDate(value) !== null) || TERMS_MESSAGES.night,
    ),
    union([string(), literal(null)]),
    (value) => (value === null || value.trim() === '' ? undefined : normalizeNightDate(value)),
  ),
);

const outcome = (message: string) =>
  defaulted(
    coerce(
      define<TermsOutcome>('termsOutcome', { type: 'string', enum: [...TERMS_OUTCOMES] }, (value) => (TERMS_OUTCOMES as readonly unknown[]).includes(value) || message),
      string(),
      (value) => value.trim().toLowerCase(),
    ),
    'keep',
  );

const termsRuleBody = type({
  /** A zone: the area of the venue's tables ('Separei'); every table of it. */
  zone: optional(
    coerce(
      define<string | undefined>(
        'zone',
        { type: 'string', maxLength: 60 },
        (value) => value === undefined || (typeof value === 'string' && value.length <= 60) || TERMS_MESSAGES.zone,
      ),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? undefined : value.trim().replace(/\s+/g, ' ')),
    ),
  ),
  tableId: scopeId('termsTableId', TERMS_MESSAGES.tableId),
  night: scopeNight,
  eventId: scopeId('termsEventId', TERMS_MESSAGES.eventId),
  minimumSpend: defaulted(wholeNumber('minimumSpend', 0, MAX_RSD, TERMS_MESSAGES.minimumSpend), 0),
  package: optionalText('package', 200, TERMS_MESSAGES.package),
  deposit: defaulted(wholeNumber('deposit', 0, MAX_RSD, TERMS_MESSAGES.deposit), 0),
  freeCancelHours: defaulted(wholeNumber('freeCancelHours', 0, MAX_FREE_CANCEL_HOURS, TERMS_MESSAGES.freeCancelHours), 0),
  lateCancel: outcome(TERMS_MESSAGES.lateCancel),
  noShow: outcome(TERMS_MESSAGES.noShow),
});

/**
 * One rule of a venue's terms. Its scope: a table or a zone (or neither: the whole venue), and a night
 * or an event (or neither: every night). The most specific rule that fits a booking applies.
 */
export const termsRuleSchema = refine(termsRuleBody, 'termsRule', (rule, context) => {
  const at = (field: string) => ({ message: '', path: [...context.path, field] });
  if (rule.zone && rule.tableId) return { ...at('tableId'), message: TERMS_MESSAGES.zoneAndTable };
  if (rule.night && rule.eventId) return { ...at('eventId'), message: TERMS_MESSAGES.nightAndEvent };
  if (rule.deposit > rule.minimumSpend) return { ...at('deposit'), message: TERMS_MESSAGES.depositAboveMinimum };
  return true;
});
export type TermsRuleInput = Infer<typeof termsRuleSchema>;

/** The key of a rule's scope: two rules of one venue never share it. */
export const termsScopeKey = (rule: { zone?: string | null; tableId?: string | null; night?: string | null; eventId?: string | null }) =>
  [rule.tableId ? `t:${rule.tableId}` : rule.zone ? `z:${rule.zone.toLowerCase()}` : '*', rule.eventId ? `e:${rule.eventId}` : rule.night ? `n:${rule.night}` : '*'].join('|');

const rulesField = () =>
  defaulted(
    refine(array(termsRuleSchema), 'termsRules', (rules) => rules.length <= MAX_TERMS_RULES || TERMS_MESSAGES.tooManyRules),
    [],
  );

/** No two rules of one venue share a scope. */
function sameScopeProblem(rules: TermsRuleInput[], path: unknown[]) {
  const seen = new Set<string>();
  for (const [index, rule] of rules.entries()) {
    const key = termsScopeKey(rule);
    if (seen.has(key)) return { message: TERMS_MESSAGES.sameScope, path: [...path, 'rules', index] };
    seen.add(key);
  }
  return null;
}

const venueTermsBody = type({
  /** The venue's account for deposits: 18 digits, '160-0000000012345-95' or an RS IBAN. Empty: the venue asks no deposits. */
  paymentAccount: optionalText('paymentAccount', 40, TERMS_MESSAGES.paymentAccount),
  payeeName: optionalText('payeeName', 70, TERMS_MESSAGES.payeeName),
  payeePlace: optionalText('payeePlace', 60, TERMS_MESSAGES.payeePlace),
  paymentCode: defaulted(
    coerce(
      define<string>(
        'paymentCode',
        { type: 'string', pattern: '^\\d{3}$', example: DEFAULT_PAYMENT_CODE },
        (value) => (typeof value === 'string' && /^\d{3}$/.test(value)) || TERMS_MESSAGES.paymentCode,
      ),
      union([string(), number(), literal(null)]),
      (value) => (value === null || String(value).trim() === '' ? DEFAULT_PAYMENT_CODE : String(value).trim()),
    ),
    DEFAULT_PAYMENT_CODE,
  ),
  paymentPurpose: defaulted(
    coerce(
      define<string>(
        'paymentPurpose',
        { type: 'string', maxLength: PAYMENT_PURPOSE_MAX },
        (value) => (typeof value === 'string' && value.length <= PAYMENT_PURPOSE_MAX) || TERMS_MESSAGES.paymentPurpose,
      ),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? DEFAULT_PAYMENT_PURPOSE : value.trim().replace(/\s+/g, ' ')),
    ),
    DEFAULT_PAYMENT_PURPOSE,
  ),
  /** How long a reservation waiting for its deposit holds the table. */
  depositHoldMinutes: defaulted(wholeNumber('depositHoldMinutes', 5, 1440, TERMS_MESSAGES.depositHoldMinutes), DEFAULT_DEPOSIT_HOLD_MINUTES),
  /** A received deposit confirms the reservation (true, the default), or leaves it 'Na čekanju' for the venue to confirm. */
  confirmOnDeposit: defaulted(
    coerce(
      define<boolean>('confirmOnDeposit', { type: 'boolean' }, (value) => typeof value === 'boolean' || TERMS_MESSAGES.confirmOnDeposit),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? true : value.trim() === 'true' ? true : value.trim() === 'false' ? false : (value as unknown as boolean)),
    ),
    true,
  ),
  rules: rulesField(),
  /** The terms' version this edit was made from (or `If-Match: "<version>"`): 409 when they changed since. */
  version: optional(union([literal(null), number(), string()])),
});

/**
 * PUT /api/club/{clubId}/terms: the venue's whole terms (the rules listed replace the old ones). A
 * body that is a bare list is the rules alone, the payee data staying as it was.
 */
export const venueTermsSchema = refine(venueTermsBody, 'venueTerms', (terms, context) => {
  const sameScope = sameScopeProblem(terms.rules, context.path);
  if (sameScope) return sameScope;
  if (terms.rules.some((rule) => rule.deposit > 0)) {
    if (terms.paymentAccount === '') return { message: TERMS_MESSAGES.accountRequired, path: [...context.path, 'paymentAccount'] };
    if (terms.payeeName === '') return { message: TERMS_MESSAGES.payeeNameRequired, path: [...context.path, 'payeeName'] };
  }
  return true;
});
export type VenueTermsInput = Infer<typeof venueTermsSchema>;

/** PUT /api/club/{clubId}/terms with a bare list: the rules alone (read as `{ rules }`), the payee data staying as saved. */
export const termsRulesSchema = refine(type({ rules: rulesField() }), 'termsRules', (terms, context) => sameScopeProblem(terms.rules, context.path) ?? true);
export type TermsRulesInput = Infer<typeof termsRulesSchema>;

/** GET /api/club/{clubId}/terms?tableId&night|eventId (and …/terms/for): the terms that apply to that table and night. */
export const termsQuerySchema = type({
  tableId: scopeId('tableId', TERMS_MESSAGES.tableId),
  night: scopeNight,
  date: scopeNight,
  eventId: scopeId('eventId', TERMS_MESSAGES.eventId),
});
export type TermsQuery = Infer<typeof termsQuerySchema>;

/** POST /api/reservations/{id}/payment ('Uplata primljena'): the amount received, the deposit's when left out. */
export const depositPaymentSchema = type({
  amount: optional(
    coerce(
      define<number | undefined>(
        'amount',
        { type: 'integer', minimum: 1, maximum: MAX_RSD },
        (value) => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RSD) || TERMS_MESSAGES.amount,
      ),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? undefined : /^\s*-?\d{1,12}\s*$/.test(value) ? Number(value) : Number.NaN),
    ),
  ),
  /** 'cash' or 'card' when the door took it ('Plaćeno na ulazu'); a bank transfer otherwise. */
  method: optional(
    coerce(
      define<PaymentMethod | undefined>(
        'paymentMethod',
        { type: 'string', enum: [...PAYMENT_METHODS] },
        (value) => value === undefined || (PAYMENT_METHODS as readonly unknown[]).includes(value) || TERMS_MESSAGES.paymentMethod,
      ),
      string(),
      (value) => value.trim(),
    ),
  ),
  /** The door device's id of the command, so a resend applies once (the same payment again changes nothing anyway). */
  commandId: doorCommandId,
});
export type DepositPaymentInput = Infer<typeof depositPaymentSchema>;

/**
 * POST /api/reservations/{id}/deposit: 'paid' ('Uplata primljena'), 'unpaid' ('Poništi', within
 * PAYMENT_UNDO_MINUTES of a payment recorded by hand) or 'refunded' ('Vraćeno', once a refund is due).
 */
export const DEPOSIT_STEPS = ['paid', 'unpaid', 'refunded'] as const;
export const depositStateSchema = type({
  state: coerce(
    define<(typeof DEPOSIT_STEPS)[number]>(
      'depositStep',
      { type: 'string', enum: [...DEPOSIT_STEPS] },
      (value) => (DEPOSIT_STEPS as readonly unknown[]).includes(value) || TERMS_MESSAGES.depositState,
    ),
    string(),
    (value) => value.trim(),
  ),
  amount: depositPaymentSchema.schema.amount,
});
export type DepositStateInput = Infer<typeof depositStateSchema>;

/** GET /api/reservations/{id}/payment-qr.png?token: the guest's door token from the placement answer or the mail. */
export const paymentQrQuerySchema = type({
  token: optional(
    coerce(
      define<string | undefined>(
        'token',
        { type: 'string', maxLength: 200 },
        (value) => value === undefined || (typeof value === 'string' && value.length <= 200) || TERMS_MESSAGES.paymentQrToken,
      ),
      string(),
      (value) => (value.trim() === '' ? undefined : value.trim()),
    ),
  ),
});
export type PaymentQrQuery = Infer<typeof paymentQrQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Views

export interface TermsScopeView {
  zone: string | null;
  tableId: string | null;
  night: string | null;
  eventId: string | null;
}

/** The price of a table as the terms set it. */
export interface TermsValuesView {
  /** RSD; 0: none. */
  minimumSpend: number;
  package: string;
  /** RSD; 0: no deposit. */
  deposit: number;
  /** Hours before the night starts within which a cancellation is still free. */
  freeCancelHours: number;
  lateCancel: TermsOutcome;
  noShow: TermsOutcome;
}

export type TermsRuleView = TermsScopeView & TermsValuesView;

/** GET and PUT /api/club/{clubId}/terms. */
export interface VenueTermsView {
  clubId: string;
  /** The terms' version (null: never set); a PUT sends it back, or `If-Match`. */
  version: number | null;
  /** As people write it, '160-0000000012345-95'; null when none is set (or, to the public, when the venue asks no deposits). */
  paymentAccount: string | null;
  payeeName: string;
  payeePlace: string;
  paymentCode: string;
  paymentPurpose: string;
  depositHoldMinutes: number;
  /** A received deposit confirms the reservation; false: it stays 'Na čekanju' for the venue to confirm. */
  confirmOnDeposit: boolean;
  rules: TermsRuleView[];
}

/** The terms a reservation was accepted with, as they were then, and the rule they came from. */
export interface ReservationTermsView extends TermsValuesView {
  scope: TermsScopeView;
  /**
   * ISO instant the night starts at (the event's start, or the venue's opening that night), which
   * the free-cancellation window counts back from; recorded with the booking. Absent on the
   * venue's general rules.
   */
  nightStartsAt?: string | null;
}

/** Who the guest pays: the slip's payee. */
export interface PayeeView {
  name: string;
  place: string;
  /** '160-0000000012345-95'. */
  account: string;
  paymentCode: string;
}

/** GET /api/club/{clubId}/terms?tableId&night|eventId: null terms when the venue set none that fit. */
export interface AppliedTermsView {
  clubId: string;
  tableId: string;
  night: string | null;
  eventId: string | null;
  terms: ReservationTermsView | null;
  depositHoldMinutes: number;
  /** Only when the terms ask a deposit. */
  payee: PayeeView | null;
}

/** The deposit a reservation asks, with its slip (payee, account, model 97 reference and the NBS IPS QR code's text). */
export interface ReservationDepositView {
  amount: number;
  /** Model 97 reference ('poziv na broj'), 97 + check digits + the reservation's number as digits. */
  reference: string;
  /** The NBS IPS QR code's text. */
  ipsQr: string;
  /** ISO instant: unpaid by then, the reservation is cancelled and the table freed. */
  dueAt: string;
  state: DepositState;
  payeeName: string;
  payeePlace: string;
  /** '160-0000000012345-95'. */
  account: string;
  paymentCode: string;
  purpose: string;
  paidAt: string | null;
  paidAmount: number | null;
  /** ISO instant: a payment recorded by hand can be undone ('Poništi') until then; absent once it stands. */
  undoableUntil?: string;
}

/** The payment slip the guest gets with the placement: everything to pay by hand, or the QR code to scan. */
export interface PaymentSlipView {
  payee: string;
  payeePlace: string;
  account: string;
  amount: number;
  purpose: string;
  paymentCode: string;
  reference: string;
  qrText: string;
  /** The QR code as a PNG, with the guest's token (works without an account). */
  qrUrl: string;
  dueAt: string;
}

/** POST /api/reservations: the reservation, and the payment slip when its terms ask a deposit. */
export interface PlacedReservationView extends ReservationView {
  payment: PaymentSlipView | null;
}

/** GET /api/club/{clubId}/deposits: reservations waiting for their deposit, and deposits due back to guests. */
export interface DepositsView {
  awaitingPayment: ReservationView[];
  /** Paid by hand within the last PAYMENT_UNDO_MINUTES: still to be undone ('Poništi'), until `deposit.undoableUntil`. */
  recentlyPaid: ReservationView[];
  refundDue: ReservationView[];
}
