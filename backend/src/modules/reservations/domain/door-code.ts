import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The door code of a reservation: a signed token that names the reservation, mailed as the QR code
 * of `APP_URL/r/<token>` and scanned at the door (docs/door.md). It is signed under its own purpose,
 * so it is never a cancel link's token, nor the other way round; it does not change with the
 * reservation (whether it lets anyone in is the reservation's status, read on every scan).
 *
 * For a UUID id (every reservation's): base64url(the UUID's 16 bytes ‖ the first 12 bytes of
 * HMAC-SHA256(key, "door:" + id)), 38 characters, so the URL fits a small QR code. Any other id:
 * id + "." + base64url(those 12 bytes).
 */
const MAC_BYTES = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const COMPACT = /^[A-Za-z0-9_-]{38}$/;
const DOTTED = /^([A-Za-z0-9-]{1,100})\.([A-Za-z0-9_-]{16})$/;

const keyOf = (linkSecret: string) => createHmac('sha256', linkSecret).update('izlazak:door-code').digest();
const macOf = (linkSecret: string, reservationId: string) => createHmac('sha256', keyOf(linkSecret)).update(`door:${reservationId}`).digest().subarray(0, MAC_BYTES);

export function doorToken(linkSecret: string, reservationId: string): string {
  const mac = macOf(linkSecret, reservationId);
  if (UUID.test(reservationId)) return Buffer.concat([Buffer.from(reservationId.replace(/-/g, ''), 'hex'), mac]).toString('base64url');
  return `${reservationId}.${mac.toString('base64url')}`;
}

/** The reservation a door token names, when the token is genuine; null for anything else. */
export function reservationOfDoorToken(linkSecret: string, token: string): string | null {
  const reservationId = namedReservation(token);
  if (!reservationId) return null;
  const expected = Buffer.from(doorToken(linkSecret, reservationId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? reservationId : null;
}

function namedReservation(token: string): string | null {
  if (COMPACT.test(token)) {
    const hex = Buffer.from(token, 'base64url').subarray(0, 16).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  return DOTTED.exec(token)?.[1] ?? null;
}

/** What the QR code holds: the guest who scans their own code lands on their reservation. */
export const doorCodeUrl = (appUrl: string, token: string) => `${appUrl}/r/${token}`;

export { tokenOfScannedCode } from '@izlazak/contracts';
