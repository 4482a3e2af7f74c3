import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_LOCALE, localeOfAcceptLanguage, type Locale } from '@izlazak/contracts';
import type { Actor, GlobalPosition } from '#platform/event-store/event-store.port';

export interface RequestContext {
  correlationId: string;
  actor: Actor;
  /** The language the answer's words are in (Accept-Language, sr-Latn by default). */
  locale: Locale;
  /** The answer being made: a command's position is named on it as soon as it is known. */
  response?: Response;
  /** The last event this request's commands appended (see commands/written-position.ts). */
  written?: GlobalPosition;
  /** A wait for the read models to show `written` ran out: a read-back may not find it yet. */
  readModelsLate?: boolean;
  /** Where the route's GET shows what the command made, when the route names it. */
  readBackAt?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The language the current request's answer is worded in. */
export const requestLocale = (): Locale => storage.getStore()?.locale ?? DEFAULT_LOCALE;

/** The caller's correlation id when it is a sane one, else a new one. */
export function correlationIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
}

export function requestContextMiddleware(req: Request, res: Response, next: NextFunction) {
  const correlationId = correlationIdFor(req.header('x-correlation-id'));
  res.setHeader('x-correlation-id', correlationId);
  storage.run({ correlationId, actor: 'anonymous', locale: localeOfAcceptLanguage(req.headers['accept-language']), response: res }, () => next());
}
