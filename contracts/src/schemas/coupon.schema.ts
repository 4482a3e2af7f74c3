import { Infer, defaulted, literal, number, optional, string, type, union, type Struct } from 'superstruct';
import { said } from '../i18n/said';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { trimmedRequiredText } from '../validation';
import { calendarDate, normalizeNightDate } from './event.schema';

/**
 * Coupons of a venue: the dashboard's 'Kuponi' screen (GET/POST/PUT/DELETE /api/coupons) and the
 * code a guest enters on a reservation. Dates are the venue's nights (yyyy-MM-dd; the forms send
 * dd.MM.yyyy). A code is unique per venue, compared without case.
 */

export const COUPON_MESSAGES = {
  name: 'validation.coupons.name',
  nameTooLong: 'validation.coupons.nameTooLong',
  code: 'validation.coupons.code',
  codeInvalid: 'validation.coupons.codeInvalid',
  limit: 'validation.coupons.limit',
  discount: 'validation.coupons.discount',
  startDateRequired: 'validation.coupons.startDateRequired',
  startDateInvalid: 'validation.coupons.startDateInvalid',
  endDateRequired: 'validation.coupons.endDateRequired',
  endDateInvalid: 'validation.coupons.endDateInvalid',
  endBeforeStart: 'refusal.coupons.endBeforeStart',
  status: 'validation.coupons.status',
  codeTaken: 'refusal.coupons.codeTaken',
  notFound: 'refusal.coupons.notFound',
  // Refusals of a code on a reservation, each naming the reason.
  unknownCode: 'refusal.coupons.unknownCode',
  otherVenue: 'refusal.coupons.otherVenue',
  inactive: 'refusal.coupons.inactive',
  notYetValid: (from: string) => said('refusal.coupons.notYetValid', { from }),
  expired: (until: string) => said('refusal.coupons.expired', { until }),
  limitReached: 'refusal.coupons.limitReached',
} as const;

/** How codes are compared: case and the spaces around do not matter. */
export const couponCodeKey = (code: string) => code.trim().toLocaleUpperCase('sr');

/** A price in RSD ("1500" or "1500.50") after a discount in percent, rounded to whole dinars. */
export function discountedPrice(price: string, discountPercent: number): string {
  const amount = Number(price);
  if (!Number.isFinite(amount)) return price;
  return String(Math.round((amount * (100 - discountPercent)) / 100));
}

const blankToUndefined = <T, S>(struct: Struct<T, S>) => coerce(struct, union([literal(''), literal(null)]), () => undefined);

const CODE_PATTERN = /^[\p{L}\p{N}_-]{1,40}$/u;

export const couponCode = coerce(
  define<string>('couponCode', { type: 'string', pattern: CODE_PATTERN.source, example: 'PETAK10' }, (value) => {
    if (typeof value !== 'string' || value === '') return COUPON_MESSAGES.code;
    return CODE_PATTERN.test(value) || COUPON_MESSAGES.codeInvalid;
  }),
  string(),
  (value) => value.trim(),
);

const wholeNumber = (message: string, min: number, max: number) =>
  coerce(
    define<number>(
      'wholeNumber',
      { type: 'integer', minimum: min, maximum: max },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) || message,
    ),
    string(),
    (value) => (/^\s*\d{1,9}\s*%?\s*$/.test(value) ? Number(value.replace('%', '').trim()) : Number.NaN),
  );

const night = (requiredMessage: string, invalidMessage: string) =>
  coerce(
    define<string>('couponNight', { type: 'string', example: '2026-12-31', description: 'noć objekta: yyyy-MM-dd ili dd.MM.yyyy' }, (value) => {
      if (value === undefined || value === null || value === '') return requiredMessage;
      return (typeof value === 'string' && calendarDate(value) !== null) || invalidMessage;
    }),
    string(),
    normalizeNightDate,
  );

const flag = (message: string) =>
  coerce(
    define<boolean>('flag', { type: 'boolean' }, (value) => typeof value === 'boolean' || message),
    union([string(), number()]),
    (value) => (value === 'true' || value === 1 || value === '1' ? true : value === 'false' || value === 0 || value === '0' ? false : value),
  );
const status = flag(COUPON_MESSAGES.status);

const couponFields = {
  name: trimmedRequiredText(80, COUPON_MESSAGES.name, COUPON_MESSAGES.nameTooLong),
  code: couponCode,
  limit: wholeNumber(COUPON_MESSAGES.limit, 1, 100_000),
  discount: wholeNumber(COUPON_MESSAGES.discount, 1, 100),
  startDate: night(COUPON_MESSAGES.startDateRequired, COUPON_MESSAGES.startDateInvalid),
  endDate: night(COUPON_MESSAGES.endDateRequired, COUPON_MESSAGES.endDateInvalid),
};

const clubId = optional(blankToUndefined(coerce(string(), string(), (value) => value.trim())));

/** POST /api/coupons: a manager's coupon is their venue's; an admin names the venue in clubId. */
export const couponSchema = type({
  ...couponFields,
  status: optional(blankToUndefined(status)),
  clubId,
});
export type CouponInput = Infer<typeof couponSchema>;

/** PUT /api/coupons/{id}: what is sent changes, what is left out stays. */
export const couponUpdateSchema = type({
  name: optional(couponFields.name),
  code: optional(couponFields.code),
  limit: optional(couponFields.limit),
  discount: optional(couponFields.discount),
  startDate: optional(couponFields.startDate),
  endDate: optional(couponFields.endDate),
  status: optional(status),
  _id: optional(string()),
  clubId: optional(union([string(), literal(null)])),
});
export type CouponUpdateInput = Infer<typeof couponUpdateSchema>;

/** GET /api/coupons?page&size&search&clubId (clubId: an admin's filter). */
export const couponListQuerySchema = type({
  page: blankToUndefined(defaulted(wholeNumber('validation.common.page', 1, 1_000_000), 1)),
  size: blankToUndefined(defaulted(wholeNumber('validation.common.size100', 1, 100), 11)),
  search: optional(
    blankToUndefined(
      coerce(
        define<string>('search', { type: 'string', maxLength: 100 }, (v) => (typeof v === 'string' && v.length <= 100) || 'validation.common.searchTooLong'),
        string(),
        (v) => v.trim(),
      ),
    ),
  ),
  clubId,
});
export type CouponListQuery = Infer<typeof couponListQuerySchema>;

/** The optional code on POST /api/reservations, and whether to place it without the discount if refused. */
export const reservationCouponFields = {
  couponCode: optional(blankToUndefined(couponCode)),
  couponOptional: optional(blankToUndefined(flag('couponOptional mora biti true ili false'))),
};

export interface CouponView {
  _id: string;
  clubId: string;
  /** The venue's name, for an admin's list. */
  club: string;
  name: string;
  code: string;
  limit: number;
  /** Reservations holding the coupon now: a rejected, cancelled or deleted one gives its use back. */
  used: number;
  /** Percent, 1 to 100. */
  discount: number;
  /** The venue's nights, yyyy-MM-dd, both included. */
  startDate: string;
  endDate: string;
  /** On (Aktivan) or off (Neaktivan). */
  status: boolean;
  createdAt: string;
  updatedAt: string;
}
