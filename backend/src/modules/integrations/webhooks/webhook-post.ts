import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressesAllowed, schemeAllowed } from '../domain/webhook-address';

/** Every address a host name resolves to (an IP literal is itself). */
export async function resolveHost(hostname: string): Promise<string[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return [host];
  const found = await dns.promises.lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

export type UrlRefusal = 'unresolvable' | 'not-allowed';

/** The addresses a URL may receive webhooks at, after DNS resolution, or why it may not. */
export async function allowedAddresses(url: URL, allowLoopback: boolean): Promise<{ addresses: string[] } | { refusal: UrlRefusal }> {
  const addresses = await resolveHost(url.hostname).catch(() => null);
  if (!addresses || addresses.length === 0) return { refusal: 'unresolvable' };
  return addressesAllowed(addresses, allowLoopback) && schemeAllowed(url, addresses, allowLoopback) ? { addresses } : { refusal: 'not-allowed' };
}

export interface PostOutcome {
  statusCode: number | null;
  responseExcerpt: string;
  /** A short reason for the delivery log, never the socket's or TLS library's own text. */
  error: string | null;
}

const EXCERPT_CHARS = 500;

/**
 * POSTs the body to exactly the addresses that were checked: the socket's lookup answers with them
 * instead of asking DNS again, so a name cannot resolve inward between the check and the connect.
 * TLS still verifies the certificate against the URL's host name.
 */
export function postWebhook(
  url: URL,
  addresses: string[],
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<PostOutcome> {
  const pinned = addresses.map((address) => ({ address, family: isIP(address) }));
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, pinned);
    callback(null, pinned[0].address, pinned[0].family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const timedOut = `Nema odgovora za ${options.timeoutMs} ms`;
  return new Promise<PostOutcome>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body).toString() },
        lookup: pinnedLookup,
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
        response.on('error', () => resolve({ statusCode: response.statusCode ?? null, responseExcerpt: excerpt, error: 'Odgovor je prekinut' }));
      },
    );
    const deadline = setTimeout(() => request.destroy(new TimeoutError(timedOut)), options.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new TimeoutError(timedOut)));
    request.on('error', (error) => {
      clearTimeout(deadline);
      if (options.signal.aborted) reject(error);
      else resolve({ statusCode: null, responseExcerpt: '', error: shortReason(error) });
    });
    request.end(body);
  });
}

class TimeoutError extends Error {}

/** What the delivery log says of a failed connection: the kind of failure, in a few words. */
export function shortReason(error: Error & { code?: string }): string {
  if (error instanceof TimeoutError) return error.message;
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return 'Veza je odbijena';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'Veza je prekinuta';
  if (code === 'ETIMEDOUT') return 'Veza nije uspostavljena na vreme';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'Adresa nije dostupna';
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|HOSTNAME|ALTNAME/.test(code)) return 'TLS sertifikat primaoca nije prihvaćen';
  if (/TLS|SSL/.test(code) || /ssl|tls/i.test(error.message)) return 'TLS veza nije uspela';
  return 'Isporuka nije uspela';
}
