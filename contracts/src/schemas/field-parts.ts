import { defaulted, literal, number, optional, size, string, trimmed, union, type Struct } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { isEmail } from '../text-checks';
import { withMessage } from '../validation';

// Small building blocks the schemas share. Kept apart from the venue's schemas so that a form
// using one of them (the contact form) does not bundle the venue's, reservations' and money's.
// Multipart forms send null as '' and numbers as strings: both are accepted.

export const nullToEmpty = <T, S>(struct: Struct<T, S>) => coerce(struct, union([literal(null), number()]), (value) => (value === null ? '' : String(value)));

/** Optional free text: missing or null reads as ''. */
export const optionalText = (max: number, message: string) => defaulted(nullToEmpty(withMessage(size(trimmed(string()), 0, max), message)), '');

/**
 * A venue's English text beside its Serbian one (descriptionEn, titleEn, nameEn): the same bound,
 * trimmed; '' or null clears it, and left out it stays as it is (an edit form without it keeps it).
 */
export const optionalEnglishText = (max: number, message: string) => optional(nullToEmpty(withMessage(size(trimmed(string()), 0, max), message)));

/** An e-mail that must be there: missing says so, malformed says so. */
export const requiredEmail = coerce(
  define<string>('email', { type: 'string', format: 'email' }, (value) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'validation.common.emailRequired';
    return isEmail(value) || 'validation.common.emailInvalid';
  }),
  string(),
  (value) => value.trim(),
);

export const blankToUndefined = <T, S>(struct: Struct<T, S>) => coerce(struct, union([literal(''), literal(null)]), () => undefined);

export const positiveWhole = (message: string, max: number) =>
  coerce(
    define<number>(
      'positiveWhole',
      { type: 'integer', minimum: 1, maximum: max },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max) || message,
    ),
    string(),
    (value) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN),
  );

/** `page` and `size` of a paged list's query. */
export const pageQueryFields = (defaultSize: number) => ({
  page: blankToUndefined(defaulted(positiveWhole('validation.common.page', 1_000_000), 1)),
  size: blankToUndefined(defaulted(positiveWhole('validation.common.size100', 100), defaultSize)),
});

/** Text of `min` to `max` characters, trimmed; null reads as ''. */
export const boundedText = (name: string, min: number, max: number, message: string) =>
  coerce(
    define<string>(name, { type: 'string', minLength: min, maxLength: max }, (value) => (typeof value === 'string' && value.length >= min && value.length <= max) || message),
    union([string(), literal(null)]),
    (value) => (value ?? '').trim(),
  );

/** A whole number from `min` to `max`; a form's '12' reads as 12. */
export const wholeNumber = (name: string, min: number, max: number, message: string) =>
  coerce(
    define<number>(
      name,
      { type: 'integer', minimum: min, maximum: max },
      (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) || message,
    ),
    string(),
    (value) => (/^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN),
  );
