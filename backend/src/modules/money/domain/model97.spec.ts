import { compactReference, isValidModel97, model97CheckDigits, model97Reference, reservationPaymentReference, uniqueIdOfPaymentReference } from './model97';

describe('The model 97 payment reference', () => {
  it('reproduces the example of the NBS decision on instant transfers (Prilog 1, tag RO): 9714123412', () => {
    // "позив на број одобрења 9714123412, у којем је 97 број модела, а 14 је контролни број ... за низ 123412"
    expect(model97CheckDigits('123412')).toBe('14');
    expect(model97Reference('123412')).toBe('9714123412');
    expect(isValidModel97('9714123412')).toBe(true);
  });

  it('agrees with the reference of the NBS example code (RO:97163220000111111111000)', () => {
    expect(model97Reference('3220000111111111000')).toBe('97163220000111111111000');
    expect(isValidModel97('97163220000111111111000')).toBe(true);
  });

  it('writes check digits below 10 with a leading zero', () => {
    expect(model97Reference('123414')).toBe('9708123414');
    expect(isValidModel97('978123414')).toBe(false);
  });

  it('turns letters into digits for the check, A = 10 … Z = 35, and keeps them in the reference', () => {
    // 'AB12' counts as 101112: the same check digits as the digits written out.
    expect(model97CheckDigits('AB12')).toBe(model97CheckDigits('101112'));
    expect(model97Reference('ab-12')).toBe(`97${model97CheckDigits('101112')}AB12`);
    expect(isValidModel97(model97Reference('AB12'))).toBe(true);
  });

  it('drops the spaces and dashes people write, which model 97 does not allow', () => {
    expect(compactReference('97 14-1234 12')).toBe('9714123412');
    expect(model97Reference('12-34 12')).toBe('9714123412');
    expect(isValidModel97('97 14 123412')).toBe(false);
  });

  it('refuses a reference whose check digits do not agree, or that is not model 97', () => {
    expect(isValidModel97('9715123412')).toBe(false);
    expect(isValidModel97('9741123412')).toBe(false);
    expect(isValidModel97('9714123413')).toBe(false);
    expect(isValidModel97('0014123412')).toBe(false);
    expect(isValidModel97('9714')).toBe(false);
    expect(isValidModel97('')).toBe(false);
  });

  it('fits the IPS QR code: at most 25 characters with the model and check digits', () => {
    expect(model97Reference('9'.repeat(21))).toHaveLength(25);
    expect(() => model97Reference('9'.repeat(22))).toThrow('najviše 21');
    expect(isValidModel97(`97${model97CheckDigits('9'.repeat(22))}${'9'.repeat(22)}`)).toBe(false);
    expect(() => model97Reference('')).toThrow('prazan');
    expect(() => model97Reference('12/34')).toThrow('cifre i slova');
  });
});

describe("A reservation's payment reference", () => {
  it('is model 97 over the uniqueId, every character as two digits, 20 digits for 8 characters', () => {
    // A = 10, B = 11, C = 12, D = 13, 2 = 02, 3 = 03, 4 = 04, 5 = 05.
    const reference = reservationPaymentReference('ABCD2345');
    expect(reference).toBe(`97${model97CheckDigits('1011121302030405')}1011121302030405`);
    expect(reference).toMatch(/^\d{20}$/);
    expect(isValidModel97(reference)).toBe(true);
    expect(reservationPaymentReference('abcd2345')).toBe(reference);
  });

  it('differs for uniqueIds that converting letters to 10–35 next to single digits would mix up', () => {
    // 'N' is 23: written as '23' next to single digits, N2345678 and 23N45678 would both read 232345678…
    expect(reservationPaymentReference('N2345678')).not.toBe(reservationPaymentReference('23N45678'));
    const references = new Set(['N2345678', '23N45678', 'NN345678', '2323N678', 'ZZZZZZZZ', '22222222', 'Z2222222', '2Z222222'].map(reservationPaymentReference));
    expect(references.size).toBe(8);
  });

  it('gives back the uniqueId it was made of, also as a bank statement writes it', () => {
    const reference = reservationPaymentReference('WAIT2345');
    expect(uniqueIdOfPaymentReference(reference)).toBe('WAIT2345');
    const spaced = `${reference.slice(0, 2)} ${reference.slice(2, 4)}-${reference.slice(4)}`;
    expect(uniqueIdOfPaymentReference(spaced)).toBe('WAIT2345');
    expect(uniqueIdOfPaymentReference(model97Reference('12345'))).toBeNull(); // an odd number of digits: not one of ours
    expect(uniqueIdOfPaymentReference(`97${model97CheckDigits('3699')}3699`)).toBeNull(); // 36 is no character
    expect(uniqueIdOfPaymentReference(`${reference.slice(0, -1)}${reference.endsWith('5') ? '6' : '5'}`)).toBeNull();
  });

  it('refuses an id that cannot be one', () => {
    expect(() => reservationPaymentReference('demo-17')).toThrow('ne može biti poziv na broj');
    expect(() => reservationPaymentReference('')).toThrow();
    expect(() => reservationPaymentReference('ABCDEFGHJKL')).toThrow();
  });
});
