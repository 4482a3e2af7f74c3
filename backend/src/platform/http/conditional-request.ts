import { Inject, Injectable, SetMetadata, UseInterceptors, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader, ApiPreconditionFailedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type pg from 'pg';
import { from, map, switchMap, type Observable } from 'rxjs';
import { say } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { DomainError, badRequest } from '#platform/commands/domain-errors';
import { STALE_VERSION } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { PG_POOL } from '#platform/database/database.tokens';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { answersIfNoneMatch } from '#platform/read-cache/public-read';

export const INVALID_IF_MATCH = 'errors.badIfMatch';

/** RFC 9110 §13.1.1: `*`, or the entity tags the caller holds (weak ones never match an edit). */
export type IfMatch = '*' | { strong: number[] };

/**
 * The current version of the record a request names (null: no such record). A version read from
 * a read model is the one it shows; one read from the event store is waited for by the read models.
 */
export type RecordVersionOf = ((request: Request, versions: RecordVersions) => Promise<number | null>) & {
  /**
   * Where an answer that carries the record's version says it (a floor plan's `version`): its ETag
   * is then read from the answer, with no query of its own. If-Match is still checked before the edit.
   */
  inAnswer?: (body: unknown) => number | null;
};

const VERSION_OF = 'izlazak:record-version-of';
const MATCHED = Symbol('the version If-Match matched');

/** The version an edit's If-Match matched, for an edit that also checks it when it appends. */
export function matchedVersion(request: object): number | undefined {
  return (request as { [MATCHED]?: number })[MATCHED];
}

export const preconditionFailed = () => new DomainError(412, STALE_VERSION);

/** A GET of one editable record: its answer carries `ETag: "<version>"` (see `@VersionedRecord`). */
export const VersionedRead = (versionOf: RecordVersionOf) => applyDecorators(SetMetadata(VERSION_OF, versionOf), UseInterceptors(ConditionalRequestInterceptor));

/**
 * Conditional requests (RFC 9110) on an edit of one record: a PUT or DELETE with `If-Match`
 * proceeds only while the record is at one of the named versions (else 412), `*` only while it
 * exists, and a PUT's answer carries the new ETag.
 */
export const VersionedRecord = (versionOf: RecordVersionOf) =>
  applyDecorators(
    SetMetadata(VERSION_OF, versionOf),
    UseInterceptors(ConditionalRequestInterceptor),
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: 'ETag iz odgovora GET-a (npr. "3"), lista njih, ili * (zapis postoji).',
      schema: { type: 'string', example: '"3"' },
    }),
    ApiPreconditionFailedResponse({ description: `Zapis više nije u verziji iz If-Match: '${say(STALE_VERSION)}'` }),
  );

/** Reads records' current versions for `@VersionedRecord`. */
@Injectable()
export class RecordVersions {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /** A read model's version column: `sql` selects one row with one column. */
  async column(sql: string, params: unknown[]): Promise<number | null> {
    if (params.some(cannotBeStored)) return null;
    const { rows } = await this.pool.query<Record<string, string | number | null>>(sql, params);
    const value = rows[0] ? Object.values(rows[0])[0] : null;
    return value === null || value === undefined ? null : Number(value);
  }

  /**
   * A venue's own record (`sql` selects its `version` and `club_id`): its version to the venue's
   * manager and staff and to admins. To anyone else it is no record, so the route's own 404 or 403
   * answers before any precondition, and a 412 never tells a stranger the version.
   */
  async ofVenueRecord(request: Request, sql: string, params: unknown[]): Promise<number | null> {
    if (params.some(cannotBeStored)) return null;
    const { rows } = await this.pool.query<{ version: string | number; club_id: string }>(sql, params);
    const row = rows[0];
    return row && callerRunsVenue(request, row.club_id) ? Number(row.version) : null;
  }

  /** The revision of the stream a read-model row belongs to: `sql` selects the one column `streamOf` names the stream by. */
  async streamOfRow(sql: string, params: unknown[], streamOf: (key: string) => string): Promise<number | null> {
    if (params.some(cannotBeStored)) return null;
    const { rows } = await this.pool.query<Record<string, unknown>>(sql, params);
    const key = rows[0] ? Object.values(rows[0])[0] : null;
    return typeof key === 'string' ? this.stream(streamOf(key)) : null;
  }

  /** The stream's revision, once the read models show it (so a GET's body shows at least that version). */
  async stream(streamId: string): Promise<number | null> {
    if (cannotBeStored(streamId)) return null;
    for await (const head of this.store.readStream(streamId, { direction: 'backwards', fromRevision: 'end', maxCount: 1 })) {
      await this.readYourWrites.after(head.position);
      return Number(head.revision);
    }
    return null;
  }
}

