import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built frontend. Anything outside /api that is not a file gets index.html, so
 * client-side routes survive a reload; /api paths are left to the API (and its JSON 404).
 */
export function staticFrontend(distDir: string) {
  const indexHtml = path.join(distDir, 'index.html');
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    assets(req, res, () => {
      if (!fs.existsSync(indexHtml)) {
        res.status(503).type('text/plain').send('Frontend nije izgrađen: pokrenite npm run build');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  };
}
