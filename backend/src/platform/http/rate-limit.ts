import { Inject, Injectable, SetMetadata, UseInterceptors, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { DomainError } from '#platform/commands/domain-errors';
import { AttemptCounter, minutesToWait } from '#platform/throttling/attempt-counter';

/**
 * Anonymous writes that send mail or store data (contact form, subscribe box, venue sign-up,
 * registration, reset link) are limited per client address and endpoint, counted like failed
 * logins (AttemptCounter). A request takes its place in the count before it runs (so a burst of
 * parallel requests cannot all slip under the limit) and gives it back when it fails: only
 * requests that succeed count, so a visitor correcting a form is never locked out by their own
 * typos. Once an address has RATE_LIMIT_PER_WINDOW in the window, the endpoint answers 429 until
 * the window ends.
 */
export const RATE_LIMIT_KEY = 'izlazak:rateLimit';

export const tooManyRequestsMessage = (waitSeconds: number) => `Previše zahteva sa vaše adrese. Pokušajte ponovo za ${minutesToWait(waitSeconds)}.`;

@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly attempts: AttemptCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT_KEY, context.getHandler());
    const limit = this.config.rateLimitPerWindow * (rule?.factor ?? 1);
    const request = context.switchToHttp().getRequest<Request & { user?: unknown }>();
    if (!rule || limit <= 0 || (rule.anonymousOnly && request.user)) return next.handle();
    const key = { key: `write:${rule.bucket}:${request.ip ?? 'unknown'}`, limit };

    const { wait } = await this.attempts.take([key]);
    if (wait > 0) throw new DomainError(429, tooManyRequestsMessage(wait));
    return next.handle().pipe(catchError((error: unknown) => from(this.attempts.giveBack([key])).pipe(mergeMap(() => throwError(() => error)))));
  }
}

interface RateLimitRule {
  bucket: string;
  /** A multiple of RATE_LIMIT_PER_WINDOW, for writes that many people behind one address make. */
  factor?: number;
  /** Signed-in callers are not counted. */
  anonymousOnly?: boolean;
}

/** At most RATE_LIMIT_PER_WINDOW (× factor) successful calls per client address in the counting window; then 429. */
export const RateLimited = (bucket: string, options: Omit<RateLimitRule, 'bucket'> = {}) =>
  applyDecorators(SetMetadata(RATE_LIMIT_KEY, { bucket, ...options }), UseInterceptors(RateLimitInterceptor));
