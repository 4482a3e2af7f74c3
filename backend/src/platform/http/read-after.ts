import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { INVALID_READ_AFTER, READ_AFTER_HEADER, isPositionText } from '@izlazak/contracts';
import type { ReadYourWrites } from '#platform/commands/read-your-writes';
import { positionFromString, type GlobalPosition } from '#platform/event-store/event-store.port';
import { SerbianHttpException } from './api-exception.filter';

const HEADER = READ_AFTER_HEADER.toLowerCase();

/**
 * A read by a caller who wrote (its `X-Izlazak-After` names the position its last command's answer
 * gave) is answered once the read models show that write, so no screen shows the caller the world
 * before their own step. Bounded by READ_YOUR_WRITES_TIMEOUT_MS: past it the read answers anyway.
 */
export function readsAfterCallersWrite(readYourWrites: ReadYourWrites) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const after = positionReadAfter(req.headers);
    if (after === undefined) return next();
    if (after === null) return next(new SerbianHttpException({ statusCode: 400, message: INVALID_READ_AFTER, field: READ_AFTER_HEADER }));
    readYourWrites.beforeRead(after).then(() => next(), next);
  };
}

/** The caller's last write as its `X-Izlazak-After` names it: undefined without the header, null when it is no position. */
export function positionReadAfter(headers: IncomingHttpHeaders): GlobalPosition | null | undefined {
  const header = headers[HEADER];
  if (header === undefined) return undefined;
  return typeof header === 'string' && isPositionText(header.trim()) ? positionFromString(header.trim()) : null;
}
