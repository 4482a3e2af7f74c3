import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The guest's cancel link, mailed with every reservation: it works without an account, for that
 * reservation only, and only while the reservation is still the guest's at the address it was
 * mailed to (a corrected address invalidates the links mailed before).
 * token = reservationId + "." + base64url(HMAC-SHA256(key, "cancel:" + id + ":" + e-mail)), the key
 * derived from JWT_SECRET.
 */
const keyOf = (linkSecret: string) => createHmac('sha256', linkSecret).update('izlazak:reservation-cancel').digest();
/** What a link may do: cancel the reservation, or ('Dolazim' in the night's reminder) confirm the guest is coming. */
type LinkPurpose = 'cancel' | 'attend';
const signature = (linkSecret: string, purpose: LinkPurpose, reservationId: string, email: string) =>
  createHmac('sha256', keyOf(linkSecret)).update(`${purpose}:${reservationId}:${email.trim().toLowerCase()}`).digest('base64url');
const signedToken = (linkSecret: string, purpose: LinkPurpose, reservationId: string, email: string) => `${reservationId}.${signature(linkSecret, purpose, reservationId, email)}`;

export const reservationCancelToken = (linkSecret: string, reservationId: string, email: string) => signedToken(linkSecret, 'cancel', reservationId, email);

/** 'Dolazim' from the night's reminder: signed as the cancel link is, for that purpose alone (docs/reminders.md). */
export const reservationAttendToken = (linkSecret: string, reservationId: string, email: string) => signedToken(linkSecret, 'attend', reservationId, email);

/** The reservation a token names, when it has the shape of one (whether it is genuine needs the address: `cancelTokenFits`, `attendTokenFits`). */
export function reservationOfCancelToken(token: string): string | null {
  return /^([A-Za-z0-9-]{1,100})\.([A-Za-z0-9_-]{43})$/.exec(token)?.[1] ?? null;
}

/** True when the token was made for this reservation at this guest address. */
export const cancelTokenFits = (linkSecret: string, token: string, reservationId: string, email: string) =>
  tokenFits(reservationCancelToken(linkSecret, reservationId, email), token);

/** True when the token is the 'Dolazim' link of this reservation at this guest address. */
export const attendTokenFits = (linkSecret: string, token: string, reservationId: string, email: string) =>
  tokenFits(reservationAttendToken(linkSecret, reservationId, email), token);

function tokenFits(expectedToken: string, token: string): boolean {
  const expected = Buffer.from(expectedToken);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const reservationCancelUrl = (appUrl: string, token: string) => `${appUrl}/reservation/cancel?token=${encodeURIComponent(token)}`;
export const reservationAttendUrl = (appUrl: string, token: string) => `${appUrl}/reservation/attend?token=${encodeURIComponent(token)}`;
