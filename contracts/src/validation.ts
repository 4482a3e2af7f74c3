import { Struct, StructError, string, refine, validate as superstructValidate } from 'superstruct';
import { coerce } from './coerce';
import { define } from './json-schema';
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE, isEmail } from './text-checks';

/** A field error as the API answers it and as a form shows it under the field. */
export interface FieldError {
  field: string;
  message: string;
}

/** Wraps a struct so that any failure of it reads as the given Serbian message. */
export function withMessage<T, S>(struct: Struct<T, S>, message: string): Struct<T, S> {
  return new Struct<T, S>({
    ...struct,
    validator: (value, context) => {
      const [error] = superstructValidate(value, struct, { coerce: false });
      if (!error) return true;
      return { message, path: context.path, branch: context.branch };
    },
  });
}

export const requiredString = (message: string) =>
  withMessage(
    refine(string(), 'required', (value) => value.trim().length > 0),
    message,
  );

/** Text that must be there and fit: blank and too long read differently. */
export const requiredText = (max: number, requiredMessage: string, tooLongMessage: string) =>
  define<string>('text', { type: 'string', minLength: 1, maxLength: max }, (value) => {
    if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
    return value.trim().length <= max || tooLongMessage;
  });

/** Required text, stored without the spaces around it. */
export const trimmedRequiredText = (max: number, requiredMessage: string, tooLongMessage: string) =>
  coerce(requiredText(max, requiredMessage, tooLongMessage), string(), (value) => value.trim());

export const minLength = (min: number, message: string) =>
  withMessage(
    refine(string(), 'minLength', (value) => value.length >= min),
    message,
  );

/** Text that identifies a person (name, username): refused when it hides invisible characters. */
export const visibleText = <T extends string | undefined, S>(struct: Struct<T, S>): Struct<T, S> =>
  refine(struct, 'visibleText', (value) => value === undefined || !hasInvisibleCharacters(value) || INVISIBLE_CHARACTERS_MESSAGE);

export const email = (message: string) => withMessage(define<string>('email', { type: 'string', format: 'email' }, isEmail), message);

export function fieldMessage(field: string): string {
  return field ? `Polje '${field}' nije ispravno` : 'Zahtev nije ispravan';
}

/** Validates with coercion; returns the value or every field error with its Serbian message. */
export function check<T, S>(value: unknown, struct: Struct<T, S>): { value: T; errors: null } | { value: null; errors: FieldError[] } {
  const [error, result] = superstructValidate(value, struct, { coerce: true });
  if (!error) return { value: result, errors: null };
  return { value: null, errors: toFieldErrors(error) };
}

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

/** The form's view of the errors: one message per field, as react-final-form wants it. */
export function formErrors<T, S>(value: unknown, struct: Struct<T, S>): Record<string, string> | undefined {
  const result = check(value, struct);
  if (!result.errors) return undefined;
  return Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
}
export type { Struct, Infer } from 'superstruct';
