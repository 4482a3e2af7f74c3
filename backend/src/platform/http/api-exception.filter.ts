import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import type { AcceptedWhileLateView, ApiError } from '@izlazak/contracts';
import { DomainError } from '#platform/commands/domain-errors';
import { CONCURRENT_CHANGE } from '#platform/commands/event-sourced-repository';
import { acceptedInsteadOf } from '#platform/commands/written-position';
import { WrongExpectedVersionError } from '#platform/event-store/event-store.port';
import { logger } from '#platform/logging/json-logger';
import { currentRequestContext } from './request-context';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Zahtev nije ispravan',
  401: 'Morate se prijaviti',
  403: 'Nemate dozvolu za ovu akciju',
  404: 'Traženi resurs nije pronađen',
  409: 'Sukob sa postojećim podacima',
  413: 'Zahtev je prevelik',
  415: 'Format zahteva nije podržan',
  429: 'Previše pokušaja, pokušajte ponovo kasnije',
};

/** Every error leaves as `{ statusCode, message }` in Serbian; internals stay in the log. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const response = host.switchToHttp().getResponse<Response>();
    const accepted = acceptedInsteadOf(exception);
    if (accepted) return answerAccepted(response, accepted);
    const body = toApiError(exception);
    if (body.statusCode >= 500) {
      logger.error({ message: 'Unhandled error', error: exception instanceof Error ? exception.stack : String(exception) }, 'Http');
      body.correlationId = currentRequestContext()?.correlationId;
    }
    if (!response.headersSent) response.status(body.statusCode).json(body);
  }
}

/** The command stands; what it made shows at `location` once the read models reach `position`. */
function answerAccepted(response: Response, accepted: AcceptedWhileLateView) {
  if (response.headersSent) return;
  if (accepted.location) response.setHeader('Location', accepted.location);
  response.status(202).json(accepted);
}

function toApiError(exception: unknown): ApiError {
  if (exception instanceof DomainError) {
    return { statusCode: exception.statusCode, message: exception.message, ...(exception.field ? { field: exception.field } : {}) };
  }
  // A race lost outside the repository's retries is still a conflict, never a server error.
  if (exception instanceof WrongExpectedVersionError) return { statusCode: 409, message: CONCURRENT_CHANGE };
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const payload = exception.getResponse();
    if (typeof payload === 'object' && payload !== null && 'serbian' in payload) {
      const { serbian, ...rest } = payload as { serbian: true } & ApiError;
      return { ...rest, statusCode };
    }
    return { statusCode, message: DEFAULT_MESSAGES[statusCode] ?? (statusCode >= 500 ? 'Greška na serveru' : 'Zahtev nije ispravan') };
  }
  if (isBodyParserError(exception)) {
    return { statusCode: exception.status, message: DEFAULT_MESSAGES[exception.status] ?? 'Zahtev nije ispravan' };
  }
  return { statusCode: 500, message: 'Greška na serveru' };
}

/**
 * body-parser's refusals: its own (with a `type`) and the errors of what it reads through (a
 * "gzip" body that is not gzip fails in zlib), which it marks as client errors with `expose`.
 */
function isBodyParserError(error: unknown): error is { status: number } {
  const candidate = error as { status?: unknown; type?: unknown; expose?: unknown } | null;
  return (typeof candidate?.type === 'string' || candidate?.expose === true) && typeof candidate.status === 'number' && candidate.status < 500;
}

/** An HttpException whose body is already the Serbian API error. */
export class SerbianHttpException extends HttpException {
  constructor(body: ApiError) {
    super({ ...body, serbian: true }, body.statusCode);
  }
}
