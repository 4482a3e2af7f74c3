import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The guest's cancel link, mailed with every reservation: it works without an account, for that
 * reservation only. token = reservationId + "." + base64url(HMAC-SHA256(key, "cancel:" + id)),
 * the key derived from JWT_SECRET.
 */
const keyOf = (linkSecret: string) => createHmac('sha256', linkSecret).update('izlazak:reservation-cancel').digest();
const signature = (linkSecret: string, reservationId: string) =>
  createHmac('sha256', keyOf(linkSecret)).update(`cancel:${reservationId}`).digest('base64url');

export const reservationCancelToken = (linkSecret: string, reservationId: string) => `${reservationId}.${signature(linkSecret, reservationId)}`;

/** The reservation a cancel token was made for, or null when it is not one of ours. */
export function reservationOfCancelToken(linkSecret: string, token: string): string | null {
  const match = /^([A-Za-z0-9-]{1,100})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(linkSecret, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

export const reservationCancelUrl = (appUrl: string, token: string) => `${appUrl}/reservation/cancel?token=${encodeURIComponent(token)}`;