function callerRunsVenue(request: Request, clubId: string): boolean {
  const caller = (request as { user?: AuthenticatedUser }).user;
  if (!caller) return false;
  return caller.role === 'admin' || ((caller.role === 'manager' || caller.role === 'staff') && caller.clubId === clubId);
}

/** PostgreSQL text holds no NUL: an id with one names no record (and must not be a 500). */
const cannotBeStored = (value: unknown) => typeof value === 'string' && value.includes('\0');

@Injectable()
export class ConditionalRequestInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly versions: RecordVersions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const versionOf = this.reflector.get<RecordVersionOf>(VERSION_OF, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const tagAnswer = (version: number | null) => {
      if (version !== null && !res.headersSent) res.setHeader('ETag', etagOf(version));
    };
    if (req.method === 'GET' && versionOf.inAnswer) {
      if (!answersIfNoneMatch(this.reflector, context.getHandler())) delete req.headers['if-none-match'];
      return next.handle().pipe(
        map((body: unknown) => {
          const version = versionOf.inAnswer!(body);
          recordVersionSeen(req, version);
          tagAnswer(version);
          return body;
        }),
      );
    }
    if (req.method === 'GET') {
      // The tag names the record's version, while a dashboard answer may carry more (a reservation's
      // mails, an event's venue): a 304 on the version alone could keep those stale. Only a public
      // read, whose answer is the record's alone, answers If-None-Match.
      if (!answersIfNoneMatch(this.reflector, context.getHandler())) delete req.headers['if-none-match'];
      // Read before the route: its body then shows this version or a later one, never an older one.
      return from(versionOf(req, this.versions)).pipe(
        switchMap((version) => {
          recordVersionSeen(req, version);
          return next.handle().pipe(map((body: unknown) => (tagAnswer(version), body)));
        }),
      );
    }
    const ifMatch = parseIfMatch(req.headers['if-match']);
    if (ifMatch === undefined) return next.handle().pipe(switchMap((body) => this.afterEdit(req, versionOf, tagAnswer, body)));
    return from(this.checkPrecondition(req, versionOf, ifMatch)).pipe(
      switchMap(() => next.handle()),
      switchMap((body) => this.afterEdit(req, versionOf, tagAnswer, body)),
    );
  }

  private async checkPrecondition(req: Request, versionOf: RecordVersionOf, ifMatch: IfMatch) {
    const current = await versionOf(req, this.versions);
    // No such record: the route answers its 404 (RFC 9110 §13.2.1: a precondition yields to a 4xx).
    if (current === null) return;
    if (ifMatch !== '*' && !ifMatch.strong.includes(current)) throw preconditionFailed();
    // The header wins over a `version` in the body (that one is the older way of saying the same).
    if (isRecord(req.body)) delete req.body.version;
    if (ifMatch !== '*') (req as unknown as { [MATCHED]: number })[MATCHED] = current;
  }

  private async afterEdit(req: Request, versionOf: RecordVersionOf, tagAnswer: (version: number | null) => void, body: unknown) {
    if (req.method === 'PUT') tagAnswer(versionOf.inAnswer ? versionOf.inAnswer(body) : await versionOf(req, this.versions).catch(() => null));
    return body;
  }
}

export const etagOf = (version: number) => `"${version}"`;

const RECORD_VERSION = Symbol('record version read for this GET');

function recordVersionSeen(req: Request, version: number | null) {
  (req as unknown as { [RECORD_VERSION]?: number | null })[RECORD_VERSION] = version;
}

/** The ETag a `@VersionedRecord` GET answers, for a cache that keeps the answer. */
export function recordEtagOf(req: object): string | undefined {
  const version = (req as { [RECORD_VERSION]?: number | null })[RECORD_VERSION];
  return version === null || version === undefined ? undefined : etagOf(version);
}

const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/** The If-Match header as RFC 9110 reads it: undefined when absent, 400 when not a list of tags or `*`. */
export function parseIfMatch(header: string | string[] | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  if (value === '*') return '*';
  const members = value
    .split(',')
    .map((member) => member.trim())
    .filter((member) => member !== '');
  if (members.length === 0) throw badRequest(INVALID_IF_MATCH, 'If-Match');
  const strong: number[] = [];
  for (const member of members) {
    const tag = ENTITY_TAG.exec(member);
    if (!tag) throw badRequest(INVALID_IF_MATCH, 'If-Match');
    const [, weak, opaque] = tag;
    if (!weak && /^\d{1,15}$/.test(opaque)) strong.push(Number(opaque));
  }
  return { strong };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A path parameter of the route, as one string. */
export function pathParam(request: Request, name: string): string {
  const value = request.params[name];
  return Array.isArray(value) ? value.join('/') : (value ?? '');
}
