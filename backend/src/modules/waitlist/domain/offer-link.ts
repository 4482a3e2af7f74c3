import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link an offer's mail holds: it names the venue, the night and the offer (so the claim finds
 * the offer's stream without any lookup) and is signed with a key derived from JWT_SECRET.
 * token = base64url(clubId "/" night "/" offerId) + "." + base64url(HMAC-SHA256(key, that text)).
 */
export interface OfferRef {
  clubId: string;
  night: string;
  offerId: string;
}

const keyOf = (linkSecret: string) => createHmac('sha256', linkSecret).update('izlazak:waitlist-offer').digest();
const signature = (linkSecret: string, payload: string) => createHmac('sha256', keyOf(linkSecret)).update(payload).digest('base64url');

export function waitlistOfferToken(linkSecret: string, { clubId, night, offerId }: OfferRef): string {
  const payload = Buffer.from(`${clubId}/${night}/${offerId}`).toString('base64url');
  return `${payload}.${signature(linkSecret, payload)}`;
}

/** The offer a token names, when it is one this server signed; null otherwise. */
export function offerOfToken(linkSecret: string, token: string): OfferRef | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(linkSecret, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [clubId, night, offerId, ...rest] = Buffer.from(match[1], 'base64url').toString('utf8').split('/');
  if (rest.length > 0 || !clubId || !/^\d{4}-\d{2}-\d{2}$/.test(night ?? '') || !offerId) return null;
  return { clubId, night, offerId };
}

export const waitlistOfferUrl = (appUrl: string, token: string) => `${appUrl}/waitlist/offer/${encodeURIComponent(token)}`;
