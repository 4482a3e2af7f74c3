import { PipeTransform } from '@nestjs/common';
import { check, type Struct } from '@izlazak/contracts';
import { SerbianHttpException } from './api-exception.filter';

/** Validates a body or query with a superstruct schema from contracts/: 400 naming the field. */
export class SchemaPipe<T, S> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: Struct<T, S>) {}

  transform(value: unknown): T {
    const result = check(value ?? {}, this.schema);
    if (result.errors) {
      const [first] = result.errors;
      throw new SerbianHttpException({ statusCode: 400, message: first.message, field: first.field, errors: result.errors });
    }
    return result.value;
  }
}

export const validBody = <T, S>(schema: Struct<T, S>) => new SchemaPipe(schema);
