import { randomBytes } from 'node:crypto';

/** 18 random bytes, base64url: 24 characters nobody guesses, a small QR (as a guest list's door code). */
export const newTicketToken = () => randomBytes(18).toString('base64url');

/** An order's number: 9 characters without look-alikes (a reservation's has 8), read out over the phone and made into its payment reference. */
export function newOrderNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(9)].map((byte) => alphabet[byte % alphabet.length]).join('');
}
