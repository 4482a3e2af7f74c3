import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The browser's half of the defence. The session token lives in localStorage, where any script
 * that runs on our origin can read it, so the Content-Security-Policy allows scripts from our own
 * origin only (the built app has no inline script). Styles may be inline: React sets style
 * attributes and the toast library injects its stylesheet. Pictures may come as data: (Bootstrap's
 * icons) and blob: (the preview of a chosen file). Nobody may frame the site (clickjacking),
 * nothing is sniffed into another type (uploaded images included: this runs before the upload
 * route), and Express does not announce itself.
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent only over HTTPS, below: over plain HTTP a browser ignores it anyway.
      strictTransportSecurity: false,
    }),
    strictTransportSecurityOverHttps,
  ];
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** HSTS when the request came over HTTPS (directly, or as a trusted proxy's X-Forwarded-Proto says). */
function strictTransportSecurityOverHttps(req: Request, res: Response, next: NextFunction) {
  if (req.secure) res.setHeader('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
  next();
}
