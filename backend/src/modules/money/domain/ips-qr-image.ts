import QRCode from 'qrcode';
import { qrCodePng, qrCodeSide, type QrPicture } from '#platform/qr/qr-code';
import { validateIpsQrText } from './ips-qr';

/**
 * The picture of an IPS QR code. Error correction M: the NBS texts fix no level and every level
 * reads in a bank app; M still reads with a few percent of the code glared or smudged on a phone
 * screen or a printed mail, and a slip's 150-odd characters stay a small code (version 8–10).
 * The text goes in as UTF-8 bytes (C:1 says UTF-8), with the standard quiet zone of four modules.
 */
const ERROR_CORRECTION = 'M';
const MARGIN_MODULES = 4;
const PICTURE: QrPicture = { errorCorrectionLevel: ERROR_CORRECTION, marginModules: MARGIN_MODULES, modulePixels: 6 };

function assertValid(text: string): void {
  const violations = validateIpsQrText(text);
  if (violations.length > 0) throw new Error(`Not an IPS QR code's text: ${violations.map((v) => v.message).join(' ')}`);
}

/** The code as a PNG; refuses a text that breaks the specification, so no unpayable code is drawn. */
export function ipsQrPng(text: string): Promise<Buffer> {
  assertValid(text);
  return qrCodePng(text, PICTURE);
}

/** The code as an SVG document (scales to any size on screen or paper); refuses an invalid text too. */
export function ipsQrSvg(text: string): Promise<string> {
  assertValid(text);
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: ERROR_CORRECTION, margin: MARGIN_MODULES, color: { dark: '#000000', light: '#ffffff' } });
}

/** The side of ipsQrPng's picture in pixels, for the `<img>` that shows it. */
export function ipsQrSide(text: string): number {
  return qrCodeSide(text, PICTURE);
}
