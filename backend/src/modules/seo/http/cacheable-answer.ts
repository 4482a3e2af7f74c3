import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { ReadCache } from '#platform/read-cache/read-cache';
import type { ReadModelVersionMap } from '#platform/projections/read-model-versions';

/** A page or file read from read models, as the read cache may keep it. */
export interface CacheableAnswer {
  status: number;
  body: string;
  contentType: string;
  tables: readonly string[];
  /** The API addresses (path and query) it was also built from: it stands while their cached answers would. */
  alsoReadFrom?: readonly string[];
  stillFresh: () => boolean;
}

/** Headers that belong to one request or that the cache sets itself, never copied onto a cached answer. */
const PER_REQUEST = new Set(['x-correlation-id', 'set-cookie', 'content-length', 'content-type', 'etag', 'cache-control', 'strict-transport-security', 'vary']);

/**
 * Sends the answer with its strong ETag (If-None-Match → 304); a 200 for a GET is remembered by
 * the read cache under its address with the versions read before it was built, the headers the
 * app set on it (Content-Security-Policy and the rest) and when it goes stale by time (its own or
 * an API read's it was built from, such as a guest list that closes). One built
 * from an API read the cache does not keep is not remembered (nothing would tell when it changed).
 */
export function cacheable(cache: ReadCache, req: Request, res: Response, versions: ReadModelVersionMap, answer: CacheableAnswer) {
  const cached = cache.answerOf(answer.body, answer.tables, versions);
  const readFrom = cache.alsoReadFrom(cached, answer.alsoReadFrom ?? [], versions);
  if (answer.status === 200 && req.method === 'GET' && readFrom) {
    const headers = Object.entries(res.getHeaders())
      .filter(([name, value]) => !PER_REQUEST.has(name.toLowerCase()) && value !== undefined)
      .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
    // Compressed once here, so the front door sends a page as small as the static frontend would.
    const encoded = { br: brotliCompressSync(cached.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(cached.body, { level: 9 }) };
    const readsFresh = readFrom.stillFresh;
    const stillFresh = readsFresh ? () => answer.stillFresh() && readsFresh() : answer.stillFresh;
    cache.remember(req.originalUrl, { ...readFrom, contentType: answer.contentType, headers, stillFresh, encoded });
  }
  res.status(answer.status);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Type', answer.contentType);
  if (answer.status === 200) res.setHeader('ETag', cached.etag);
  res.send(answer.body);
}
