import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Actor } from '../event-store/event-store.port';

export interface RequestContext {
  correlationId: string;
  actor: Actor;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function requestContextMiddleware(req: Request, res: Response, next: NextFunction) {
  const header = req.header('x-correlation-id');
  const correlationId = header && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
  res.setHeader('x-correlation-id', correlationId);
  storage.run({ correlationId, actor: 'anonymous' }, () => next());
}
