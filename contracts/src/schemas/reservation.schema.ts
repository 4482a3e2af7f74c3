import { said } from '../i18n/said';
import { Infer, defaulted, literal, number, optional, string, type, union, type Struct } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { madeInLocale } from '../i18n/locale-field';
import { isEmail } from '../text-checks';
import { trimmedRequiredText } from '../validation';
import { reservationCouponFields } from './coupon.schema';
import { calendarDate, normalizeNightDate } from './event.schema';
import type { GuestBadge } from './guest.schema';
import type { ReservationDepositView, ReservationTermsView } from './money.schema';
import type { ReservationSpendView } from './report.schema';

/**
 * Table reservations: the public form and the dashboard's add and edit forms (POST and PUT
 * /api/reservations), the list's filters and the views. `date` is the venue's night (yyyy-MM-dd):
 * a night runs until the morning, so a table held at 01:30 on Saturday is Friday night's.
 */

/**
 * Pending → Complete or Rejected (the venue decides); the guest may cancel a Pending or Complete one.
 * At the door a Pending or Complete one becomes Arrived (it keeps its table) or NoShow (the table is
 * free again). One whose terms ask a deposit is placed AwaitingPayment: it holds its table until the
 * deposit is received (Complete) or its time runs out (Cancelled), see docs/payments.md.
 */
export const RESERVATION_STATUS_VALUES = ['Pending', 'Complete', 'Rejected', 'Cancelled', 'Arrived', 'NoShow', 'AwaitingPayment'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUS_VALUES)[number];
/**
 * The statuses that hold a table for its night: a placement, a move, the free tables of a list, the
 * floor, the door, the waitlist and Google's inventory all count these (SQL as `status = ANY($n::text[])`).
 */
export const TABLE_HOLDING_STATUSES: readonly ReservationStatus[] = ['Pending', 'Complete', 'Arrived', 'AwaitingPayment'];
/** The same list under its first name. */
export const ACTIVE_RESERVATION_STATUSES = TABLE_HOLDING_STATUSES;
/** The statuses PUT /api/reservations/{id} sets; the door's statuses have their own calls (arrival, no-show). */
export const SETTABLE_RESERVATION_STATUSES = ['Pending', 'Complete', 'Rejected', 'Cancelled'] as const;

export const RESERVATION_SORTS = ['firstName', 'date', 'status'] as const;
export type ReservationSort = (typeof RESERVATION_SORTS)[number];

