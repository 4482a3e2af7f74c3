import {
  Injectable,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, map, switchMap, type Observable } from 'rxjs';
import { cacheHeaders, ReadCache } from './read-cache';

const READ_TABLES = 'izlazak:public-read-tables';

/**
 * A GET whose answer comes only from these read-model tables, with a strong ETag (If-None-Match →
 * 304). The answer a caller without a session gets is cached and then served to every caller, so
 * mark only routes whose answer, for anyone allowed to get it, equals the anonymous one (a wider
 * view may turn an anonymous 403/404 into a 200, never change a 200's body).
 */
export const PublicRead = (...tables: string[]) => applyDecorators(SetMetadata(READ_TABLES, tables), UseInterceptors(PublicReadInterceptor));

@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: ReadCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const tables = this.reflector.get<string[]>(READ_TABLES, context.getHandler());
    const req = context.switchToHttp().getRequest<Request & { user?: unknown }>();
    const res = context.switchToHttp().getResponse<Response>();
    // Versions first: a change committed while the route reads makes the answer stale, never current.
    return from(this.cache.versionsNow(req)).pipe(
      switchMap((versions) => next.handle().pipe(map((body) => ({ body, versions })))),
      map(({ body, versions }) => {
        const answer = this.cache.answerOf(body, tables, versions);
        if (!req.user) this.cache.remember(req.originalUrl, answer);
        cacheHeaders(res, answer.etag);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        // Express sends it as is, and answers 304 when If-None-Match names this ETag.
        return answer.json;
      }),
    );
  }
}
