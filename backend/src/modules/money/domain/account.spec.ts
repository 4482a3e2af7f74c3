import { accountCheckDigits, checkAccount, formatAccount, isValidAccount, normaliseAccount } from './account';

describe('A Serbian account number', () => {
  // The NBS's own examples of writing R (https://nbs.rs/QRcode/info_lat.html, 'Polje: Broj računa
  // primaoca plaćanja'): the middle part is padded with zeros on the left to 13 digits.
  it.each([
    ['840-955845-10', '840000000095584510'],
    ['165-55-74', '165000000000005574'],
    ['310-1234567891211-86', '310123456789121186'],
    ['845-0000000404849-87', '845000000040484987'],
  ])('reads the NBS example %s as the 18 digits %s, its check digits right', (written, digits) => {
    expect(normaliseAccount(written)).toBe(digits);
    expect(isValidAccount(digits)).toBe(true);
  });

  it('takes the forms people paste: 18 digits, spaces, a short middle part, an RS IBAN', () => {
    expect(normaliseAccount('160000000001234595')).toBe('160000000001234595');
    expect(normaliseAccount(' 160 0000000012345 95 ')).toBe('160000000001234595');
    expect(normaliseAccount('160-12345-95')).toBe('160000000001234595');
    // Every Serbian IBAN is RS35 + the 18 digits, since the account carries its own MOD 97 check.
    expect(normaliseAccount('RS35 1600 0000 0001 2345 95')).toBe('160000000001234595');
  });

  it('computes the check digits as 98 − (first 16 digits × 100 mod 97)', () => {
    expect(accountCheckDigits('1600000000012345')).toBe('95');
    expect(accountCheckDigits('8400000000955845')).toBe('10');
    // One below 10 is written with its leading zero.
    expect(accountCheckDigits('1600000000012374')).toBe('08');
    expect(normaliseAccount('160-12374-08')).toBe('160000000001237408');
  });

  it('refuses check digits that do not agree, naming the account as it should be read', () => {
    const check = checkAccount('160-0000000012345-67');
    expect(check).toEqual({ valid: false, problem: expect.stringContaining('kontrolni broj') });
    expect(!check.valid && check.problem).toContain('160-0000000012345-67');
    // A published generator's sample account that no bank would accept.
    expect(isValidAccount('845000000014284968')).toBe(false);
    // One digit changed anywhere is caught.
    expect(isValidAccount('160000000001234695')).toBe(false);
    expect(isValidAccount('260000000001234595')).toBe(false);
  });

  it('refuses what is not an account number at all', () => {
    for (const bad of ['', '160-123456789012345-95', '16000000000123459', '1600000000012345950', '160/12345/95', 'RS36160000000001234595', '000000000000000000', 'abc']) {
      expect(checkAccount(bad).valid).toBe(false);
    }
    expect(() => normaliseAccount('160-12345')).toThrow('Broj računa nije ispravan');
    expect(isValidAccount('160-0000000012345-95')).toBe(false);
  });

  it('is written back as people read it', () => {
    expect(formatAccount('160000000001234595')).toBe('160-0000000012345-95');
  });
});