export const RESERVATION_MESSAGES = {
  clubId: 'validation.reservations.clubId',
  firstName: 'validation.reservations.firstName',
  lastName: 'validation.reservations.lastName',
  nameTooLong: 'validation.reservations.nameTooLong',
  phone: 'validation.reservations.phone',
  phoneInvalid: 'validation.reservations.phoneInvalid',
  email: 'validation.common.emailInvalid',
  emailRequired: 'validation.reservations.emailRequired',
  dateRequired: 'validation.reservations.dateRequired',
  dateInvalid: 'validation.reservations.dateInvalid',
  persons: 'validation.reservations.persons',
  tableId: 'validation.reservations.tableId',
  status: 'validation.reservations.status',
  version: 'validation.reservations.version',
  tableTaken: 'refusal.reservations.tableTaken',
  /** To the venue's own people only: who holds the table ('Separe 1 drži Marko Petrović, čeka uplatu do 22:00'). */
  /** Who holds the table, for the venue's own people ('Separe 1 drži Ana Ilić (Potvrđeno)'); `status` is the API's value, worded by the message. */
  tableHeldBy: ({ table, guest, status, until }: { table: string; guest: string; status: string; until?: string }) =>
    until ? said('refusal.reservations.tableHeldByUntil', { table, guest, until }) : said('refusal.reservations.tableHeldBy', { table, guest, status }),
  tableOffered: ({ table, until }: { table: string; until: string }) => said('refusal.reservations.tableOffered', { table, until }),
  nightOver: 'refusal.reservations.nightOver',
  venueClosed: 'refusal.reservations.venueClosed',
  tooManyPersons: (max: number) => said('persons.tooMany', { max }),
  tableOfAnotherVenue: 'refusal.reservations.tableOfAnotherVenue',
  eventOfAnotherVenue: 'refusal.reservations.eventOfAnotherVenue',
  eventNotFound: 'refusal.reservations.eventNotFound',
  venueNotFound: 'refusal.reservations.venueNotFound',
  tableNotFound: 'refusal.reservations.tableNotFound',
  notFound: 'refusal.reservations.notFound',
  transition: 'refusal.reservations.transition',
  stale: 'refusal.reservations.stale',
  notConfirmedAnyMore: 'refusal.reservations.notConfirmedAnyMore',
  badReminderLink: 'refusal.reservations.badReminderLink',
  badCancelLink: 'refusal.reservations.badCancelLink',
  moving: 'refusal.reservations.moving',
  nightPast: 'refusal.reservations.nightPast',
  /** 'Marko Petrović, Separe 1: ušli u 02:17 (upisao: Marko)': whose party, at which table, when, and who let them in. */
  alreadyArrived: ({ guest, table, time, by }: { guest: string; table: string; time: string; by: string }) =>
    `${[guest, table].filter(Boolean).join(', ')}: ušli u ${time}${by ? ` (upisao: ${by})` : ''}`,
  arrivalPersons: 'validation.reservations.arrivalPersons',
  arrivalSplit: 'refusal.reservations.arrivalSplit',
  notTonight: (night: string) => said('refusal.reservations.notTonight', { night }),
  notYet: 'refusal.reservations.notYet',
  notAtDoor: 'refusal.reservations.notAtDoor',
  walkInStaff: 'refusal.reservations.walkInStaff',
} as const;

/**
 * The guest's answer to the night's reminder (docs/reminders.md): `asked` the reminder went out and
 * no answer yet, `confirmed` they tapped 'Dolazim', `unconfirmed` no answer by the night's start.
 * Null: no reminder was sent (none due yet, made after the reminder hour, or the venue sends none).
 */
export const ATTENDANCE_VALUES = ['asked', 'confirmed', 'unconfirmed'] as const;
export type ReservationAttendance = (typeof ATTENDANCE_VALUES)[number];

const blankToUndefined = <T, S>(struct: Struct<T, S>) => coerce(struct, union([literal(''), literal(null)]), () => undefined);

const reservationNight = coerce(
  define<string>('reservationNight', { type: 'string', example: '2026-12-31', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy' }, (value) => {
    if (value === undefined || value === null || value === '') return RESERVATION_MESSAGES.dateRequired;
    return (typeof value === 'string' && calendarDate(value) !== null) || RESERVATION_MESSAGES.dateInvalid;
  }),
  string(),
  normalizeNightDate,
);

const persons = coerce(
  define<number>(
    'persons',
    { type: 'integer', minimum: 1, maximum: 999 },
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999) || RESERVATION_MESSAGES.persons,
  ),
  union([string(), number()]),
  (value) => (typeof value === 'number' ? value : /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN),
);

const phone = coerce(
  define<string>('phone', { type: 'string', pattern: '^\\+?[\\d\\s/().-]{6,30}$', example: '+381 64 123 4567' }, (value) => {
    if (typeof value !== 'string' || value === '') return RESERVATION_MESSAGES.phone;
    return /^\+?[\d\s/().-]{6,30}$/.test(value) || RESERVATION_MESSAGES.phoneInvalid;
  }),
  string(),
  (value) => value.trim(),
);

const guestEmail = coerce(
  define<string>('guestEmail', { type: 'string', format: 'email', maxLength: 254 }, (value) => {
    if (typeof value !== 'string' || value === '') return RESERVATION_MESSAGES.emailRequired;
    return (value.length <= 254 && isEmail(value)) || RESERVATION_MESSAGES.email;
  }),
  string(),
  (value) => value.trim().toLowerCase(),
);

