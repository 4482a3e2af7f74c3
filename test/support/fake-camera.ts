import fs from 'node:fs';
import sharp from 'sharp';

/** The fake camera's picture: square, with a white border around what it films. */
const SIDE = 360;
const CONTENT = 300;
const FRAMES_PER_SECOND = 5;

/**
 * Switches that make Chromium's camera film `file` (a Y4M video, looped) and grant it without
 * asking. Chromium opens the file when a page starts the camera: write it before then.
 */
export const fakeCameraArgs = (file: string) => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];

/**
 * Writes the video the fake camera films: each picture (a PNG, e.g. the QR code of a mail) in turn
 * for its seconds, as a phone held in front of it would see it, then again from the start.
 */
export async function writeFakeCameraVideo(file: string, scenes: { png: Buffer; seconds: number }[]): Promise<void> {
  const margin = (SIDE - CONTENT) / 2;
  // Y4M 4:2:0: the picture's brightness, then two quarter-size colour planes (grey: 128).
  const noColour = Buffer.alloc((SIDE / 2) * (SIDE / 2) * 2, 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${SIDE} H${SIDE} F${FRAMES_PER_SECOND}:1 Ip A1:1 C420jpeg\n`)];
  for (const scene of scenes) {
    const brightness = await sharp(scene.png)
      .flatten({ background: '#ffffff' })
      .resize(CONTENT, CONTENT, { fit: 'contain', kernel: 'nearest', background: '#ffffff' })
      .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    if (brightness.length !== SIDE * SIDE) throw new Error(`fake camera: a ${SIDE}×${SIDE} grey picture was expected, got ${brightness.length} bytes`);
    for (let frame = 0; frame < Math.max(1, Math.round(scene.seconds * FRAMES_PER_SECOND)); frame += 1) parts.push(Buffer.from('FRAME\n'), brightness, noColour);
  }
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, Buffer.concat(parts));
  fs.renameSync(partial, file);
}
