/** A rule of the domain said no. Carries the HTTP status and the Serbian message the user sees. */
export class DomainError extends Error {
  readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 412 | 422 | 429;
  readonly field?: string;

  constructor(statusCode: DomainError['statusCode'], message: string, field?: string) {
    // A refusal is an answer, not a fault: no stack is walked for it (a table drop refuses thousands a second).
    const stackDepth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackDepth;
    this.name = 'DomainError';
    this.statusCode = statusCode;
    if (field !== undefined) this.field = field;
  }
}

export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string, field?: string) => new DomainError(409, message, field);
export const forbidden = (message = 'Nemate dozvolu za ovu akciju') => new DomainError(403, message);
export const badRequest = (message: string, field?: string) => new DomainError(400, message, field);
