import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { correlationIdFor } from '#platform/http/request-context';
import { positionReadAfter } from '#platform/http/read-after';
import type { GlobalPosition } from '#platform/event-store/event-store.port';
import type { Projector } from '#platform/projections/projector';
import type { ReadModelVersionMap, ReadModelVersions } from '#platform/projections/read-model-versions';

/** What the cache may hold in all, and in one answer; the least recently used answers go first. */
const MAX_CACHED_BYTES = 64 * 2 ** 20;
const MAX_ANSWER_BYTES = 2 ** 20;
/** An answer this big is compressed once when it is kept (a floor plan of 200 tables is ~40 KB of JSON, ~5 KB compressed). */
const COMPRESS_FROM_BYTES = 8 * 2 ** 10;

/** An answer as sent: its JSON, its strong ETag, and the versions of the read models it was read from. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  readFrom: [projector: string, version: number | undefined][];
  /** An answer that is not JSON (a public page's HTML, the sitemap): its Content-Type. */
  contentType?: string;
  /** Headers every copy of the answer carries (a page's Content-Security-Policy and the like). */
  headers?: [name: string, value: string][];
  /** An answer that also goes stale with time (a page that says whether its event is past): served only while this holds. */
  stillFresh?: () => boolean;
  /** An answer for callers without a session only (see AnonymousRead): one with an Authorization header goes to the route, and If-None-Match is not answered. */
  anonymousOnly?: boolean;
  /** The body compressed once, for clients that accept it (a page's HTML): brotli first. */
  encoded?: { br: Buffer; gzip: Buffer };
}

const VERSIONS_SEEN = Symbol('read-model versions seen on arrival');
type RequestWithVersions = IncomingMessage & { [VERSIONS_SEEN]?: ReadModelVersionMap };

/**
 * The serialized answers of public GETs, by URL, in this process. An answer is served only while
 * the version of every read model it came from is the one it was read at, checked against the
 * database on each request (one shared query; see ReadModelVersions), so a change committed by any
 * process is never answered with the older body, read-your-writes included.
 */
