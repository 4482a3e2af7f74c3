import { setIn } from 'final-form';
import type { Struct } from 'superstruct';
import { formErrors } from '@izlazak/contracts';

/**
 * react-final-form looks errors up by path (`socialMedia[0].link`), while the contracts report
 * them flat (`socialMedia.0.link`); this nests them.
 */
export function nestErrors(flat: Record<string, string> | null | undefined): Record<string, unknown> | undefined {
  if (!flat) return undefined;
  return Object.entries(flat).reduce<Record<string, unknown>>(
    (errors, [path, message]) => setIn(errors, path, message) as Record<string, unknown>,
    {},
  );
}

/** A react-final-form `validate` built from a contracts schema. */
export function validateWith<T, S>(schema: Struct<T, S>) {
  return (values: object) => nestErrors(formErrors(values, schema));
}
