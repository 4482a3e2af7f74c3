import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { fieldMessage, said, type FieldError } from '@izlazak/contracts';
import { SerbianHttpException } from './api-exception.filter';

/**
 * Input every route refuses before it reaches a schema: a body in a format nobody reads, a body
 * nested deeper than any form, text with control characters or lone surrogates (PostgreSQL cannot store NUL or them),
 * an object with a key every object already has (`toString`, `valueOf`, `__proto__`, `constructor`…),
 * and path parameters that cannot be an id or a token. Each is a 4xx in Serbian, never a 500.
 */

const MAX_DEPTH = 16;
const MAX_PARAM_LENGTH = 512;
// NUL and the other C0/C1 controls except tab, line feed and carriage return; and a UTF-16
// surrogate without its pair (JSON may spell one as "\ud800"), which is no character at all and
// which PostgreSQL refuses to store.
const BAD_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Keys no form sends: an own `toString` or `valueOf` that is no function makes the object
 * unprintable (a validator's message, a template string throw on it), and `__proto__` or
 * `constructor` mean something else to every copy made with assignment.
 */
const INHERITED_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

export const UNSUPPORTED_FORMAT = 'errors.notJson';
export const TOO_DEEP = 'errors.tooDeep';
export const badCharactersIn = (field: string) => (field ? said('errors.badCharactersInField', { field }) : said('errors.badCharacters'));

/** A multipart body not (yet) read: routes with an upload interceptor replace it, schemas refuse it. */
export const UNREAD_MULTIPART: Readonly<Record<string, never>> = Object.freeze(Object.create(null) as Record<string, never>);

/**
 * The first problem in parsed input: too deep, a string with bad characters, an object with an
 * inherited key (field = dotted path: the object's, or the key itself at the top).
 */
export function inputProblem(value: unknown): FieldError | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: node, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (BAD_CHARACTERS.test(node)) return { field: path.join('.'), message: badCharactersIn(path.join('.')) };
    } else if (node !== null && typeof node === 'object' && !Buffer.isBuffer(node)) {
      if (path.length >= MAX_DEPTH) return { field: '', message: TOO_DEEP };
      for (const [key, inner] of Object.entries(node)) {
        if (BAD_CHARACTERS.test(key)) return { field: '', message: badCharactersIn('') };
        if (INHERITED_KEYS.has(key)) {
          const field = (path.length ? path : [key]).join('.');
          return { field, message: fieldMessage(field) };
        }
        stack.push({ value: inner, path: [...path, key] });
      }
    }
  }
  return null;
}

export function refuseInput(problem: FieldError, statusCode = 400): SerbianHttpException {
  return new SerbianHttpException({ statusCode, message: problem.message, ...(problem.field ? { field: problem.field } : {}) });
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** Runs after the JSON and urlencoded parsers. */
export function inputGuardMiddleware(req: Request, _res: Response, next: NextFunction) {
  if (req.body === undefined && hasBody(req)) {
    if (!req.is('multipart/form-data')) return next(new SerbianHttpException({ statusCode: 415, message: UNSUPPORTED_FORMAT }));
    req.body = UNREAD_MULTIPART;
  }
  const problem = inputProblem(req.body) ?? inputProblem(req.query);
  next(problem ? refuseInput(problem) : undefined);
}

/** Global: path parameters are ids or tokens, never control characters or kilobytes of text. */
@Injectable()
export class PathParamPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type !== 'param' || typeof value !== 'string') return value;
    if (value.length > MAX_PARAM_LENGTH || BAD_CHARACTERS.test(value)) {
      throw new SerbianHttpException({ statusCode: 400, message: 'errors.badIdInPath', ...(metadata.data ? { field: metadata.data } : {}) });
    }
    return value;
  }
}
