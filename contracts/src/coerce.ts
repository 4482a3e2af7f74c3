import { Struct, type Context } from 'superstruct';
import type { AnyStruct } from './json-schema';

/**
 * superstruct's `coerce`, with its condition tested by the condition's own validator instead of
 * `is()`: `is()` builds a StructError, stack trace and all, for every value the condition refuses,
 * and most values refuse most conditions (a filled field is not blank, a missing one not a
 * string), which made validation the costliest part of a refused placement. Conditions are plain
 * types (string(), literal(null), unions of them), whose validator alone decides.
 */
export function coerce<T, S, C>(struct: Struct<T, S>, condition: Struct<C, unknown>, coercer: (value: C, context: Context) => unknown): Struct<T, S> {
  return new Struct<T, S>({
    ...struct,
    coercer: (value, context) => struct.coercer(satisfies(condition, value, context) ? coercer(value as C, context) : value, context),
  });
}

/** The condition's validator (superstruct has already turned its answer into a list of failures): no failure is a pass. */
function satisfies(condition: AnyStruct, value: unknown, context: Context): boolean {
  for (const failure of condition.validator(value, { ...context, branch: [value], path: [] })) if (failure) return false;
  return true;
}