const id = (message: string) =>
  coerce(
    define<string>('id', { type: 'string', minLength: 1, maxLength: 100 }, (value) => (typeof value === 'string' && value.length > 0 && value.length <= 100) || message),
    union([string(), literal(null)]),
    (value) => (value === null ? '' : value.trim()),
  );

const optionalId = optional(blankToUndefined(id('validation.common.idInvalid')));
const optionalShortText = optional(
  blankToUndefined(
    coerce(
      define<string>('text', { type: 'string', maxLength: 150 }, (v) => typeof v === 'string' && v.length <= 150),
      string(),
      (v) => v.trim(),
    ),
  ),
);

const optionalPhone = optional(blankToUndefined(phone));
const optionalEmail = optional(blankToUndefined(guestEmail));

const guestFields = {
  firstName: trimmedRequiredText(60, RESERVATION_MESSAGES.firstName, RESERVATION_MESSAGES.nameTooLong),
  lastName: trimmedRequiredText(60, RESERVATION_MESSAGES.lastName, RESERVATION_MESSAGES.nameTooLong),
  phone,
  email: guestEmail,
  persons,
};

/**
 * POST /api/reservations. `date` may be left out when `eventId` is given: an event fixes the night.
 * `name` (the event's title) and `tableName` are what the form showed; the server keeps its own.
 * `couponCode` redeems a venue's coupon; refused, the placement is refused too unless
 * `couponOptional` is true, which places it without the discount.
 */
const placementFields = {
  clubId: id(RESERVATION_MESSAGES.clubId),
  tableId: id(RESERVATION_MESSAGES.tableId),
  date: optional(blankToUndefined(reservationNight)),
  eventId: optionalId,
  name: optionalShortText,
  tableName: optionalShortText,
  ...reservationCouponFields,
  /** A promoter's code (their link carries it): the reservation is theirs; unknown, a 400 naming promoterCode. */
  promoterCode: optional(blankToUndefined(id('validation.guestLists.promoterCode'))),
  locale: madeInLocale,
};

/**
 * POST /api/reservations as the server reads it. A booking the venue takes by phone needs a name
 * and a phone, not an e-mail (without one the guest gets no mail; the guest book matches by phone);
 * a guest's own booking is refused without one by the placement itself.
 */
export const reservationSchema = type({ ...guestFields, email: optionalEmail, ...placementFields });
export type ReservationInput = Infer<typeof reservationSchema>;

/** The guest's own booking form (a venue's or an event's 'Rezerviši', Reserve with Google): the e-mail is required. */
export const guestReservationSchema = type({ ...guestFields, ...placementFields });
export type GuestReservationInput = Infer<typeof guestReservationSchema>;

const status = coerce(
  define<ReservationStatus>(
    'status',
    { type: 'string', enum: [...SETTABLE_RESERVATION_STATUSES] },
    (value) => (SETTABLE_RESERVATION_STATUSES as readonly unknown[]).includes(value) || RESERVATION_MESSAGES.status,
  ),
  string(),
  (value) => value.trim(),
);

const version = coerce(
  define<number>('version', { type: 'integer', minimum: 0 }, (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0) || RESERVATION_MESSAGES.version),
  string(),
  (value) => (/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN),
);

/**
 * PUT /api/reservations/{id}: what is sent changes, what is left out stays. A new table or night
 * moves the reservation; `status` confirms, rejects or cancels it; `version` (from the view) makes
 * a stale edit a 409 instead of overwriting someone else's change.
 */
export const reservationUpdateSchema = type({
  _id: optional(string()),
  firstName: optional(guestFields.firstName),
  lastName: optional(guestFields.lastName),
  phone: optional(phone),
  email: optional(guestEmail),
  persons: optional(persons),
  date: optional(blankToUndefined(reservationNight)),
  tableId: optionalId,
  eventId: optional(union([literal(null), literal(''), id('validation.common.idInvalid')])),
  status: optional(status),
  version: optional(union([version, coerce(number(), literal(null), () => Number.NaN)])),
  name: optional(union([string(), literal(null)])),
  tableName: optional(union([string(), literal(null)])),
  clubId: optional(union([string(), literal(null)])),
});
export type ReservationUpdateInput = Infer<typeof reservationUpdateSchema>;

