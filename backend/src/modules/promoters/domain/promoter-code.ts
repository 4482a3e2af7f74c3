import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied from a story is typed right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PROMOTER_CODE_LENGTH = 7;

/** 31^7 ≈ 27 billion codes: a clash is rare, and the enrolment retries one that is taken. */
export const newPromoterCode = () => Array.from({ length: PROMOTER_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A code as a guest may type it (lower case, spaces around): the form it is stored in, or null when it cannot be one. */
export function normalPromoterCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[2-9A-HJKMNP-Z]{4,12}$/.test(code) ? code : null;
}
