import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The guest's cancel link, mailed with every reservation: it works without an account, for that
 * reservation only, and only while the reservation is still the guest's at the address it was
 * mailed to (a corrected address invalidates the links mailed before).
 * token = reservationId + "." + base64url(HMAC-SHA256(key, "cancel:" + id + ":" + e-mail)), the key
 * derived from JWT_SECRET.
 */
const keyOf = (linkSecret: string) => createHmac('sha256', linkSecret).update('izlazak:reservation-cancel').digest();
const signature = (linkSecret: string, reservationId: string, email: string) =>
  createHmac('sha256', keyOf(linkSecret)).update(`cancel:${reservationId}:${email.trim().toLowerCase()}`).digest('base64url');

export const reservationCancelToken = (linkSecret: string, reservationId: string, email: string) =>
  `${reservationId}.${signature(linkSecret, reservationId, email)}`;

/** The reservation a token names, when it has the shape of one (whether it is genuine needs the address: `cancelTokenFits`). */
export function reservationOfCancelToken(token: string): string | null {
  return /^([A-Za-z0-9-]{1,100})\.([A-Za-z0-9_-]{43})$/.exec(token)?.[1] ?? null;
}

/** True when the token was made for this reservation at this guest address. */
export function cancelTokenFits(linkSecret: string, token: string, reservationId: string, email: string): boolean {
  const expected = Buffer.from(reservationCancelToken(linkSecret, reservationId, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const reservationCancelUrl = (appUrl: string, token: string) => `${appUrl}/reservation/cancel?token=${encodeURIComponent(token)}`;
