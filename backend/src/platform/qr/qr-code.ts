import QRCode from 'qrcode';

/** Pixels a module (one square of the code) is drawn with: a 60-character URL makes a 246 px picture. */
const MODULE_PIXELS = 6;

/**
 * The QR code of a text as a PNG: error correction M (a code still reads with a few percent of it
 * smudged or glared on a phone screen) and the standard quiet zone of four modules. The same text
 * always makes the same bytes, so a mail composed again is the same mail.
 */
export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: MODULE_PIXELS, color: { dark: '#000000', light: '#ffffff' } });
}

/** The side of qrCodePng's picture in pixels, for the `<img>` that shows it. */
export function qrCodeSide(text: string): number {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size;
  return (modules + 8) * MODULE_PIXELS;
}
