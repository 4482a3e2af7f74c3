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
import { recordEtagOf } from '#platform/http/conditional-request';
import { cacheHeaders, matchesEtag, ReadCache } from './read-cache';

const READ_TABLES = 'izlazak:public-read-tables';

/**
 * A GET whose answer comes only from these read-model tables, with a strong ETag (If-None-Match →
 * 304). The answer a caller without a session gets is cached and then served to every caller, so
 * mark only routes whose answer, for anyone allowed to get it, equals the anonymous one (a wider
 * view may turn an anonymous 403/404 into a 200, never change a 200's body).
 */
/** Whether a route is a `@PublicRead` one (its answer is the record's alone, so If-None-Match may be answered with 304). */
export const isPublicRead = (reflector: Reflector, handler: Function) => reflector.get<string[] | undefined>(READ_TABLES, handler) !== undefined;

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
        const json = JSON.stringify(body);
        const answer = this.cache.answerOf(json, tables, versions, recordEtagOf(req));
        if (!req.user) this.cache.remember(req.originalUrl, answer);
        cacheHeaders(res, answer.etag);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        // Express sends it as is and answers 304 when If-None-Match names this ETag, but not under a
        // request's Cache-Control: no-cache (which fetch() adds to such requests); an origin server
        // answers the condition either way, as the front door does.
        if (matchesEtag(req.headers['if-none-match'], answer.etag)) delete req.headers['cache-control'];
        return json;
      }),
    );
  }
}
