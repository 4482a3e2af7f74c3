import { crc32, deflateSync } from 'node:zlib';
import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';

export interface QrPicture {
  /** Error correction M (the default): a code still reads with a few percent of it smudged or glared on a phone screen. */
  errorCorrectionLevel?: QRCodeErrorCorrectionLevel;
  /** Pixels a module (one square of the code) is drawn with: a 60-character URL makes a 246 px picture. */
  modulePixels?: number;
  /** The quiet zone around the code, in modules: the standard's four. */
  marginModules?: number;
}

const DEFAULTS: Required<QrPicture> = { errorCorrectionLevel: 'M', modulePixels: 6, marginModules: 4 };
/** A mail asks for a code's picture and then its side: the code is made once for both. */
const RECENT_CODES = 64;
const recentCodes = new Map<string, QRCode.QRCode>();

/**
 * The QR code of a text as a PNG of black and white pixels (one bit each). The same text always
 * makes the same bytes, so a mail composed again is the same mail. Drawn here rather than by
 * qrcode's own renderer, which packs every pixel as RGBA through pngjs and tries five filters a
 * row: a reservation's mail spent more CPU drawing its code than on everything else it took.
 */
export function qrCodePng(text: string, picture: QrPicture = {}): Promise<Buffer> {
  const { errorCorrectionLevel, modulePixels, marginModules } = { ...DEFAULTS, ...picture };
  const { modules } = codeOf(text, errorCorrectionLevel);
  const side = (modules.size + 2 * marginModules) * modulePixels;
  return Promise.resolve(png(side, blackAndWhiteRows(modules, marginModules, modulePixels, side)));
}

/** The side of qrCodePng's picture in pixels, for the `<img>` that shows it. */
export function qrCodeSide(text: string, picture: QrPicture = {}): number {
  const { errorCorrectionLevel, modulePixels, marginModules } = { ...DEFAULTS, ...picture };
  return (codeOf(text, errorCorrectionLevel).modules.size + 2 * marginModules) * modulePixels;
}

function codeOf(text: string, errorCorrectionLevel: QRCodeErrorCorrectionLevel): QRCode.QRCode {
  const key = `${errorCorrectionLevel}:${text}`;
  let code = recentCodes.get(key);
  if (!code) {
    code = QRCode.create(text, { errorCorrectionLevel });
    if (recentCodes.size >= RECENT_CODES) recentCodes.delete(recentCodes.keys().next().value!);
    recentCodes.set(key, code);
  }
  return code;
}

/** PNG scanlines of a one-bit grey picture (1 is white): a filter byte (none), then eight pixels a byte. */
function blackAndWhiteRows(modules: QRCode.BitMatrix, margin: number, modulePixels: number, side: number): Buffer {
  const rowBytes = 1 + Math.ceil(side / 8);
  const rows = Buffer.alloc(rowBytes * side);
  for (let y = 0; y < side; y++) {
    const row = rows.subarray(y * rowBytes, (y + 1) * rowBytes);
    const moduleRow = Math.floor(y / modulePixels) - margin;
    if (y % modulePixels !== 0) {
      rows.copy(row, 0, (y - 1) * rowBytes, y * rowBytes);
      continue;
    }
    for (let x = 0; x < side; x++) {
      const moduleColumn = Math.floor(x / modulePixels) - margin;
      const dark = moduleRow >= 0 && moduleRow < modules.size && moduleColumn >= 0 && moduleColumn < modules.size && modules.get(moduleRow, moduleColumn) === 1;
      if (!dark) row[1 + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  return rows;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(side: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grey, deflate, adaptive filtering, no interlace
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(scanlines, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}
