import { HttpException } from '@nestjs/common';
import { SHOWN_SOON, WRITE_POSITION_HEADER, type AcceptedWhileLateView } from '@izlazak/contracts';
import { comparePositions, positionToString, type GlobalPosition } from '#platform/event-store/event-store.port';
import { currentRequestContext } from '#platform/http/request-context';
import { DomainError } from './domain-errors';

/*
 * Read-your-writes across requests: a command's answer names where its last event landed, the
 * client sends it back, and its next reads wait (bounded) until the read models show it. Within
 * the request, a read-back that cannot find what the command just made is not a 404 (see
 * ApiExceptionFilter): the read models were late, the record is there.
 */

/** Keeps the request's newest appended position and names it on the answer. */
export function noteWritten(position: GlobalPosition) {
  const context = currentRequestContext();
  if (!context || (context.written && comparePositions(context.written, position) >= 0)) return;
  context.written = position;
  if (context.response && !context.response.headersSent) context.response.setHeader(WRITE_POSITION_HEADER, positionToString(position));
}

export function noteReadModelsLate() {
  const context = currentRequestContext();
  if (context) context.readModelsLate = true;
}

/** Where the route's own GET will show what this request's command makes (named by a 202). */
export function readBackAt(location: string) {
  const context = currentRequestContext();
  if (context) context.readBackAt = location;
}

/**
 * A 404 met after this request appended events the read models had not shown yet: the read-back
 * did not find what the command just made. The answer is then a 202 (the command stands), never a
 * 404 naming it missing.
 */
export function acceptedInsteadOf(error: unknown): AcceptedWhileLateView | null {
  const context = currentRequestContext();
  if (!context?.written || !context.readModelsLate || statusOf(error) !== 404) return null;
  return { statusCode: 202, message: SHOWN_SOON, position: positionToString(context.written), ...(context.readBackAt ? { location: context.readBackAt } : {}) };
}

function statusOf(error: unknown): number | null {
  if (error instanceof DomainError) return error.statusCode;
  if (error instanceof HttpException) return error.getStatus();
  return null;
}
