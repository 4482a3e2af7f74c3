import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Actor } from '#platform/event-store/event-store.port';

export interface RequestContext {
  correlationId: string;
  actor: Actor;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The caller's correlation id when it is a sane one, else a new one. */
export function correlationIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
}

export function requestContextMiddleware(req: Request, res: Response, next: NextFunction) {
  const correlationId = correlationIdFor(req.header('x-correlation-id'));
  res.setHeader('x-correlation-id', correlationId);
  storage.run({ correlationId, actor: 'anonymous' }, () => next());
}
