/**
 * ISO 7064 MOD 97-10, the check both a Serbian account number and a model 97 payment reference
 * carry: the check digits of a number are 98 − (number × 100 mod 97), written as two digits, and a
 * number followed by its check digits leaves 1 when divided by 97.
 */

/** The remainder of a decimal number of any length divided by 97 (too long for a JS number). */
export function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** The two check digits of a decimal number, '02' to '98'. */
export function mod97CheckDigits(digits: string): string {
  return String(98 - mod97(`${digits}00`)).padStart(2, '0');
}

/**
 * Letters as ISO 7064 (and the National Bank's decision on payment orders) turns them into digits
 * to compute check digits: A = 10, B = 11, … Z = 35; digits stay as they are.
 */
export function lettersAsDigits(text: string): string {
  return [...text].map((ch) => (ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch)).join('');
}
