import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressesAllowed, schemeAllowed } from '../domain/webhook-address';

export class AddressNotAllowedError extends Error {
  constructor(host: string) {
    super(`Adresa ${host} nije dozvoljena`);
    this.name = 'AddressNotAllowedError';
  }
}

/** Every address a host name resolves to (an IP literal is itself). */
export async function resolveHost(hostname: string): Promise<string[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return [host];
  const found = await dns.promises.lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

/** Whether a URL may receive webhooks, after DNS resolution: null when it may, else why not. */
export async function urlRefusal(url: URL, allowLoopback: boolean): Promise<'unresolvable' | 'not-allowed' | null> {
  const addresses = await resolveHost(url.hostname).catch(() => null);
  if (!addresses || addresses.length === 0) return 'unresolvable';
  return addressesAllowed(addresses, allowLoopback) && schemeAllowed(url, addresses, allowLoopback) ? null : 'not-allowed';
}

export interface PostOutcome {
  statusCode: number | null;
  responseExcerpt: string;
  error: string | null;
}

const EXCERPT_CHARS = 500;

/**
 * POSTs the body. The connection is opened only to an address checked at connect time (the
 * socket's own lookup), so a name that resolves inward after registration is still refused.
 */
export function postWebhook(url: URL, headers: Record<string, string>, body: string, options: { timeoutMs: number; allowLoopback: boolean; signal: AbortSignal }): Promise<PostOutcome> {
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as dns.LookupAddress[];
      if (!addressesAllowed(list.map((entry) => entry.address), options.allowLoopback)) return callback(new AddressNotAllowedError(hostname), '', 0);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body).toString() },
        lookup: guardedLookup,
        signal: options.signal,
        timeout: options.timeoutMs,
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < EXCERPT_CHARS) excerpt += chunk.slice(0, EXCERPT_CHARS - excerpt.length);
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? null, responseExcerpt: excerpt, error: null }));
        response.on('error', (error) => resolve({ statusCode: response.statusCode ?? null, responseExcerpt: excerpt, error: error.message }));
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error(`Nema odgovora za ${options.timeoutMs} ms`)), options.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error(`Nema odgovora za ${options.timeoutMs} ms`)));
    request.on('error', (error) => {
      clearTimeout(deadline);
      if (options.signal.aborted) reject(error);
      else resolve({ statusCode: null, responseExcerpt: '', error: error.message });
    });
    request.end(body);
  });
}
