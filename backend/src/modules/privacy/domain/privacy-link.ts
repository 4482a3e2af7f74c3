import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PrivacyRequestKind } from './privacy-request.decider';

/**
 * The links a privacy request mails: they name the request, signed with a key derived from
 * JWT_SECRET (as the reservation and waitlist links are). The request's event carries no token, so
 * the event store and its readers cannot use a link; its expiry and address are in the event.
 * token = requestId + "." + base64url(HMAC-SHA256(key, kind + ":" + requestId)).
 */
const keyOf = (linkSecret: string) => createHmac('sha256', linkSecret).update('izlazak:privacy-request').digest();
const signature = (linkSecret: string, kind: PrivacyRequestKind, requestId: string) => createHmac('sha256', keyOf(linkSecret)).update(`${kind}:${requestId}`).digest('base64url');

export const privacyLinkToken = (linkSecret: string, kind: PrivacyRequestKind, requestId: string) => `${requestId}.${signature(linkSecret, kind, requestId)}`;

/** The request a token was signed for, or null for anything else (forged, mangled, the other kind's). */
export function requestOfToken(linkSecret: string, kind: PrivacyRequestKind, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(linkSecret, kind, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

/** The export link downloads the JSON straight from the API; the erasure link opens the page that asks once more. */
export const privacyExportUrl = (appUrl: string, token: string) => `${appUrl}/api/privacy/export/${encodeURIComponent(token)}`;
export const privacyErasureUrl = (appUrl: string, token: string) => `${appUrl}/privacy/erase/${encodeURIComponent(token)}`;
