import { Struct, StructError, string, refine, validate as superstructValidate } from 'superstruct';
import { coerce } from './coerce';
import { define } from './json-schema';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { said, say, type Said } from './i18n/said';
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE, isEmail } from './text-checks';

/** A field error as the API answers it and as a form shows it under the field. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Messages of the schemas are named (a `Said`: a catalog id with its values, i18n/said.ts) and
 * worded where the reader's language is known: `check` and `formErrors` word them (sr-Latn unless
 * told), the API's error answers in the request's language, the form kit in the page's.
 */
/** Wraps a struct so that any failure of it reads as the given message. */
export function withMessage<T, S>(struct: Struct<T, S>, message: Said): Struct<T, S> {
  return new Struct<T, S>({
    ...struct,
    validator: (value, context) => {
      const [error] = superstructValidate(value, struct, { coerce: false });
      if (!error) return true;
      return { message, path: context.path, branch: context.branch };
    },
  });
}

export const requiredString = (message: Said) =>
  withMessage(
    refine(string(), 'required', (value) => value.trim().length > 0),
    message,
  );

/** Text that must be there and fit: blank and too long read differently. */
export const requiredText = (max: number, requiredMessage: Said, tooLongMessage: Said) =>
  define<string>('text', { type: 'string', minLength: 1, maxLength: max }, (value) => {
    if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
    return value.trim().length <= max || tooLongMessage;
  });

/** Required text, stored without the spaces around it. */
export const trimmedRequiredText = (max: number, requiredMessage: Said, tooLongMessage: Said) =>
  coerce(requiredText(max, requiredMessage, tooLongMessage), string(), (value) => value.trim());

export const minLength = (min: number, message: Said) =>
  withMessage(
    refine(string(), 'minLength', (value) => value.length >= min),
    message,
  );

/** Text that identifies a person (name, username): refused when it hides invisible characters. */
export const visibleText = <T extends string | undefined, S>(struct: Struct<T, S>): Struct<T, S> =>
  refine(struct, 'visibleText', (value) => value === undefined || !hasInvisibleCharacters(value) || INVISIBLE_CHARACTERS_MESSAGE);

export const email = (message: Said) => withMessage(define<string>('email', { type: 'string', format: 'email' }, isEmail), message);

export function fieldMessage(field: string): Said {
  return field ? said('validation.field', { field }) : said('validation.request');
}

type Checked<T> = { value: T; errors: null } | { value: null; errors: FieldError[] };

/** Validates with coercion; returns the value or every field error, its message named, not worded. */
export function checkSaid<T, S>(value: unknown, struct: Struct<T, S>): Checked<T> {
  const [error, result] = superstructValidate(value, struct, { coerce: true });
  if (!error) return { value: result, errors: null };
  return { value: null, errors: toFieldErrors(error) };
}

/** Validates with coercion; returns the value or every field error with its message in `locale`. */
export function check<T, S>(value: unknown, struct: Struct<T, S>, locale: Locale = DEFAULT_LOCALE): Checked<T> {
  const result = checkSaid(value, struct);
  return result.errors ? { value: null, errors: wordedIn(result.errors, locale) } : result;
}

export const wordedIn = (errors: FieldError[], locale: Locale): FieldError[] => errors.map(({ field, message }) => ({ field, message: say(message, locale) }));

function toFieldErrors(error: StructError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const failure of error.failures()) {
    const field = failure.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: isOwnMessage(failure.message) ? failure.message : fieldMessage(field) });
  }
  return errors;
}

// superstruct's own messages are English ("Expected a string, but received: …"); ours are not.
function isOwnMessage(message: string): boolean {
  return !/^Expected |^At path: |but received/.test(message);
}

/** The form's view of the errors: one message per field (named, not worded), as react-final-form wants it. */
export function formErrorsSaid<T, S>(value: unknown, struct: Struct<T, S>): Record<string, Said> | undefined {
  const result = checkSaid(value, struct);
  if (!result.errors) return undefined;
  return Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
}

/** The form's view of the errors, worded in `locale` (the page's: a page has only its own language's messages). */
export function formErrors<T, S>(value: unknown, struct: Struct<T, S>, locale: Locale): Record<string, string> | undefined {
  const errors = formErrorsSaid(value, struct);
  return errors && Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message, locale)]));
}
export type { Struct, Infer } from 'superstruct';
