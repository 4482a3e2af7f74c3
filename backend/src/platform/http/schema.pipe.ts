import { PipeTransform } from '@nestjs/common';
import { checkSaid, type Struct } from '@izlazak/contracts';
import { SerbianHttpException } from './api-exception.filter';
import { UNREAD_MULTIPART, UNSUPPORTED_FORMAT, inputProblem, refuseInput } from './input-guard';

/**
 * What every body and query goes through before its schema (multipart bodies are parsed after the
 * middleware saw the request): a multipart body on a route that reads none, control characters, depth.
 */
export function screenInput(value: unknown): void {
  if (value === UNREAD_MULTIPART) throw new SerbianHttpException({ statusCode: 415, message: UNSUPPORTED_FORMAT });
  const problem = inputProblem(value);
  if (problem) throw refuseInput(problem);
}

/** Validates a body or query with a superstruct schema from contracts/: 400 naming the field (worded in the request's language as it leaves). */
export class SchemaPipe<T, S> implements PipeTransform<unknown, T> {
  constructor(readonly schema: Struct<T, S>) {}

  transform(value: unknown): T {
    screenInput(value);
    const result = checkSaid(value ?? {}, this.schema);
    if (result.errors) {
      const [first] = result.errors;
      throw new SerbianHttpException({ statusCode: 400, message: first.message, field: first.field, errors: result.errors });
    }
    return result.value;
  }
}

export const validBody = <T, S>(schema: Struct<T, S>) => new SchemaPipe(schema);
