import { Injectable, SetMetadata, UseInterceptors, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, map, switchMap, type Observable } from 'rxjs';
import { recordEtagOf } from '#platform/http/conditional-request';
import { cacheHeaders, matchesEtag, ReadCache } from './read-cache';

const READ_TABLES = 'izlazak:public-read-tables';
const ANONYMOUS_ONLY = 'izlazak:public-read-anonymous-only';
const FRESH_WHILE = Symbol('the answer also goes stale with time');

/**
 * A GET whose answer comes only from these read-model tables, with a strong ETag (If-None-Match →
 * 304). The answer a caller without a session gets is cached and then served to every caller, so
 * mark only routes whose answer, for anyone allowed to get it, equals the anonymous one (a wider
 * view may turn an anonymous 403/404 into a 200, never change a 200's body).
 */
export const PublicRead = (...tables: string[]) => applyDecorators(SetMetadata(READ_TABLES, tables), UseInterceptors(PublicReadInterceptor));

/**
 * A `@PublicRead` whose answer says more to some callers (a floor plan names who holds each table to
 * the venue's own people): the anonymous answer is cached and served only to requests without an
 * Authorization header; everyone else is answered by the route, as without it. Its ETag stays the
 * record's version (what an edit's If-Match names), which does not tell every change of the answer
 * (a table taken tonight), so If-None-Match is never answered with 304.
 */
export const AnonymousRead = (...tables: string[]) => applyDecorators(SetMetadata(ANONYMOUS_ONLY, true), PublicRead(...tables));

/** Whether a route answers If-None-Match with 304: a public read's answer is the record's alone. */
export function answersIfNoneMatch(reflector: Reflector, handler: ReturnType<ExecutionContext['getHandler']>): boolean {
  return reflector.get<string[] | undefined>(READ_TABLES, handler) !== undefined && !reflector.get<boolean>(ANONYMOUS_ONLY, handler);
}

/** For a route whose answer depends on the time too (tonight's plan): its cached answer is served only while `stillFresh` holds. */
export function answerFreshWhile(req: object, stillFresh: () => boolean) {
  (req as { [FRESH_WHILE]?: () => boolean })[FRESH_WHILE] = stillFresh;
}

@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: ReadCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const tables = this.reflector.get<string[]>(READ_TABLES, context.getHandler());
    const anonymousOnly = this.reflector.get<boolean>(ANONYMOUS_ONLY, context.getHandler()) === true;
    const req = context.switchToHttp().getRequest<Request & { user?: unknown; [FRESH_WHILE]?: () => boolean }>();
    const res = context.switchToHttp().getResponse<Response>();
    if (anonymousOnly && req.user) return next.handle();
    // Versions first: a change committed while the route reads makes the answer stale, never current.
    return from(this.cache.versionsNow(req)).pipe(
      switchMap((versions) => next.handle().pipe(map((body: unknown) => ({ body, versions })))),
      map(({ body, versions }) => {
        const json = JSON.stringify(body);
        const answer = this.cache.answerOf(json, tables, versions, recordEtagOf(req));
        if (!req.user) this.cache.remember(req.originalUrl, { ...answer, anonymousOnly, stillFresh: req[FRESH_WHILE] });
        cacheHeaders(res, answer.etag);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        // Express sends it as is and answers 304 when If-None-Match names this ETag, but not under a
        // request's Cache-Control: no-cache (which fetch() adds to such requests); an origin server
        // answers the condition either way, as the front door does.
        if (anonymousOnly) delete req.headers['if-none-match'];
        else if (matchesEtag(req.headers['if-none-match'], answer.etag)) delete req.headers['cache-control'];
        return json;
      }),
    );
  }
}
