import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { qrCodePng, qrCodeSide } from './qr-code';

const texts = ['https://izlazak.rs/r/abc', `https://izlazak.rs/r/${'x'.repeat(120)}`, 'Rezervacija ŠĐČĆŽ 31.12.2026.'];

describe('QR code pictures', () => {
  it.each(texts)('draw %s with the same pixels as qrcode’s own renderer, at the side announced', async (text) => {
    const ours = PNG.sync.read(await qrCodePng(text));
    const theirs = PNG.sync.read(await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 }));
    expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
    expect(ours.width).toBe(qrCodeSide(text));
    expect(ours.data.equals(theirs.data)).toBe(true);
  });

  it('read back to their text by a camera’s decoder, from the file libpng reads too', async () => {
    const text = texts[2];
    const png = await qrCodePng(text, { modulePixels: 4 });
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(qrCodeSide(text, { modulePixels: 4 }));
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(text);
  });

  it('are the same bytes for the same text, so a mail composed again is the same mail', async () => {
    expect((await qrCodePng(texts[0])).equals(await qrCodePng(texts[0]))).toBe(true);
  });
});
