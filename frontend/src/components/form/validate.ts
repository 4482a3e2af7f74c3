import { setIn } from 'final-form';
import type { Struct } from 'superstruct';
import { formErrorsSaid } from '@izlazak/contracts';

/**
 * react-final-form looks errors up by path (`socialMedia[0].link`), while the contracts report
 * them flat (`socialMedia.0.link`); this nests them.
 */
export function nestErrors(flat: Record<string, string> | null | undefined): Record<string, unknown> | undefined {
  if (!flat) return undefined;
  return Object.entries(flat).reduce<Record<string, unknown>>((errors, [path, message]) => setIn(errors, path, message) as Record<string, unknown>, {});
}

/** A react-final-form `validate` built from a contracts schema: its messages named, worded by the fields in the page's language. */
export function validateWith<T, S>(schema: Struct<T, S>) {
  return (values: object) => nestErrors(formErrorsSaid(values, schema));
}

/**
 * A schema refinement such as "passwords match" only runs once every field of its object is valid;
 * a form wants to say it at once. Adds `message` under `field` when it differs from `other`.
 */
export function withMatchingFields(
  errors: Record<string, unknown> | undefined,
  values: Record<string, unknown>,
  field: string,
  other: string,
  message: string,
): Record<string, unknown> | undefined {
  const value = values[field];
  if (!value || value === values[other] || errors?.[field]) return errors;
  return { ...errors, [field]: message };
}