export class ReadCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private cachedBytes = 0;
  private readonly projectorsOfTables = new Map<string, string[]>();

  constructor(
    private readonly versions: ReadModelVersions,
    private readonly projectors: readonly Projector[],
    /** Whether the read models already show a position (without a query; false when unsure). */
    private readonly alreadyShown: (position: GlobalPosition) => boolean = () => false,
  ) {}

  /** A read after the caller's write (X-Izlazak-After) is answered here only once the read models show that write; else Nest waits for it. */
  private showsCallersWrite(req: IncomingMessage): boolean {
    const after = positionReadAfter(req.headers);
    return after === undefined || (after !== null && this.alreadyShown(after));
  }

  /** For the front door: a GET whose answer is cached and current never reaches Express or Nest. */
  readonly answerFromCache = (req: IncomingMessage, res: ServerResponse): false | Promise<boolean> => {
    if (req.method !== 'GET' || !this.showsCallersWrite(req)) return false;
    const answer = this.answers.get(req.url!);
    if (!answer || (answer.anonymousOnly && req.headers.authorization)) return false;
    return this.serveHit(req, res);
  };

  private async serveHit(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const key = req.url!;
    const answer = this.answers.get(key);
    if (!answer) return false;
    const versions = await this.versions.current().catch(() => null);
    if (!versions) return false; // the route itself reports what is wrong
    if (!isCurrent(answer, versions) || (answer.stillFresh && !answer.stillFresh())) {
      if (this.answers.get(key) === answer) this.forget(key);
      (req as RequestWithVersions)[VERSIONS_SEEN] = versions;
      return false;
    }
    this.answers.delete(key); // most recently used last: eviction drops the oldest first
    this.answers.set(key, answer);
    sendAnswer(req, res, answer);
    return true;
  }

  /** The versions of the read models as they are now, read once per request. */
  async versionsNow(req: IncomingMessage): Promise<ReadModelVersionMap> {
    const request = req as RequestWithVersions;
    request[VERSIONS_SEEN] ??= await this.versions.current();
    return request[VERSIONS_SEEN];
  }

  /** A route's serialized answer, tagged with the versions read before the route ran (and the record's version, if it names one). */
  answerOf(json: string, tables: readonly string[], versions: ReadModelVersionMap, recordEtag?: string): CachedAnswer {
    const body = Buffer.from(json);
    const etag = recordEtag ?? `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, readFrom: this.projectorsOf(tables).map((name) => [name, versions.get(name)]) };
  }

  /**
   * The answer, also read from the read models of these cached answers (by address), at the
   * versions read before it was built; null when one of them is not cached (not a public read,
   * or not a 200), so nothing would tell when it changed.
   */
  alsoReadFrom(answer: CachedAnswer, urls: readonly string[], versions: ReadModelVersionMap): CachedAnswer | null {
    const projectors = new Set(answer.readFrom.map(([projector]) => projector));
    const timed: (() => boolean)[] = answer.stillFresh ? [answer.stillFresh] : [];
    for (const url of urls) {
      const read = this.answers.get(url);
      if (!read) return null;
      for (const [projector] of read.readFrom) projectors.add(projector);
      if (read.stillFresh) timed.push(read.stillFresh);
    }
    // A page read from an answer that goes stale with time (a list that closes) goes stale with it.
    const stillFresh = timed.length > 0 ? () => timed.every((fresh) => fresh()) : undefined;
    return { ...answer, readFrom: [...projectors].map((name) => [name, versions.get(name)]), ...(stillFresh ? { stillFresh } : {}) };
  }

  remember(url: string, answer: CachedAnswer) {
    if (answer.body.length > MAX_ANSWER_BYTES) return;
    this.forget(url);
    this.answers.set(url, answer.encoded || answer.body.length < COMPRESS_FROM_BYTES ? answer : { ...answer, encoded: compressed(answer.body) });
    this.cachedBytes += answer.body.length;
    while (this.cachedBytes > MAX_CACHED_BYTES) this.forget(this.answers.keys().next().value!);
  }

  private forget(url: string) {
    const answer = this.answers.get(url);
    if (!answer) return;
    this.answers.delete(url);
    this.cachedBytes -= answer.body.length;
  }

  private projectorsOf(tables: readonly string[]): string[] {
    const key = tables.join(',');
    let names = this.projectorsOfTables.get(key);
    if (!names) {
      names = tables.map((table) => {
        const owner = this.projectors.find((projector) => projector.tables.includes(table));
        if (!owner) throw new Error(`@PublicRead: no projector owns the table ${table}`);
        return owner.name;
      });
      this.projectorsOfTables.set(key, names);
    }
    return names;
  }
}

function compressed(body: Buffer): { br: Buffer; gzip: Buffer } {
  return { br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(body) };
}

function isCurrent(answer: CachedAnswer, versions: ReadModelVersionMap): boolean {
  return answer.readFrom.every(([projector, version]) => versions.get(projector) === version);
}

/** Browsers revalidate every time (no-cache) and get a 304 while the ETag still matches. */
export function cacheHeaders(res: ServerResponse, etag: string) {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-cache');
}

function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer) {
  res.setHeader('x-correlation-id', correlationIdFor(req.headers['x-correlation-id']));
  for (const [name, value] of answer.headers ?? []) res.setHeader(name, value);
  cacheHeaders(res, answer.etag);
  if (!answer.anonymousOnly && matchesEtag(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', answer.contentType ?? 'application/json; charset=utf-8');
  const encoding = answer.encoded ? acceptedEncoding(req.headers['accept-encoding']) : null;
  const body = encoding ? answer.encoded![encoding] : answer.body;
  if (answer.encoded) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** brotli when the client takes it, else gzip, else none (an encoding with q=0 is refused). */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** If-None-Match compares weakly: `W/"x"` matches `"x"`, and `*` matches anything. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
