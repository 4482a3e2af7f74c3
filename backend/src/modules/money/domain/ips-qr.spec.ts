import { DEFAULT_PAYMENT_CODE, IpsQrError, ipsAmount, ipsQrText, validateIpsQrText, type PaymentSlip } from './ips-qr';
import { reservationPaymentReference } from './model97';

const deposit = (over: Partial<PaymentSlip> = {}): PaymentSlip => ({
  payeeName: 'Klub Dorćol d.o.o.',
  payeePlace: 'Beograd',
  payeeAccount: '160-0000000012345-95',
  amount: 10000,
  purpose: 'Depozit za rezervaciju ABCD2345',
  reference: reservationPaymentReference('ABCD2345'),
  ...over,
});

/** The field an invalid slip is refused for, and the message. */
function refusal(slip: PaymentSlip): { field: string; message: string } {
  try {
    ipsQrText(slip);
  } catch (error) {
    if (error instanceof IpsQrError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('the slip was accepted');
}

/** Tags the validator names for a text, in order (null for rules about the whole text). */
const violatedTags = (text: string) => validateIpsQrText(text).map((v) => v.tag);

describe('The IPS QR code of a payment slip', () => {
  it('reproduces the NBS example code exactly, and the validator finds nothing wrong with it', () => {
    // The example code of the NBS's IPS QR pages (an EPS electricity bill, nbs.rs/QRcode), as public
    // implementations reproduce it: N and P on several lines joined by CR LF, the payer's address in P.
    const example =
      'K:PR|V:01|C:1|R:845000000040484987|N:JP EPS BEOGRAD\r\nBALKANSKA 13|I:RSD3596,13|P:MRĐO MAČKATOVIĆ\r\nŽUPSKA 13\r\nBEOGRAD 6|SF:189|S:UPLATA PO RAČUNU ZA EL. ENERGIJU|RO:97163220000111111111000';
    expect(validateIpsQrText(example)).toEqual([]);
    const text = ipsQrText({
      payeeName: 'JP EPS BEOGRAD',
      payeePlace: 'BALKANSKA 13',
      payeeAccount: '845-0000000404849-87',
      amount: 3596.13,
      payer: { name: 'MRĐO MAČKATOVIĆ', address: 'ŽUPSKA 13\nBEOGRAD 6' },
      paymentCode: '189',
      purpose: 'UPLATA PO RAČUNU ZA EL. ENERGIJU',
      reference: '97163220000111111111000',
    });
    expect(text).toBe(example);
  });

  it("makes a deposit's code: the tags in order, 289 by default, the amount with a decimal comma, the reservation's reference", () => {
    const text = ipsQrText(deposit());
    expect(text).toBe(
      `K:PR|V:01|C:1|R:160000000001234595|N:Klub Dorćol d.o.o.\r\nBeograd|I:RSD10000,00|SF:289|S:Depozit za rezervaciju ABCD2345|RO:${reservationPaymentReference('ABCD2345')}`,
    );
    expect(DEFAULT_PAYMENT_CODE).toBe('289');
    expect(validateIpsQrText(text)).toEqual([]);
  });

  it('leaves out the optional tags it has no value for, and never ends with |', () => {
    const text = ipsQrText(deposit({ payeePlace: undefined, purpose: '  ', reference: undefined }));
    expect(text).toBe('K:PR|V:01|C:1|R:160000000001234595|N:Klub Dorćol d.o.o.|I:RSD10000,00|SF:289');
    expect(validateIpsQrText(text)).toEqual([]);
  });

  it('carries the payer when asked, between I and SF', () => {
    const text = ipsQrText(deposit({ payer: { name: 'Marko Marković', address: 'Knez Mihailova 1, Beograd' } }));
    expect(text).toContain('|I:RSD10000,00|P:Marko Marković\r\nKnez Mihailova 1, Beograd|SF:289|');
  });

  it('takes the account in the forms people write it and writes its 18 digits', () => {
    for (const account of ['160-12345-95', '160000000001234595', 'RS35160000000001234595', '160 0000000012345 95']) {
      expect(ipsQrText(deposit({ payeeAccount: account }))).toContain('|R:160000000001234595|');
    }
  });

  it('writes whole dinars and para with a decimal comma and two decimals, no thousands separators', () => {
    expect(ipsAmount(5000)).toBe('RSD5000,00');
    expect(ipsAmount(1234.5)).toBe('RSD1234,50');
    expect(ipsAmount(0.01)).toBe('RSD0,01');
    expect(ipsAmount(1234567.89)).toBe('RSD1234567,89');
    expect(ipsAmount(999_999_999_999.99)).toBe('RSD999999999999,99');
    expect(ipsQrText(deposit({ amount: 2500.5 }))).toContain('|I:RSD2500,50|');
  });

  it.each([
    [0, 'veći od 0'],
    [-100, 'veći od 0'],
    [Number.NaN, 'veći od 0'],
    [Number.POSITIVE_INFINITY, 'veći od 0'],
    [10.005, 'dve decimale'],
    [1_000_000_000_000, 'najvećeg'],
  ])('refuses the amount %s', (amount, message) => {
    expect(refusal(deposit({ amount }))).toEqual({ field: 'amount', message: expect.stringContaining(message) });
  });

  it('refuses an account whose check digits do not agree, or that is no account', () => {
    expect(refusal(deposit({ payeeAccount: '160-0000000012345-67' }))).toEqual({ field: 'payeeAccount', message: expect.stringContaining('kontrolni broj') });
    expect(refusal(deposit({ payeeAccount: '160-12345' })).field).toBe('payeeAccount');
    expect(refusal(deposit({ payeeAccount: '' })).field).toBe('payeeAccount');
  });

  it('keeps the purpose to 35 characters and one line', () => {
    const longest = 'D'.repeat(35);
    expect(ipsQrText(deposit({ purpose: longest }))).toContain(`|S:${longest}|`);
    expect(refusal(deposit({ purpose: `${longest}x` }))).toEqual({ field: 'purpose', message: expect.stringContaining('najviše 35') });
    expect(ipsQrText(deposit({ purpose: 'Depozit\nsto 7' }))).toContain('|S:Depozit sto 7|');
  });

  it('keeps name and seat to 70 characters and three lines', () => {
    const name = 'N'.repeat(60);
    expect(ipsQrText(deposit({ payeeName: name, payeePlace: 'Beograd' }))).toContain(`|N:${name}\r\nBeograd|`); // 60 + 2 + 7 = 69
    expect(refusal(deposit({ payeeName: name, payeePlace: 'Novi Beograd' }))).toEqual({ field: 'payeePlace', message: expect.stringContaining('najviše 70') });
    expect(refusal(deposit({ payeeName: 'N'.repeat(71), payeePlace: undefined })).field).toBe('payeeName');
    expect(refusal(deposit({ payeePlace: 'Cara Dušana 1\n11000\nBeograd' }))).toEqual({ field: 'payeePlace', message: expect.stringContaining('najviše 3 reda') });
    expect(refusal(deposit({ payeeName: '   ' }))).toEqual({ field: 'payeeName', message: 'Naziv primaoca je obavezan.' });
  });

  it('writes text in Latin script with the characters the code allows', () => {
    const text = ipsQrText(deposit({ payeeName: 'Клуб „Џез Њујорк“ – Љиљана', payeePlace: 'Café   Beograd', purpose: 'ДЕПОЗИТ ЉУБИЦА' }));
    expect(text).toContain('|N:Klub "Džez Njujork" - Ljiljana\r\nCafe Beograd|');
    expect(text).toContain('|S:DEPOZIT LJUBICA|');
    expect(validateIpsQrText(text)).toEqual([]);
  });

  it('refuses characters it cannot write, | first of all', () => {
    expect(refusal(deposit({ payeeName: 'Bar | Lounge' }))).toEqual({ field: 'payeeName', message: expect.stringContaining("'|'") });
    expect(refusal(deposit({ purpose: 'Depozit 🍾' }))).toEqual({ field: 'purpose', message: expect.stringContaining('🍾') });
    expect(refusal(deposit({ payer: { name: 'Marko\\Marković' } })).field).toBe('payer');
  });

  it('takes another three-digit payment code, and refuses one that is not', () => {
    expect(ipsQrText(deposit({ paymentCode: '221' }))).toContain('|SF:221|');
    for (const paymentCode of ['28', '2890', '2a9', '']) expect(refusal(deposit({ paymentCode })).field).toBe('paymentCode');
  });

  it('takes a model 97 reference written with spaces or dashes, and refuses a wrong one', () => {
    expect(ipsQrText(deposit({ reference: '97 14-123412' }))).toMatch(/\|RO:9714123412$/);
    expect(refusal(deposit({ reference: '9715123412' }))).toEqual({ field: 'reference', message: expect.stringContaining('kontrolni broj') });
    expect(refusal(deposit({ reference: '00123412' }))).toEqual({ field: 'reference', message: expect.stringContaining('modelu 97') });
    expect(refusal(deposit({ reference: `97${'1'.repeat(24)}` })).message).toContain('najviše 25');
  });

  it('passes its own validator for every kind of slip', () => {
    const slips: PaymentSlip[] = [
      deposit({ amount: 0.01 }),
      deposit({ amount: 999_999_999_999.99, paymentCode: '221' }),
      deposit({ payeePlace: 'Cara Dušana 1\nBeograd', payer: { name: 'Đorđe Šćepanović' } }),
      deposit({ purpose: undefined, reference: reservationPaymentReference('ZZZZZZZZ') }),
      deposit({ payeeName: 'Splav "Sunce" [Ada] #1 & co.; 100% ~ dobro? {da} <ok> =+^_`@!$*', payeePlace: undefined }),
    ];
    for (const slip of slips) expect(validateIpsQrText(ipsQrText(slip))).toEqual([]);
  });
});

describe('The validator of an IPS QR text', () => {
  const good = ipsQrText(deposit());
  const replaced = (from: string, to: string) => {
    expect(good).toContain(from);
    return good.replace(from, to);
  };

  it('finds nothing in a valid text', () => {
    expect(validateIpsQrText(good)).toEqual([]);
    expect(validateIpsQrText('K:PR|V:01|C:1|R:840000000095584510|N:Primalac|I:RSD1025,|SF:289|RO:9714123412')).toEqual([]);
  });

  it('names tags out of order', () => {
    const swapped = 'K:PR|V:01|C:1|R:160000000001234595|I:RSD10000,00|N:Klub|SF:289';
    expect(validateIpsQrText(swapped)).toEqual([{ tag: 'N', message: expect.stringContaining('Tag N stoji iza taga I') }]);
    expect(violatedTags('V:01|K:PR|C:1|R:160000000001234595|N:Klub|I:RSD10000,00|SF:289')).toEqual(['K']);
    expect(violatedTags('K:PR|V:01|C:1|R:160000000001234595|N:Klub|I:RSD10000,00|S:Depozit|SF:289')).toEqual(['SF']);
  });

  it('names an account or a reference whose check digits are wrong', () => {
    expect(validateIpsQrText(replaced('R:160000000001234595', 'R:160000000001234567'))).toEqual([{ tag: 'R', message: expect.stringContaining('kontrolni broj') }]);
    expect(violatedTags(replaced('R:160000000001234595', 'R:160-0000000012345-95'))).toEqual(['R']);
    const reference = reservationPaymentReference('ABCD2345');
    const wrong = `${reference.slice(0, 2)}${reference[2] === '1' ? '2' : '1'}${reference.slice(3)}`;
    expect(validateIpsQrText(replaced(`RO:${reference}`, `RO:${wrong}`))).toEqual([{ tag: 'RO', message: expect.stringContaining('kontrolni broj') }]);
    expect(violatedTags(replaced(`RO:${reference}`, 'RO:97 14 123412'))).toEqual(['RO']);
    expect(violatedTags(replaced(`RO:${reference}`, `RO:97${'0'.repeat(24)}`))).toEqual(['RO']);
  });

  it('names an amount with a dot, thousands separators, no comma or no whole part', () => {
    expect(validateIpsQrText(replaced('I:RSD10000,00', 'I:RSD10000.00'))).toEqual([{ tag: 'I', message: expect.stringContaining('decimalnim zarezom') }]);
    for (const amount of ['RSD10.000,00', 'RSD10000', 'RSD,01', 'RSD10000,001', 'EUR100,00', 'RSD 100,00', 'RSD1000000000000,00']) {
      expect(violatedTags(replaced('I:RSD10000,00', `I:${amount}`))).toContain('I');
    }
    // Insignificant decimal zeros may be left out, the comma may not.
    for (const amount of ['RSD10000,', 'RSD10000,5', 'RSD0,01']) expect(violatedTags(replaced('I:RSD10000,00', `I:${amount}`))).toEqual([]);
  });

  it('names a purpose over 35 characters, or on two lines', () => {
    expect(validateIpsQrText(replaced('S:Depozit za rezervaciju ABCD2345', `S:${'x'.repeat(36)}`))).toEqual([{ tag: 'S', message: expect.stringContaining('najviše 35') }]);
    expect(violatedTags(replaced('S:Depozit za rezervaciju ABCD2345', 'S:Depozit\r\nsto 7'))).toEqual(['S']);
  });

  it('names a | before the first field, after the last one, or with nothing between two', () => {
    expect(validateIpsQrText(`${good}|`)).toEqual([{ tag: null, message: 'Iza poslednjeg polja ne sme stajati znak |.' }]);
    expect(violatedTags(`|${good}`)).toEqual([null]);
    expect(violatedTags(replaced('|SF:289', '||SF:289'))).toEqual([null]);
  });

  it('names blanks and line breaks at the start or the end of the text', () => {
    expect(violatedTags(`${good}\r\n`)).toContain(null);
    expect(violatedTags(`\n${good}`)).toContain(null);
    expect(violatedTags(`${good} `)).toEqual(expect.arrayContaining([null, 'RO']));
    expect(violatedTags(replaced('K:PR|', 'K:PR |'))).toEqual(['K', 'K']);
  });

  it('names an optional tag written empty, and a missing mandatory one', () => {
    expect(validateIpsQrText(replaced('|S:Depozit za rezervaciju ABCD2345', '|S:'))).toEqual([{ tag: 'S', message: expect.stringContaining('|S:|') }]);
    expect(violatedTags(replaced('|SF:289', ''))).toEqual(['SF']);
    expect(validateIpsQrText('K:PR|V:01|C:1').map((v) => v.tag)).toEqual(['R', 'N', 'I', 'SF']);
    expect(violatedTags('')).toEqual([null]);
  });

  it('names a tag twice, a tag the specification does not have, and a field without its colon', () => {
    expect(violatedTags(replaced('|SF:289', '|SF:289|SF:221'))).toEqual(['SF']);
    expect(violatedTags(replaced('|SF:289', '|X:1|SF:289'))).toEqual(['X']);
    expect(violatedTags(replaced('|SF:289', '|SF289'))).toEqual([null, 'SF']);
  });

  it("checks N's lines, length and characters", () => {
    expect(violatedTags(replaced('Klub Dorćol d.o.o.\r\nBeograd', 'Klub Dorćol d.o.o.\rBeograd'))).toEqual(['N']);
    expect(violatedTags(replaced('Klub Dorćol d.o.o.\r\nBeograd', 'Klub\nDorćol d.o.o.\nCara Dušana 1\nBeograd'))).toEqual(['N']);
    expect(violatedTags(replaced('Klub Dorćol d.o.o.\r\nBeograd', 'N'.repeat(71)))).toEqual(['N']);
    expect(validateIpsQrText(replaced('Klub Dorćol d.o.o.', 'Клуб Дорћол'))).toEqual([{ tag: 'N', message: expect.stringContaining("'К'") }]);
    // A plain LF between lines is read too.
    expect(violatedTags(replaced('Klub Dorćol d.o.o.\r\nBeograd', 'Klub Dorćol d.o.o.\nBeograd'))).toEqual([]);
  });

  it('checks K, V, C and SF', () => {
    expect(violatedTags(replaced('K:PR', 'K:XX'))).toEqual(['K']);
    expect(violatedTags(replaced('V:01', 'V:1'))).toEqual(['V']);
    expect(violatedTags(replaced('C:1', 'C:2'))).toEqual(['C']);
    expect(violatedTags(replaced('SF:289', 'SF:28'))).toEqual(['SF']);
  });
});
