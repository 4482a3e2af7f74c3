import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizedEmail } from './subscription.decider';

/**
 * The unsubscribe link of the news mails (new events, new venues). Their rules address every
 * subscriber from the read model, which keeps only a hash of each confirmation token; so these
 * links carry the address and an HMAC of it (key derived from JWT_SECRET) instead:
 * token = base64url(email) + "." + base64url(HMAC-SHA256(key, "unsubscribe:" + email)).
 */
const keyOf = (linkSecret: string) => createHmac('sha256', linkSecret).update('izlazak:news-unsubscribe').digest();
const signature = (linkSecret: string, email: string) => createHmac('sha256', keyOf(linkSecret)).update(`unsubscribe:${email}`).digest('base64url');

export function newsUnsubscribeToken(linkSecret: string, email: string): string {
  const address = normalizedEmail(email);
  return `${Buffer.from(address).toString('base64url')}.${signature(linkSecret, address)}`;
}

/** The address a news unsubscribe token was made for, or null when it is not one of ours. */
export function emailOfNewsUnsubscribeToken(linkSecret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1], 'base64url').toString('utf8');
  const expected = Buffer.from(signature(linkSecret, email));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}

export const unsubscribeUrl = (appUrl: string, token: string) => `${appUrl}/api/site/unsubscribe/${encodeURIComponent(token)}`;
