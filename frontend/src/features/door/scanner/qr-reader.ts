import { BarcodeDetector as ZXingBarcodeDetector, prepareZXingModule, purgeZXingModule } from 'barcode-detector/ponyfill';
// Served by our own app (hashed under /assets), never from a CDN: a club's network may have no internet.
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Reads QR codes off the camera's picture: the browser's own BarcodeDetector where it has one
 * that reads QR codes (Android, ChromeOS, macOS), otherwise ZXing compiled to WebAssembly.
 * Loaded only when the door opens the scanner.
 */

const OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasmUrl : prefix + path),
};

prepareZXingModule({ overrides: OVERRIDES });

export { readerWasmUrl };

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export interface QrReader {
  /** The text of a QR code in the video's current picture, or null. */
  read(video: HTMLVideoElement): Promise<string | null>;
}

/** ZXing's WebAssembly, compiled now, so a failure to load it is said at once rather than on every frame. */
async function zxingDetector(): Promise<Detector> {
  try {
    await prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true });
  } catch (failure) {
    purgeZXingModule();
    prepareZXingModule({ overrides: OVERRIDES });
    throw failure;
  }
  return new ZXingBarcodeDetector({ formats: ['qr_code'] });
}

export async function qrReader(): Promise<QrReader> {
  const detector: Detector = (await nativeDetector()) ?? (await zxingDetector());
  return {
    async read(video) {
      const codes = await detector.detect(video);
      return codes.find((code) => code.rawValue)?.rawValue ?? null;
    },
  };
}
