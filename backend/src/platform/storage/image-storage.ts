import { said } from '@izlazak/contracts';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { badRequest } from '#platform/commands/domain-errors';

export type ImagePurpose = 'profile' | 'logo' | 'slider' | 'thumbnail' | 'map' | 'event' | 'floor';

export interface StoredImage {
  /** The generated file name of the full-size image. */
  name: string;
  /** Where the browser loads it: /api/uploads/<name>. */
  url: string;
  /** A smaller copy for cards and lists. */
  smallUrl: string;
}

/** Largest upload accepted, before decoding. Multer enforces the same limit on the request. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const NOT_AN_IMAGE = 'errors.notAnImage';

const WIDTHS: Record<ImagePurpose, number> = {
  profile: 400,
  logo: 512,
  slider: 1920,
  thumbnail: 800,
  map: 1200,
  event: 1200,
  // The venue's drawing of its floor, behind a plan that fills a laptop's width.
  floor: 2000,
};
const SMALL_WIDTH = 400;
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Accepts only what decodes as an image (never trusting the name or the MIME header), re-encodes
 * it as WebP under a generated name, and keeps a small copy beside it.
 */
@Injectable()
export class ImageStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async storeImage(file: Buffer, purpose: ImagePurpose, field = 'image'): Promise<StoredImage> {
    if (file.length === 0 || file.length > MAX_IMAGE_BYTES) throw badRequest(said('errors.notAnImageOrTooLarge', { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 }), field);
    const image = await this.decoded(file, field);
    const id = randomUUID();
    const name = `${id}.webp`;
    const smallName = `${id}-sm.webp`;
    await fs.mkdir(this.config.uploadDir, { recursive: true });
    await Promise.all([
      image.clone().resize({ width: WIDTHS[purpose], withoutEnlargement: true }).webp({ quality: 82 }).toFile(path.join(this.config.uploadDir, name)),
      image.clone().resize({ width: SMALL_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toFile(path.join(this.config.uploadDir, smallName)),
    ]);
    return { name, url: `/api/uploads/${name}`, smallUrl: `/api/uploads/${smallName}` };
  }

  /** Deletes a stored image and its small copy (the record that would have used it was refused). */
  async remove(image: StoredImage): Promise<void> {
    const files = [image.url, image.smallUrl].map((url) => path.join(this.config.uploadDir, path.basename(url)));
    await Promise.all(files.map((file) => fs.rm(file, { force: true })));
  }

  private async decoded(file: Buffer, field: string): Promise<sharp.Sharp> {
    try {
      const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      const { width, height } = await image.metadata();
      if (!width || !height) throw new Error('no dimensions');
      // Decoding the pixels, not only the header, catches truncated or forged files.
      await image.clone().raw().toBuffer();
      return image;
    } catch {
      throw badRequest(NOT_AN_IMAGE, field);
    }
  }
}
