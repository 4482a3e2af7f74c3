import { Infer, array, boolean, defaulted, literal, nullable, number, object, optional, string, type } from 'superstruct';
import { coerce } from '../coerce';
import { madeInLocale } from '../i18n/locale-field';
import { define } from '../json-schema';
import { calendarDate, normalizeNightDate } from './event.schema';
import { blankToUndefined, boundedText, wholeNumber } from './field-parts';
import { doorCommandId, guestReservationSchema } from './reservation.schema';

/**
 * A venue's guest list ('Lista') for a night or an event: free or reduced entry until an hour of
 * that night, filled by guests and promoters, worked at the door (docs/guest-lists.md).
 */

/** The most names one list takes, and the most '+N' one name may bring. */
export const MAX_GUEST_LIST_CAPACITY = 5000;
export const MAX_PLUS_ONES = 20;

export const GUEST_LIST_MESSAGES = {
  night: 'validation.guestLists.night',
  nightInvalid: 'validation.guestLists.nightInvalid',
  name: 'validation.guestLists.name',
  benefit: 'validation.guestLists.benefit',
  price: 'validation.guestLists.price',
  capacity: 'validation.guestLists.capacity',
  perPromoterCapacity: 'validation.guestLists.perPromoterCapacity',
  maxPlusOnes: 'validation.guestLists.maxPlusOnes',
  closesAt: 'validation.guestLists.closesAt',
  public: 'validation.guestLists.public',
  eventId: 'validation.guestLists.eventId',
  clubId: 'validation.guestLists.clubId',
  plusOnes: 'validation.guestLists.plusOnes',
  promoterCode: 'validation.guestLists.promoterCode',
  arrivedPersons: 'validation.guestLists.arrivedPersons',
} as const;

const night = coerce(
  define<string>('guestListNight', { type: 'string', example: '2026-12-31', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy' }, (value) => {
    if (value === undefined || value === null || value === '') return GUEST_LIST_MESSAGES.night;
    return (typeof value === 'string' && calendarDate(value) !== null) || GUEST_LIST_MESSAGES.nightInvalid;
  }),
  string(),
  normalizeNightDate,
);

const closesAt = coerce(
  define<string>(
    'closesAt',
    { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', example: '00:30' },
    (value) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) || GUEST_LIST_MESSAGES.closesAt,
  ),
  string(),
  (value) => value.trim(),
);

const publicFlag = coerce(
  define<boolean>('public', { type: 'boolean' }, (value) => typeof value === 'boolean' || GUEST_LIST_MESSAGES.public),
  string(),
  (value) => (value === 'true' ? true : value === 'false' ? false : (value as unknown as boolean)),
);

const optionalId = (message: string) =>
  optional(
    blankToUndefined(define<string>('id', { type: 'string', maxLength: 100 }, (value) => (typeof value === 'string' && value.trim().length > 0 && value.length <= 100) || message)),
  );

/** POST /api/club/{clubId}/guest-lists (the venue's manager, an admin). `closesAt` is HH:mm of that night in Belgrade; before 06:00 is after midnight. */
export const guestListSchema = type({
  night,
  eventId: optionalId(GUEST_LIST_MESSAGES.eventId),
  name: boundedText('name', 1, 120, GUEST_LIST_MESSAGES.name),
  benefit: defaulted(boundedText('benefit', 0, 120, GUEST_LIST_MESSAGES.benefit), ''),
  price: defaulted(wholeNumber('price', 0, 1_000_000, GUEST_LIST_MESSAGES.price), 0),
  capacity: wholeNumber('capacity', 1, MAX_GUEST_LIST_CAPACITY, GUEST_LIST_MESSAGES.capacity),
  perPromoterCapacity: optional(blankToUndefined(wholeNumber('perPromoterCapacity', 1, MAX_GUEST_LIST_CAPACITY, GUEST_LIST_MESSAGES.perPromoterCapacity))),
  maxPlusOnes: defaulted(wholeNumber('maxPlusOnes', 0, MAX_PLUS_ONES, GUEST_LIST_MESSAGES.maxPlusOnes), 0),
  closesAt,
  public: defaulted(publicFlag, false),
});
export type GuestListInput = Infer<typeof guestListSchema>;

/** GET /api/club/{clubId}/guest-lists?night= */
export const guestListsOfNightSchema = type({ night: optional(blankToUndefined(night)) });
export type GuestListsOfNightQuery = Infer<typeof guestListsOfNightSchema>;

