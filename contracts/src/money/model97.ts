import { lettersAsDigits, mod97CheckDigits } from './iso7064';

/**
 * The payment reference ('poziv na broj') by model 97: '97', two check digits, then the reference
 * itself, written with no spaces or dashes. The check digits are ISO 7064 MOD 97-10 over the
 * reference, letters turned into digits first (A = 10 … Z = 35). Example from the National Bank's
 * decision on instant transfers (Prilog 1, tag RO): 9714123412 — model 97, check 14, reference 123412.
 */
export const MODEL_97 = '97';

/** The IPS QR code's RO (model and reference together) is at most 25 characters. */
export const REFERENCE_MAX_LENGTH = 25;

const BASE_MAX_LENGTH = REFERENCE_MAX_LENGTH - 4;

/** A reference as people type it, without the spaces and dashes model 97 does not allow: '97 14-123412' → '9714123412'. */
export function compactReference(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** The two check digits of a reference (digits and letters A–Z). */
export function model97CheckDigits(base: string): string {
  if (!/^[0-9A-Z]+$/.test(base)) throw new Error('Poziv na broj po modelu 97 sme da sadrži samo cifre i slova A–Z.');
  return mod97CheckDigits(lettersAsDigits(base));
}

/** '97' + check digits + the reference: model97Reference('123412') = '9714123412'. */
export function model97Reference(base: string): string {
  const compact = compactReference(base);
  if (compact.length === 0) throw new Error('Poziv na broj je prazan.');
  if (compact.length > BASE_MAX_LENGTH) {
    throw new Error(`Poziv na broj po modelu 97 može imati najviše ${BASE_MAX_LENGTH} znak (sa modelom i kontrolnim brojem ${REFERENCE_MAX_LENGTH} znakova).`);
  }
  return `${MODEL_97}${model97CheckDigits(compact)}${compact}`;
}

/** True for a model 97 reference written as the code carries it: '97', the right check digits, the reference, at most 25 characters. */
export function isValidModel97(reference: string): boolean {
  const match = /^97(\d{2})([0-9A-Z]+)$/.exec(reference);
  return match !== null && reference.length <= REFERENCE_MAX_LENGTH && model97CheckDigits(match[2]) === match[1];
}

/**
 * The reference a reservation's deposit is paid with, made from its uniqueId ('ABCD2345'): every
 * character as two digits (digits 00–09, letters by the standard's values A = 10 … Z = 35), so the
 * reference has only digits — what every bank app and statement carries unchanged — and two
 * different uniqueIds never give the same reference (writing letters as 10–35 next to single
 * digits would: 'N2…' and '23…' both start '23'). An 8-character uniqueId gives 16 digits, 20
 * characters with the model and check digits.
 */
export function reservationPaymentReference(uniqueId: string): string {
  const id = uniqueId.toUpperCase();
  if (!/^[0-9A-Z]{1,10}$/.test(id)) throw new Error(`Broj rezervacije '${uniqueId}' ne može biti poziv na broj: dozvoljena su do 10 slova i cifara.`);
  return model97Reference([...id].map((ch) => lettersAsDigits(ch).padStart(2, '0')).join(''));
}

/** The uniqueId a reservation's payment reference was made from, or null when the text is not one (statement lines are matched with it). */
export function uniqueIdOfPaymentReference(reference: string): string | null {
  const compact = compactReference(reference);
  if (!isValidModel97(compact)) return null;
  const pairs = compact.slice(4).match(/\d\d/g);
  if (!pairs || pairs.join('') !== compact.slice(4)) return null;
  const chars = pairs.map(Number).map((n) => (n < 10 ? String(n) : n <= 35 ? String.fromCharCode(n + 55) : null));
  return chars.every((ch) => ch !== null) ? chars.join('') : null;
}
