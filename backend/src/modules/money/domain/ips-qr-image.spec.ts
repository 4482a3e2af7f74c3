import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { ipsQrPng, ipsQrSide, ipsQrSvg } from './ips-qr-image';
import { ipsQrText, validateIpsQrText } from './ips-qr';
import { reservationPaymentReference } from './model97';

/** What a camera reads off RGBA pixels (jsQR, as a phone would): the text and the raw bytes of the code. */
function read(rgba: Uint8Array, width: number, height: number): { text: string; bytes: Buffer } | null {
  const code = jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height);
  return code ? { text: code.data, bytes: Buffer.from(code.binaryData) } : null;
}

function readPng(png: Buffer) {
  const image = PNG.sync.read(png);
  return read(image.data, image.width, image.height);
}

async function readSvg(svg: string) {
  // Drawn at 8 pixels a module, as a browser shows the SVG scaled up.
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * 8 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return read(data, info.width, info.height);
}

const slip = ipsQrText({
  payeeName: 'Splav Đurđevak d.o.o.',
  payeePlace: 'Kej oslobođenja 7, Beograd',
  payeeAccount: '160-0000000012345-95',
  amount: 10000,
  payer: { name: 'Žarko Čolić' },
  purpose: 'Depozit za rezervaciju ABCD2345',
  reference: reservationPaymentReference('ABCD2345'),
});

describe('The picture of an IPS QR code', () => {
  it('reads back, from the PNG, exactly the text, with Serbian letters and line breaks as UTF-8 bytes', async () => {
    const decoded = readPng(await ipsQrPng(slip));
    expect(decoded?.text).toBe(slip);
    // C:1 promises UTF-8: 'Đ' is the two bytes C4 90 in the code, not one Latin-1 byte.
    expect(decoded?.bytes.equals(Buffer.from(slip, 'utf8'))).toBe(true);
    expect(validateIpsQrText(decoded?.text ?? '')).toEqual([]);
  });

  it('reads back the NBS example code', async () => {
    const example =
      'K:PR|V:01|C:1|R:845000000040484987|N:JP EPS BEOGRAD\r\nBALKANSKA 13|I:RSD3596,13|P:MRĐO MAČKATOVIĆ\r\nŽUPSKA 13\r\nBEOGRAD 6|SF:189|S:UPLATA PO RAČUNU ZA EL. ENERGIJU|RO:97163220000111111111000';
    expect(readPng(await ipsQrPng(example))?.text).toBe(example);
  });

  it('reads back, from the SVG drawn at any size, exactly the text', async () => {
    const svg = await ipsQrSvg(slip);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect((await readSvg(svg))?.text).toBe(slip);
  });

  it('is as wide as ipsQrSide says, a code small enough for a phone screen', async () => {
    const png = PNG.sync.read(await ipsQrPng(slip));
    expect(png.width).toBe(ipsQrSide(slip));
    expect(png.height).toBe(png.width);
    // Under 400 px at 6 px a module: a version 10 code or smaller with its quiet zone.
    expect(png.width).toBeLessThanOrEqual((57 + 8) * 6);
  });

  it('draws no code of a text that breaks the specification', () => {
    expect(() => ipsQrPng(`${slip}|`)).toThrow('Iza poslednjeg polja');
    expect(() => ipsQrSvg(slip.replace('RSD10000,00', 'RSD10000.00'))).toThrow('decimalnim zarezom');
  });
});
