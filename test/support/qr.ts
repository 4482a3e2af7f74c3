import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { ReceivedMail } from './mailbox';

/** What a QR code in a PNG says, read as a phone's camera would (jsQR), or null when no code is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height)?.data ?? null;
}

/** What the QR picture in a mail says, read with an off-the-shelf decoder as a phone would; the picture must be shown inline. */
export function qrInMail(mail: ReceivedMail): string | null {
  const picture = mail.attachments.find((a) => a.contentType === 'image/png');
  if (!picture) throw new Error(`No QR picture in '${mail.subject}'`);
  expect(picture.cid).toBeTruthy();
  return decodeQrPng(picture.content);
}
