import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { localeOfAcceptLanguage, say, wordedIn, type AcceptedWhileLateView, type ApiError, type Locale, type MessageId } from '@izlazak/contracts';
import { DomainError } from '#platform/commands/domain-errors';
import { CONCURRENT_CHANGE } from '#platform/commands/event-sourced-repository';
import { acceptedInsteadOf } from '#platform/commands/written-position';
import { WrongExpectedVersionError } from '#platform/event-store/event-store.port';
import { logger } from '#platform/logging/json-logger';
import { currentRequestContext } from './request-context';
import { answeredIn } from './request-language';

const DEFAULT_MESSAGES: Record<number, MessageId> = {
  400: 'errors.400',
  401: 'errors.401',
  403: 'errors.403',
  404: 'errors.404',
  409: 'errors.409',
  413: 'errors.413',
  415: 'errors.415',
  429: 'errors.429',
};
const SERVER_ERROR: MessageId = 'errors.500';

/**
 * Every error leaves as `{ statusCode, message }` (and `field`, `errors` where it names them) in
 * the request's language (Accept-Language, Serbian by default); internals stay in the log. Only
 * the messages change with the language: status, fields and shape are the same in every one.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const response = host.switchToHttp().getResponse<Response>();
    const accepted = acceptedInsteadOf(exception);
    if (accepted) return answerAccepted(response, accepted);
    const locale = localeOfAcceptLanguage(host.switchToHttp().getRequest<Request | undefined>()?.headers?.['accept-language']);
    const body = wordedBody(toApiError(exception), locale);
    if (body.statusCode >= 500) {
      logger.error({ message: 'Unhandled error', error: exception instanceof Error ? exception.stack : String(exception) }, 'Http');
      body.correlationId = currentRequestContext()?.correlationId;
    }
    if (response.headersSent) return;
    answeredIn(response, locale);
    response.status(body.statusCode).json(body);
  }
}

/** The answer's words in `locale` (a message already worded stays as it is). */
function wordedBody(body: ApiError, locale: Locale): ApiError {
  return { ...body, message: say(body.message, locale), ...(body.errors ? { errors: wordedIn(body.errors, locale) } : {}) };
}

/** The command stands; what it made shows at `location` once the read models reach `position`. */
function answerAccepted(response: Response, accepted: AcceptedWhileLateView) {
  if (response.headersSent) return;
  if (accepted.location) response.setHeader('Location', accepted.location);
  response.status(202).json(accepted);
}

function toApiError(exception: unknown): ApiError {
  if (exception instanceof DomainError) {
    return { statusCode: exception.statusCode, message: exception.said, ...(exception.field ? { field: exception.field } : {}) };
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
    return { statusCode, message: DEFAULT_MESSAGES[statusCode] ?? (statusCode >= 500 ? SERVER_ERROR : DEFAULT_MESSAGES[400]) };
  }
  if (isBodyParserError(exception)) {
    return { statusCode: exception.status, message: DEFAULT_MESSAGES[exception.status] ?? DEFAULT_MESSAGES[400] };
  }
  return { statusCode: 500, message: SERVER_ERROR };
}

/**
 * body-parser's refusals: its own (with a `type`) and the errors of what it reads through (a
 * "gzip" body that is not gzip fails in zlib), which it marks as client errors with `expose`.
 */
function isBodyParserError(error: unknown): error is { status: number } {
  const candidate = error as { status?: unknown; type?: unknown; expose?: unknown } | null;
  return (typeof candidate?.type === 'string' || candidate?.expose === true) && typeof candidate.status === 'number' && candidate.status < 500;
}

/** An HttpException whose body is already the API error (its messages named or worded in Serbian, worded for the request as it leaves). */
export class SerbianHttpException extends HttpException {
  constructor(body: ApiError) {
    super({ ...body, serbian: true }, body.statusCode);
  }
}
