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
import type pg from 'pg';
import { from, mergeMap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { DomainError } from '../commands/domain-errors';
import { PG_POOL } from '../database/database.tokens';

/**
 * Anonymous writes that send mail or store data (contact form, subscribe box, venue sign-up, reset
 * link) are limited per client address and endpoint, like failed logins (auth-throttle.ts): a plain
 * table of hits, read at once by every process, not the event store. Only requests that succeeded
 * count, so a visitor correcting a form is never locked out by their own typos; once an address has
 * RATE_LIMIT_PER_WINDOW successes in the window, the endpoint answers 429 until the oldest expires.
 */
export const REQUEST_HITS_MIGRATION = {
  id: '20261124-01-request-hits',
  sql: `
    CREATE TABLE request_hits (
      key text NOT NULL,
      hit_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX request_hits_key_idx ON request_hits (key, hit_at);`,
};

export const WRITE_WINDOW_MINUTES = 15;
const RATE_LIMIT_KEY = 'izlazak:rateLimit';

export const tooManyRequestsMessage = (minutes: number) =>
  `Previše zahteva sa vaše adrese. Pokušajte ponovo za ${minutes} ${minutes === 1 ? 'minut' : 'minuta'}.`;

@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const bucket = this.reflector.get<string | undefined>(RATE_LIMIT_KEY, context.getHandler());
    const limit = this.config.rateLimitPerWindow;
    if (!bucket || limit <= 0) return next.handle();
    const key = `${bucket}:${context.switchToHttp().getRequest<Request>().ip ?? 'unknown'}`;

    const { rows } = await this.pool.query<{ hits: number; wait: number }>(
      `SELECT count(*)::int AS hits,
              coalesce(ceil(extract(epoch FROM min(hit_at) + make_interval(mins => $2) - now())), 0)::int AS wait
         FROM request_hits
        WHERE key = $1 AND hit_at > now() - make_interval(mins => $2)`,
      [key, WRITE_WINDOW_MINUTES],
    );
    if (rows[0].hits >= limit) throw new DomainError(429, tooManyRequestsMessage(Math.max(1, Math.ceil(rows[0].wait / 60))));

    return next.handle().pipe(
      mergeMap((value) =>
        from(
          this.pool
            .query(
              `WITH expired AS (DELETE FROM request_hits WHERE key = $1 AND hit_at < now() - make_interval(mins => $2))
               INSERT INTO request_hits (key) VALUES ($1)`,
              [key, WRITE_WINDOW_MINUTES],
            )
            .then(() => value),
        ),
      ),
    );
  }
}

/** At most RATE_LIMIT_PER_WINDOW successful calls per client address in WRITE_WINDOW_MINUTES; then 429. */
export const RateLimited = (bucket: string) => applyDecorators(SetMetadata(RATE_LIMIT_KEY, bucket), UseInterceptors(RateLimitInterceptor));
