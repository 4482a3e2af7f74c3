import { randomBytes } from 'node:crypto';

/** A short id people can read out over the phone: 8 characters without look-alikes. */
export function newUniqueId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}
