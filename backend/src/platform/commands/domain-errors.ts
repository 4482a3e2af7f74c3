/** A rule of the domain said no. Carries the HTTP status and the Serbian message the user sees. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 412 | 422 | 429,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string, field?: string) => new DomainError(409, message, field);
export const forbidden = (message = 'Nemate dozvolu za ovu akciju') => new DomainError(403, message);
export const badRequest = (message: string, field?: string) => new DomainError(400, message, field);
