import {
  Inject,
  Injectable,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { DomainError } from '../commands/domain-errors';
import { AttemptCounter, minutesToWait } from '../throttling/attempt-counter';

/**
 * Anonymous writes that send mail or store data (contact form, subscribe box, venue sign-up, reset
 * link) are limited per client address and endpoint, counted like failed logins (AttemptCounter).
 * Only requests that succeeded
 * count, so a visitor correcting a form is never locked out by their own typos; once an address has
 * RATE_LIMIT_PER_WINDOW successes in the window, the endpoint answers 429 until the oldest expires.
 */
const RATE_LIMIT_KEY = 'izlazak:rateLimit';

export const tooManyRequestsMessage = (waitSeconds: number) => `Previše zahteva sa vaše adrese. Pokušajte ponovo za ${minutesToWait(waitSeconds)}.`;

@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly attempts: AttemptCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const bucket = this.reflector.get<string | undefined>(RATE_LIMIT_KEY, context.getHandler());
    const limit = this.config.rateLimitPerWindow;
    if (!bucket || limit <= 0) return next.handle();
    const key = { key: `write:${bucket}:${context.switchToHttp().getRequest<Request>().ip ?? 'unknown'}`, limit };

    const wait = await this.attempts.waitSeconds([key]);
    if (wait > 0) throw new DomainError(429, tooManyRequestsMessage(wait));
    return next.handle().pipe(mergeMap((value) => from(this.attempts.record([key]).then(() => value))));
  }
}

/** At most RATE_LIMIT_PER_WINDOW successful calls per client address in the counting window; then 429. */
export const RateLimited = (bucket: string) => applyDecorators(SetMetadata(RATE_LIMIT_KEY, bucket), UseInterceptors(RateLimitInterceptor));