/** GET /api/guest-lists?clubId=&eventId= (anyone): the public lists still open, of a venue or of an event. */
export const publicGuestListsSchema = type({
  clubId: optionalId(GUEST_LIST_MESSAGES.clubId),
  eventId: optionalId(GUEST_LIST_MESSAGES.eventId),
});
export type PublicGuestListsParams = Infer<typeof publicGuestListsSchema>;

const { firstName, lastName, phone } = guestReservationSchema.schema;
const optionalGuestEmail = optional(blankToUndefined(guestReservationSchema.schema.email));

/** POST /api/guest-lists/{listId}/entries (anyone; one entry per phone and list: signing again changes it). */
export const guestListEntrySchema = type({
  firstName,
  lastName,
  phone,
  email: optionalGuestEmail,
  plusOnes: defaulted(wholeNumber('plusOnes', 0, MAX_PLUS_ONES, GUEST_LIST_MESSAGES.plusOnes), 0),
  promoterCode: optionalId(GUEST_LIST_MESSAGES.promoterCode),
  locale: madeInLocale,
});
export type GuestListEntryInput = Infer<typeof guestListEntrySchema>;

/** POST /api/guest-list-entries/{id}/arrival: how many of the name's 1 + plusOnes came; `commandId` the door device's. */
export const guestListArrivalSchema = type({
  persons: wholeNumber('persons', 1, 1 + MAX_PLUS_ONES, GUEST_LIST_MESSAGES.arrivedPersons),
  commandId: doorCommandId,
});
export type GuestListArrivalInput = Infer<typeof guestListArrivalSchema>;

/** POST /api/guest-list-entries/{id}/arrival/undo: the door takes back a mistaken 'Ušli'; `commandId` the door device's. */
export const guestListArrivalUndoSchema = type({
  commandId: doorCommandId,
});
export type GuestListArrivalUndoInput = Infer<typeof guestListArrivalUndoSchema>;

const text = string();
const count = number();

/** A list as the venue and its guests see it. */
export const guestListView = object({
  _id: text,
  clubId: text,
  /** yyyy-MM-dd */
  night: text,
  eventId: nullable(text),
  name: text,
  benefit: text,
  price: count,
  capacity: count,
  perPromoterCapacity: nullable(count),
  maxPlusOnes: count,
  /** HH:mm of the night, as the venue set it; `closesAtInstant` the moment it means. */
  closesAt: text,
  closesAtInstant: text,
  public: boolean(),
  /** Places taken: every name with its '+N'. */
  signedUp: count,
  /** Guests let in so far. */
  arrived: count,
  /** No place is left. */
  full: boolean(),
  closed: boolean(),
});
export type GuestListView = Infer<typeof guestListView>;

/** A name on a list. `code` is its door code (its QR): only its guest and the venue see it. */
export const guestListEntryView = object({
  _id: text,
  listId: text,
  code: text,
  firstName: text,
  lastName: text,
  phone: text,
  email: nullable(text),
  plusOnes: count,
  promoterId: nullable(text),
  /** Whose guest this is, when they signed up through a promoter's code. */
  promoter: nullable(object({ _id: text, name: text })),
  signedUpAt: text,
  /** Who let them in is the door's first name. */
  arrived: nullable(object({ persons: count, at: text, by: text })),
  /** The last arrival taken back at the door (a mistaken tap): when and by whom (the door's first name); null when none was. */
  arrivalUndone: nullable(object({ at: text, by: text })),
});
export type GuestListEntryView = Infer<typeof guestListEntryView>;

/** What the door's scan answers for a guest list's code: the entry, and what its list gives until when. */
export const guestListScanView = object({
  kind: literal('guestList'),
  entry: guestListEntryView,
  /** `clubId`: an admin's door screen is one venue's, and lets in only that venue's names. */
  list: object({ _id: text, clubId: text, night: text, name: text, benefit: text, closesAt: text }),
});
export type GuestListScanView = Infer<typeof guestListScanView>;

/** GET /api/promoters/me: the promoter's own code, its link (`APP_URL/l/<code>`) and the venues they work for. */
export const promoterMeView = object({
  code: text,
  link: text,
  venues: array(object({ _id: text, name: text })),
});
export type PromoterMeView = Infer<typeof promoterMeView>;

/** GET /api/guest-list-codes/{code} (anyone with the code, APP_URL/g/<code>): the name's list as its guest shows it at the door. */
export const guestListCodeView = object({
  code: text,
  firstName: text,
  plusOnes: count,
  listId: text,
  listName: text,
  benefit: text,
  /** yyyy-MM-dd */
  night: text,
  closesAt: text,
  club: text,
  clubId: text,
  arrived: boolean(),
});
export type GuestListCodeView = Infer<typeof guestListCodeView>;