/** POST /api/reservations/cancel: the guest's signed link from the mail, no account needed. */
export const reservationCancelSchema = type({
  token: coerce(
    define<string>(
      'token',
      { type: 'string', minLength: 10, maxLength: 400 },
      (v) => (typeof v === 'string' && v.length >= 10 && v.length <= 400) || 'validation.reservations.cancelToken',
    ),
    string(),
    (v) => v.trim(),
  ),
});

const headcount = (message: string) =>
  coerce(
    define<number>(
      'headcount',
      { type: 'integer', minimum: 0, maximum: 999 },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 999) || message,
    ),
    union([string(), number()]),
    (value) => (typeof value === 'number' ? value : /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN),
  );

/** A command id made on the door's device: a replay of the same command (after going offline) applies once. */
export const doorCommandId = optional(
  blankToUndefined(
    coerce(
      define<string>(
        'commandId',
        { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
        (v) => (typeof v === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(v)) || 'validation.common.commandIdInvalid',
      ),
      string(),
      (v) => v.trim(),
    ),
  ),
);

/** POST /api/reservations/{id}/arrival: how many came (and, if the venue counts them, men and women). */
export const reservationArrivalSchema = type({
  persons: coerce(
    define<number>(
      'arrivedPersons',
      { type: 'integer', minimum: 1, maximum: 999 },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999) || RESERVATION_MESSAGES.arrivalPersons,
    ),
    union([string(), number()]),
    (value) => (typeof value === 'number' ? value : /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN),
  ),
  men: optional(blankToUndefined(headcount('Broj muškaraca mora biti ceo broj od 0 do 999'))),
  women: optional(blankToUndefined(headcount('Broj žena mora biti ceo broj od 0 do 999'))),
  commandId: doorCommandId,
});
export type ReservationArrivalInput = Infer<typeof reservationArrivalSchema>;

/** POST /api/reservations/{id}/no-show: the door's command id, when it comes from a device. */
export const reservationNoShowSchema = type({ commandId: doorCommandId });
export type ReservationNoShowInput = Infer<typeof reservationNoShowSchema>;

/**
 * POST /api/reservations with `walkIn: true`, by the venue's staff: a guest at the door takes a free
 * table tonight and arrives at once. A name is enough; phone and e-mail when the guest gives them.
 */
export const walkInSchema = type({
  walkIn: literal(true),
  clubId: id(RESERVATION_MESSAGES.clubId),
  tableId: id(RESERVATION_MESSAGES.tableId),
  firstName: guestFields.firstName,
  lastName: optional(blankToUndefined(trimmedRequiredText(60, RESERVATION_MESSAGES.lastName, RESERVATION_MESSAGES.nameTooLong))),
  phone: optionalPhone,
  email: optionalEmail,
  persons,
  men: optional(blankToUndefined(headcount('Broj muškaraca mora biti ceo broj od 0 do 999'))),
  women: optional(blankToUndefined(headcount('Broj žena mora biti ceo broj od 0 do 999'))),
  commandId: doorCommandId,
});
export type WalkInInput = Infer<typeof walkInSchema>;

const positiveWhole = (message: string, max: number) =>
  coerce(
    define<number>(
      'positiveWhole',
      { type: 'integer', minimum: 1, maximum: max },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max) || message,
    ),
    string(),
    (value) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN),
  );

