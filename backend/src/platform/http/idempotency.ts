import {
  HttpStatus,
  Inject,
  Injectable,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { say } from '@izlazak/contracts';
import { Reflector } from '@nestjs/core';
import { ApiConflictResponse, ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { catchError, concatMap, from, of, switchMap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { DomainError, badRequest } from '#platform/commands/domain-errors';
import { acceptedInsteadOf } from '#platform/commands/written-position';
import { PG_POOL } from '#platform/database/database.tokens';
import { PeriodicSweep } from '#platform/scheduling/periodic-sweep';

export const INVALID_IDEMPOTENCY_KEY = 'errors.badIdempotencyKey';
export const KEY_REUSED = 'errors.idempotencyKeyReused';
export const STILL_RUNNING = 'errors.idempotencyKeyRunning';

/** How long a key is kept (its first answer replayed), and when a key left "running" by a process that died may be taken over. */
export const KEPT_HOURS = 24;
export const ABANDONED_AFTER_SECONDS = 60;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Keys of creating requests (IETF httpapi Idempotency-Key draft), in PostgreSQL so that every
 * process sees them: one row per caller, route and key, holding a fingerprint of the request and,
 * once it has succeeded, its answer.
 */
export const IDEMPOTENCY_KEYS_MIGRATION = {
  id: '20261125-10-idempotency-keys',
  sql: `
    CREATE TABLE idempotency_keys (
      scope text NOT NULL,
      route text NOT NULL,
      key text NOT NULL,
      fingerprint text NOT NULL,
      state text NOT NULL DEFAULT 'running',
      status_code integer,
      body text,
      started_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (scope, route, key)
    );
    CREATE INDEX idempotency_keys_expiry_idx ON idempotency_keys (expires_at);`,
};

/** One request's claim on a key: whose, on which route, and what was asked. */
export interface KeyClaim {
  scope: string;
  route: string;
  key: string;
  fingerprint: string;
}

export type KeyOutcome = { kind: 'first' } | { kind: 'replay'; statusCode: number; body: unknown };

@Injectable()
export class IdempotencyKeys implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly sweeper = new PeriodicSweep('IdempotencyKeys', SWEEP_EVERY_MS, async () => void (await this.forgetExpired()));

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runProjections) this.sweeper.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.sweeper.stop();
  }

  /**
   * Claims the key for this request (first use, an expired key, or one abandoned by a dead
   * process), else answers as the draft says: the first answer again, 422 for another request
   * under the same key, 409 while the first is still running.
   */
  async begin(claim: KeyClaim): Promise<KeyOutcome> {
    for (;;) {
      const { rowCount } = await this.pool.query(
        `INSERT INTO idempotency_keys AS k (scope, route, key, fingerprint, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
         ON CONFLICT (scope, route, key) DO UPDATE
           SET fingerprint = EXCLUDED.fingerprint, state = 'running', status_code = NULL, body = NULL, started_at = now(), expires_at = EXCLUDED.expires_at
           WHERE k.expires_at < now()
              OR (k.state = 'running' AND k.fingerprint = EXCLUDED.fingerprint AND k.started_at < now() - make_interval(secs => $6))`,
        [claim.scope, claim.route, claim.key, claim.fingerprint, KEPT_HOURS, ABANDONED_AFTER_SECONDS],
      );
      if (rowCount === 1) return { kind: 'first' };
      const { rows } = await this.pool.query<{ fingerprint: string; state: string; status_code: number | null; body: string | null }>(
        'SELECT fingerprint, state, status_code, body FROM idempotency_keys WHERE scope = $1 AND route = $2 AND key = $3',
        [claim.scope, claim.route, claim.key],
      );
      const held = rows[0];
      if (!held) continue; // the first request failed and let the key go in between: claim it again
      if (held.fingerprint !== claim.fingerprint) throw new DomainError(422, KEY_REUSED, 'Idempotency-Key');
      if (held.state !== 'done') throw new DomainError(409, STILL_RUNNING, 'Idempotency-Key');
      return { kind: 'replay', statusCode: held.status_code ?? HttpStatus.OK, body: held.body === null ? undefined : JSON.parse(this.open(held.body)) };
    }
  }

  async succeeded(claim: KeyClaim, statusCode: number, body: unknown): Promise<void> {
    await this.pool.query(`UPDATE idempotency_keys SET state = 'done', status_code = $4, body = $5 WHERE scope = $1 AND route = $2 AND key = $3`, [
      claim.scope,
      claim.route,
      claim.key,
      statusCode,
      body === undefined ? null : this.seal(JSON.stringify(body)),
    ]);
  }

  /** A refused or failed request changed nothing: its key may be used again. */
  async failed(claim: KeyClaim): Promise<void> {
    await this.pool.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND route = $2 AND key = $3 AND state = 'running'`, [claim.scope, claim.route, claim.key]);
  }

  /**
   * Answers are kept sealed (AES-256-GCM, the key derived from JWT_SECRET): they hold guests'
   * contacts and, for a new integration key or webhook, its secret, which must not sit readable in
   * a database dump.
   */
  private seal(json: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealingKey, iv);
    const sealed = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  private open(stored: string): string {
    const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.sealingKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  }

  private get sealingKey(): Buffer {
    return Buffer.from(hkdfSync('sha256', this.config.jwtSecret, '', 'izlazak:idempotency-answers', 32));
  }

  async forgetExpired(): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM idempotency_keys WHERE expires_at < now()');
    return rowCount ?? 0;
  }
}

/**
 * A creating POST that an `Idempotency-Key` header makes safe to retry: the same key and body get
 * the first answer again (the same record, status code and body), the same key with another body
 * 422, a retry while the first is still running 409. Without the header nothing is looked up.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: `Jedinstven ključ pokušaja (npr. UUID pod navodnicima). Ponovljen zahtev sa istim ključem i telom dobija prvi odgovor; ključ važi ${KEPT_HOURS} h.`,
      schema: { type: 'string', example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"' },
    }),
    ApiConflictResponse({ description: `Prvi zahtev sa ovim ključem se još obrađuje: '${say(STILL_RUNNING)}'` }),
    ApiUnprocessableEntityResponse({ description: `Ključ je već upotrebljen za drugačiji zahtev: '${say(KEY_REUSED)}'` }),
  );

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly keys: IdempotencyKeys,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & { user?: { id: string } | null }>();
    const header = req.headers['idempotency-key'];
    if (header === undefined) return next.handle();
    const claim: KeyClaim = {
      // A guest's key is random per attempt and may come back from another address (a phone
      // between networks), so anonymous keys are scoped by route and key alone.
      scope: req.user ? `user:${req.user.id}` : 'anonymous',
      route: `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path}`,
      key: parseIdempotencyKey(header),
      fingerprint: fingerprintOf({ body: req.body as unknown, files: uploadedFiles(req) }),
    };
    const statusCode = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? HttpStatus.CREATED;
    return from(this.keys.begin(claim)).pipe(
      switchMap((outcome) => {
        if (outcome.kind === 'replay') return of(outcome.body);
        return next.handle().pipe(
          concatMap(async (body: unknown) => {
            await this.keys.succeeded(claim, statusCode, body);
            return body;
          }),
          catchError(async (error: unknown) => {
            // Recorded, only not shown yet (a 202): a retry with the key must not make it twice.
            const accepted = acceptedInsteadOf(error);
            if (accepted) await this.keys.succeeded(claim, HttpStatus.ACCEPTED, accepted);
            else await this.keys.failed(claim);
            throw error;
          }),
        );
      }),
    );
  }
}

/** The draft's value is a Structured Field string ("…"); a bare token is taken too, as common clients send it. */
export function parseIdempotencyKey(header: string | string[]): string {
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  const key = /^"([\x20\x21\x23-\x5b\x5d-\x7e]{1,255})"$/.exec(value)?.[1] ?? (/^[\w.:~+/=-]{1,255}$/.test(value) ? value : null);
  if (!key) throw badRequest(INVALID_IDEMPOTENCY_KEY, 'Idempotency-Key');
  return key;
}

/** A multipart request's files by field, as digests (an interceptor declared below `@Idempotent()` has read them). */
function uploadedFiles(req: Request): Record<string, string[]> {
  const { file, files } = req as Request & { file?: { fieldname: string; buffer?: Buffer }; files?: unknown };
  const all = [...(file ? [file] : []), ...(Array.isArray(files) ? files : Object.values(files ?? {}).flat())] as { fieldname: string; buffer?: Buffer }[];
  const byField: Record<string, string[]> = {};
  for (const upload of all) (byField[upload.fieldname] ??= []).push(upload.buffer ? createHash('sha256').update(upload.buffer).digest('base64url') : '');
  return byField;
}

/** The same request however its JSON keys are ordered. */
export function fingerprintOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('base64url');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
