import type { NextFunction, Request, Response } from 'express';
import { INVALID_READ_AFTER, READ_AFTER_HEADER, isPositionText } from '@izlazak/contracts';
import type { ReadYourWrites } from '#platform/commands/read-your-writes';
import { positionFromString } from '#platform/event-store/event-store.port';
import { SerbianHttpException } from './api-exception.filter';

const HEADER = READ_AFTER_HEADER.toLowerCase();

/**
 * A read by a caller who wrote (its `X-Izlazak-After` names the position its last command's answer
 * gave) is answered once the read models show that write, so no screen shows the caller the world
 * before their own step. Bounded by READ_YOUR_WRITES_TIMEOUT_MS: past it the read answers anyway.
 */
export function readsAfterCallersWrite(readYourWrites: ReadYourWrites) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers[HEADER];
    if (header === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (typeof header !== 'string' || !isPositionText(header.trim())) return next(new SerbianHttpException({ statusCode: 400, message: INVALID_READ_AFTER, field: READ_AFTER_HEADER }));
    readYourWrites.beforeRead(positionFromString(header.trim())).then(() => next(), next);
  };
}

/** Such a read is not answered from the cache in front of Nest: that cache knows nothing of the caller's write. */
export const readsAfterAWrite = (headers: { [name: string]: string | string[] | undefined }) => headers[HEADER] !== undefined;
