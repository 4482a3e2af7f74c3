import { lettersAsDigits, mod97, mod97CheckDigits } from './iso7064';

/**
 * A Serbian payment account number: 3 digits of the bank, 13 of the account (zero-padded on the
 * left when written shorter) and 2 check digits, ISO 7064 MOD 97-10 over the first 16. People write
 * it '160-0000000012345-95', '160-12345-95' or '160000000001234595'; the IPS QR code's R tag takes
 * the 18 digits with no dashes.
 */
export type AccountCheck = { valid: true; account: string } | { valid: false; problem: string };

export const ACCOUNT_EXAMPLE = '160-0000000012345-95';

const FORMAT_PROBLEM = `Broj računa nije ispravan: upišite ga kao ${ACCOUNT_EXAMPLE} (banka-račun-kontrolni broj) ili kao 18 cifara.`;

/** The check digits of an account: the last two of its 18, computed over the first 16. */
export function accountCheckDigits(bankAndAccount: string): string {
  return mod97CheckDigits(bankAndAccount);
}

/** Reads an account number in any of the usual forms (an RS IBAN too) as its 18 digits, or says what is wrong. */
export function checkAccount(input: string): AccountCheck {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  let digits: string | null = null;
  const dashed = /^(\d{3})-(\d{1,13})-(\d{2})$/.exec(compact);
  if (dashed) digits = `${dashed[1]}${dashed[2].padStart(13, '0')}${dashed[3]}`;
  else if (/^\d{18}$/.test(compact)) digits = compact;
  else if (/^RS\d{20}$/.test(compact)) {
    // An IBAN's own check: the country code and its check digits moved to the end leave 1 mod 97.
    if (mod97(lettersAsDigits(`${compact.slice(4)}${compact.slice(0, 4)}`)) !== 1) {
      return { valid: false, problem: 'IBAN nije ispravan: kontrolni broj (RS i dve cifre iza) ne odgovara računu.' };
    }
    digits = compact.slice(4);
  }
  if (digits === null) return { valid: false, problem: FORMAT_PROBLEM };
  if (/^0{16}/.test(digits)) return { valid: false, problem: FORMAT_PROBLEM };
  if (accountCheckDigits(digits.slice(0, 16)) !== digits.slice(16)) {
    return { valid: false, problem: `Broj računa nije ispravan: kontrolni broj (poslednje dve cifre) ne odgovara, proverite ${formatAccount(digits)}.` };
  }
  return { valid: true, account: digits };
}

/** The 18 digits of a valid account number; throws with the problem otherwise. */
export function normaliseAccount(input: string): string {
  const check = checkAccount(input);
  if (!check.valid) throw new Error(check.problem);
  return check.account;
}

/** True when the text is exactly 18 digits whose last two are the check digits of the first 16. */
export function isValidAccount(digits: string): boolean {
  return /^\d{18}$/.test(digits) && !/^0{16}/.test(digits) && accountCheckDigits(digits.slice(0, 16)) === digits.slice(16);
}

/** 18 digits as people read them on a payment slip: '160-0000000012345-95'. */
export function formatAccount(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 16)}-${digits.slice(16)}`;
}
