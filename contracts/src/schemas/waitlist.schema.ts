import { Infer, array, enums, literal, nullable, number, object, optional, string, type, union } from 'superstruct';
import type { MessageId } from '../i18n/format';
import { said } from '../i18n/said';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { madeInLocale } from '../i18n/locale-field';
import { calendarDate, normalizeNightDate } from './event.schema';
import { guestReservationSchema } from './reservation.schema';

/**
 * The waitlist of a venue's night ('Lista čekanja'): a guest for whom no table fits joins it; a
 * table that frees is offered to the first waiting guest it fits, held for them for the venue's
 * `waitlistOfferMinutes`; the guest claims it from the mailed link (docs/waitlist.md).
 */

/** Where an entry stands. `offered`: a table is held for the guest until `offeredUntil`. */
export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'expired', 'removed'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** Each one's name as the screens show it (a message of the catalogs). */
export const WAITLIST_STATE_MESSAGES: Record<WaitlistState, MessageId> = {
  waiting: 'waitlistAdmin.state.waiting',
  offered: 'waitlistAdmin.state.offered',
  booked: 'waitlistAdmin.state.booked',
  expired: 'waitlistAdmin.state.expired',
  removed: 'waitlistAdmin.state.removed',
};

/** The most guests one night's waitlist keeps. */
export const MAX_WAITLIST_ENTRIES = 500;

export const WAITLIST_MESSAGES = {
  night: 'validation.waitlist.night',
  nightInvalid: 'validation.waitlist.nightInvalid',
  nightOver: 'refusal.waitlist.nightOver',
  venueClosed: 'refusal.waitlist.venueClosed',
  venueNotFound: 'refusal.waitlist.venueNotFound',
  zoneUnknown: 'validation.waitlist.zoneUnknown',
  full: said('refusal.waitlist.full', { max: String(MAX_WAITLIST_ENTRIES) }),
  entryNotFound: 'refusal.waitlist.entryNotFound',
  position: 'validation.waitlist.position',
  notInQueue: 'refusal.waitlist.notInQueue',
  booked: 'refusal.waitlist.booked',
  offerNotFound: 'validation.waitlist.offerNotFound',
  offerGone: 'refusal.waitlist.offerGone',
  tableOffered: 'refusal.waitlist.tableOffered',
  stale: 'refusal.waitlist.stale',
} as const;

const waitlistNight = coerce(
  define<string>('waitlistNight', { type: 'string', example: '2026-12-31', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy' }, (value) => {
    if (value === undefined || value === null || value === '') return WAITLIST_MESSAGES.night;
    return (typeof value === 'string' && calendarDate(value) !== null) || WAITLIST_MESSAGES.nightInvalid;
  }),
  string(),
  normalizeNightDate,
);

const zoneId = optional(
  coerce(
    define<string | undefined>(
      'zoneId',
      { type: 'string', maxLength: 100, description: 'zona sa rasporeda objekta (GET /api/club/{clubId}/floor); prazno: bilo koja' },
      (value) => value === undefined || (typeof value === 'string' && value.length <= 100) || WAITLIST_MESSAGES.zoneUnknown,
    ),
    union([string(), literal(null)]),
    (value) => (value === null || value.trim() === '' ? undefined : value.trim()),
  ),
);

const { clubId, firstName, lastName, phone, email, persons } = guestReservationSchema.schema;

/** POST /api/waitlist: anyone, for a venue's night that is not over. */
export const waitlistJoinSchema = type({ clubId, night: waitlistNight, persons, firstName, lastName, phone, email, zoneId, locale: madeInLocale });
export type WaitlistJoinInput = Infer<typeof waitlistJoinSchema>;

/** GET /api/waitlist?clubId&night */
export const waitlistQuerySchema = type({ clubId, night: waitlistNight });
export type WaitlistQuery = Infer<typeof waitlistQuerySchema>;

const position = coerce(
  define<number>(
    'position',
    { type: 'integer', minimum: 1, maximum: 999 },
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999) || WAITLIST_MESSAGES.position,
  ),
  string(),
  (value) => (/^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN),
);

/**
 * PUT /api/waitlist/{id}/position: the place among the guests still waiting or offered (1 is
 * first). `version` (or If-Match) is the entry's version the venue saw: 409 (412) when it changed.
 */
export const waitlistPositionSchema = type({
  position,
  version: optional(union([literal(null), number(), string()])),
});
export type WaitlistPositionInput = Infer<typeof waitlistPositionSchema>;

/** GET /api/waitlist/offer?token: the token of the offer's mailed link. */
export const waitlistOfferQuerySchema = type({
  token: coerce(
    define<string>(
      'token',
      { type: 'string', minLength: 10, maxLength: 600 },
      (v) => (typeof v === 'string' && v.length >= 10 && v.length <= 600) || WAITLIST_MESSAGES.offerNotFound,
    ),
    string(),
    (v) => v.trim(),
  ),
});
export type WaitlistOfferQuery = Infer<typeof waitlistOfferQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Views

const text = string();
const nullableText = nullable(string());

/** One guest of the night's waitlist, as the venue sees it. */
export const waitlistEntryView = object({
  _id: text,
  clubId: text,
  /** yyyy-MM-dd */
  night: text,
  /** 1 is first; null once the guest left the queue (booked, expired, removed). */
  position: nullable(number()),
  state: enums(WAITLIST_STATES),
  persons: number(),
  firstName: text,
  lastName: text,
  phone: text,
  email: text,
  zoneId: nullableText,
  zoneName: nullableText,
  /** While offered (and after): the table held for the guest and until when (ISO). */
  offeredUntil: nullableText,
  tableId: nullableText,
  tableName: nullableText,
  /** Once booked: the reservation the claim made. */
  reservationId: nullableText,
  joinedAt: text,
  updatedAt: text,
  version: number(),
});
export type WaitlistEntryView = Infer<typeof waitlistEntryView>;

/** GET /api/waitlist: the night's queue in order (those still in it first), then those who left it. */
export const waitlistView = object({
  clubId: text,
  club: text,
  night: text,
  entries: array(waitlistEntryView),
});
export type WaitlistView = Infer<typeof waitlistView>;

export const WAITLIST_OFFER_STATES = ['open', 'claimed', 'expired'] as const;
export type WaitlistOfferState = (typeof WAITLIST_OFFER_STATES)[number];

/** GET /api/waitlist/offer?token: what the mailed link shows the guest. */
export const waitlistOfferView = object({
  state: enums(WAITLIST_OFFER_STATES),
  clubId: text,
  club: text,
  night: text,
  tableName: text,
  persons: number(),
  firstName: text,
  /** ISO instant the hold ends. */
  until: text,
  /** Once claimed: the reservation. */
  reservationId: nullableText,
});
export type WaitlistOfferView = Infer<typeof waitlistOfferView>;

/** POST /api/waitlist: the entry made. */
export const waitlistJoinedView = object({ _id: text });
export type WaitlistJoinedView = Infer<typeof waitlistJoinedView>;
