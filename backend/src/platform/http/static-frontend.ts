import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { localeOfAcceptLanguage, t } from '@izlazak/contracts';
import { withLeadPicture, type LeadPictureOf } from './lead-picture';

/** What the frontend build writes next to each text file (see frontend/vite.config.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const HASHED_ASSET = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built frontend. Anything outside /api that is not a file gets index.html, so
 * client-side routes survive a reload; /api paths are left to the API (and its JSON 404).
 * Text files are sent as the brotli or gzip copy the build made, when the browser accepts it.
 * A page whose lead picture `leadPictureOf` knows gets index.html with it (see lead-picture.ts).
 */
export function staticFrontend(distDir: string, leadPictureOf: LeadPictureOf = () => Promise.resolve(null)) {
  const root = path.resolve(distDir);
  const indexHtml = path.join(root, 'index.html');
  const assets = express.static(root, {
    index: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControl(root, filePath)),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const file = fileOf(root, req.path);
    if (file && sendPrecompressed(req, res, root, file, next)) return;
    assets(req, res, () => void sendIndex().catch(next));
    async function sendIndex() {
      if (!fs.existsSync(indexHtml)) {
        res
          .status(503)
          .type('text/plain')
          .send(t('errors.frontendNotBuilt', { command: 'npm run build' }, localeOfAcceptLanguage(req.header('accept-language'))));
        return;
      }
      const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      const picture = await leadPictureOf(req.path, search).catch(() => null);
      res.setHeader('Cache-Control', REVALIDATE);
      if (picture) {
        res.type('html').send(withLeadPicture(await fs.promises.readFile(indexHtml, 'utf8'), picture));
        return;
      }
      if (sendPrecompressed(req, res, root, indexHtml, next)) return;
      res.sendFile(indexHtml, unlessAborted(next, res));
    }
  };
}

/**
 * API answers compressed on the fly, only when they are large enough to gain from it. Streams
 * (text/event-stream) are left alone so every event reaches the client at once.
 */
export function compressDynamicResponses() {
  return compression({
    threshold: 1024,
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      return !type.startsWith('text/event-stream') && compression.filter(req, res);
    },
  });
}

/** Files under assets/ carry a content hash in their name, so they never change. */
function cacheControl(root: string, filePath: string): string {
  return filePath.startsWith(path.join(root, 'assets') + path.sep) ? HASHED_ASSET : REVALIDATE;
}

/** The file a URL path names inside the build, or null when it names none (or tries to leave it). */
function fileOf(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep) || !isFile(file)) return null;
  return file;
}

function sendPrecompressed(req: Request, res: Response, root: string, file: string, next: NextFunction): boolean {
  const variants = PRECOMPRESSED.filter((variant) => isFile(file + variant.suffix));
  if (variants.length === 0) return false;
  res.setHeader('Vary', 'Accept-Encoding');
  // Our order, not the client's: browsers list gzip first, yet brotli is smaller.
  const chosen = variants.find((variant) => req.acceptsEncodings(variant.encoding) === variant.encoding);
  if (!chosen) return false;
  res.setHeader('Content-Encoding', chosen.encoding);
  res.setHeader('Cache-Control', cacheControl(root, file));
  res.type(path.extname(file));
  res.sendFile(file + chosen.suffix, { cacheControl: false }, unlessAborted(next, res));
  return true;
}

/**
 * A visitor who navigates away mid-download aborts the file: nobody is left to answer, so that is
 * not an error of ours (Express would otherwise hand it on and it would be logged as a 500).
 */
function unlessAborted(next: NextFunction, res: Response) {
  return (error?: Error & { code?: string }) => {
    if (!error || error.code === 'ECONNABORTED' || res.headersSent) return;
    next(error);
  };
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
