import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What a QR code in a PNG says, read as a phone's camera would (jsQR), or null when no code is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height)?.data ?? null;
}