const flag = optional(
  blankToUndefined(
    coerce(
      define<boolean>('flag', { type: 'boolean' }, (value) => typeof value === 'boolean' || 'all mora biti true ili false'),
      string(),
      (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
    ),
  ),
);

/** GET /api/reservations?page&size&all&search&sort&order (&clubId for an admin). */
export const reservationListQuerySchema = type({
  page: blankToUndefined(defaulted(positiveWhole('validation.common.page', 1_000_000), 1)),
  size: blankToUndefined(defaulted(positiveWhole('validation.common.size100', 100), 10)),
  all: flag,
  search: optional(
    blankToUndefined(
      coerce(
        define<string>('search', { type: 'string', maxLength: 100 }, (v) => (typeof v === 'string' && v.length <= 100) || 'validation.common.searchTooLong'),
        string(),
        (v) => v.trim(),
      ),
    ),
  ),
  sort: optional(
    blankToUndefined(
      coerce(
        define<ReservationSort>('sort', { type: 'string', enum: [...RESERVATION_SORTS] }, (v) => (RESERVATION_SORTS as readonly unknown[]).includes(v) || 'validation.common.sort'),
        string(),
        (v) => v.trim(),
      ),
    ),
  ),
  order: optional(
    blankToUndefined(
      coerce(
        define<'asc' | 'desc'>('order', { type: 'string', enum: ['asc', 'desc'] }, (v) => v === 'asc' || v === 'desc' || 'validation.common.order'),
        string(),
        (v) => v.trim().toLowerCase(),
      ),
    ),
  ),
  clubId: optionalId,
});
export type ReservationListQuery = Infer<typeof reservationListQuerySchema>;

/** GET /api/club/allTables/{clubId}?date&eventId: the night whose free tables are asked for. */
export const tableNightQueryFields = {
  date: optional(blankToUndefined(reservationNight)),
  eventId: optionalId,
};

export interface ReservationView {
  _id: string;
  /** Short and readable over the phone. */
  uniqueId: string;
  /** The event's title, or empty for a plain night. */
  name: string;
  firstName: string;
  lastName: string;
  /** Shown only to those who may see the reservation (the guest, the venue, admins). */
  phone: string;
  email: string;
  /** The venue's night, yyyy-MM-dd. */
  date: string;
  persons: number;
  tableId: string;
  tableName: string;
  eventId: string | null;
  eventTitle: string;
  clubId: string;
  club: string;
  status: ReservationStatus;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
  /** Grows with every change; a live push or an edit carries it. */
  version: number;
  /** At the door: how many came, when, who let them in (null until they arrive), and optionally how many men and women. */
  arrivedPersons: number | null;
  arrivedAt: string | null;
  arrivedBy: string | null;
  arrivedMen: number | null;
  arrivedWomen: number | null;
  /** Made at the door for a free table, arriving at once. */
  walkIn: boolean;
  /** The coupon redeemed on placement, as the guest typed it, and its discount in percent. */
  couponCode: string | null;
  discountPercent: number | null;
  /** For an event reservation with a coupon: the event's ticket price (RSD) and the price after the discount. */
  ticketPrice: string | null;
  discountedTicketPrice: string | null;
  /** The venue's terms the guest accepted with the booking, as they were then (null: none applied). */
  terms: ReservationTermsView | null;
  /** The deposit the terms asked, its slip and whether it was paid (null: no deposit). */
  deposit: ReservationDepositView | null;
  /** The venue's guest book about the guest (its lists and the door only, once the book knows them). */
  guest?: GuestBadge;
  /** The actual spend the venue recorded ('Potrošnja'), against the terms' minimum (null: not recorded). */
  spend: ReservationSpendView | null;
  /** The answer to the night's reminder (null: none sent). */
  attendance: ReservationAttendance | null;
  /** The promoter whose code the booking came through. */
  promoter: { _id: string; name: string } | null;
}

/** One mail sent about a reservation, for its detail in the dashboard. */
export interface ReservationMailView {
  id: string;
  to: string;
  subject: string;
  /** What the mail was: placed, confirmed, rejected, cancelled, venue notice… */
  kind: string;
  status: 'pending' | 'queued' | 'sending' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
}

export interface ReservationDetailView extends ReservationView {
  mails: ReservationMailView[];
}
