import { say, type Said } from '@izlazak/contracts';

/**
 * A rule of the domain said no. Carries the HTTP status and the message the user sees: `said`
 * names it (a catalog id with its values), worded in the request's language when it is answered;
 * `message` is its Serbian wording (the logs, the specs, callers that pass it on).
 */
export class DomainError extends Error {
  readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 412 | 422 | 429;
  readonly field?: string;
  readonly said: Said;

  constructor(statusCode: DomainError['statusCode'], message: Said, field?: string) {
    // A refusal is an answer, not a fault: no stack is walked for it (a table drop refuses thousands a second).
    const stackDepth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(say(message));
    this.said = message;
    Error.stackTraceLimit = stackDepth;
    this.name = 'DomainError';
    this.statusCode = statusCode;
    if (field !== undefined) this.field = field;
  }
}

export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string, field?: string) => new DomainError(409, message, field);
export const forbidden = (message: Said = 'errors.403') => new DomainError(403, message);
export const badRequest = (message: string, field?: string) => new DomainError(400, message, field);
