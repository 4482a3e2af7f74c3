import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { FrontDoorAnswer } from './front-door';
import helmet from 'helmet';

/**
 * The browser's half of the defence. The session token lives in localStorage, where any script
 * that runs on our origin can read it, so the Content-Security-Policy allows scripts from our own
 * origin only, plus the built index.html's own inline script (the first visit's preload hints),
 * by the hash of its exact text, and WebAssembly compiled from our own files (the door's QR
 * scanner, ZXing, where the browser has no BarcodeDetector; no text is evaluated). Styles may be
 * inline: React sets style attributes and the toast library injects its stylesheet. Pictures may
 * come as data: (Bootstrap's icons) and blob: (the preview of a chosen file). Nobody may frame the site (clickjacking),
 * nothing is sniffed into another type (uploaded images included: this runs before the upload
 * route), and Express does not announce itself.
 */
export function securityHeaders(frontendDist?: string): RequestHandler[] {
  return [helmetFor(frontendDist), strictTransportSecurityOverHttps];
}

function helmetFor(frontendDist: string | undefined): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(frontendDist)],
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
  });
}

/**
 * The same headers on the answers sent before Express (the read cache's pages and reads): helmet's
 * headers do not depend on the request, so they are taken once from it and set on each answer.
 */
export function withSecurityHeaders(frontendDist: string | undefined, answer: FrontDoorAnswer): FrontDoorAnswer {
  const headers: [name: string, value: string][] = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => undefined };
  helmetFor(frontendDist)({} as Request, recorder as unknown as Response, () => undefined);
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    return answer(req, res);
  };
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const STRICT_TRANSPORT_SECURITY = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;

/** HSTS when the request came over HTTPS (directly, or as a trusted proxy's X-Forwarded-Proto says). */
function strictTransportSecurityOverHttps(req: Request, res: Response, next: NextFunction) {
  if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  next();
}

/**
 * The same HSTS for answers sent before Express (the read cache's): HTTPS as Express's `req.secure`
 * reads it, with its `trust proxy` deciding whether X-Forwarded-Proto is believed.
 */
export function withStrictTransportSecurity(express: { get(setting: 'trust proxy fn'): (address: string, hop: number) => boolean }, answer: FrontDoorAnswer): FrontDoorAnswer {
  return (req, res) => {
    if (overHttps(req, express.get('trust proxy fn'))) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return answer(req, res);
  };
}

function overHttps(req: IncomingMessage, trusts: (address: string, hop: number) => boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trusts(req.socket.remoteAddress ?? '', 0)) return false;
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() === 'https'
  );
}

/** `'sha256-…'` of every inline script of the built index.html; none when there is no build. */
export function inlineScriptHashes(frontendDist: string | undefined): string[] {
  const indexFile = frontendDist ? path.join(frontendDist, 'index.html') : null;
  if (!indexFile || !fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}
