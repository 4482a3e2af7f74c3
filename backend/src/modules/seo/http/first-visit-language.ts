import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, languageRanges, localeAskedFor, localeOfPath, pathInLocale, type Locale } from '@izlazak/contracts';
import { publicRoute } from './public-pages';

/** Search engines' and link previews' fetchers: they index each language at its own address, never sent elsewhere. */
const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|google|bing|yandex|baidu|duckduck|facebookexternalhit|embedly|preview|whatsapp|telegram|lighthouse|ia_archiver/i;

/**
 * The language a browser asks for, as far as Izlazak has it (contracts' one reading of
 * Accept-Language): sr-Cyrl only when asked for by name, sr-Latn for Serbian (and its
 * neighbours), and English for a browser that names languages but none of Izlazak's.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale {
  if (languageRanges(acceptLanguage).length === 0) return DEFAULT_LOCALE;
  return localeAskedFor(acceptLanguage) ?? 'en';
}

function hasChosenLanguage(req: IncomingMessage): boolean {
  return (req.headers.cookie ?? '').split(';').some((cookie) => cookie.trim().startsWith(`${LOCALE_COOKIE}=`));
}

/** A page opened from one of Izlazak's own pages (the language switch, a link): not a first visit. */
function fromOwnPage(req: IncomingMessage): boolean {
  const referer = req.headers.referer;
  if (!referer || !req.headers.host) return false;
  try {
    return new URL(referer).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * For the front door, before the read cache: a visitor's first public page, on today's (sr-Latn)
 * address, without a language chosen (no cookie), follows the browser's Accept-Language once: a
 * 302 to /en/… (or /sr-cyrl/… when asked for by name), remembering it in the cookie so it never
 * happens again. Crawlers are never sent (each language is indexed at its own address).
 */
export function firstVisitLanguage(req: IncomingMessage, res: ServerResponse): false | Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://page');
  if (localeOfPath(url.pathname) !== DEFAULT_LOCALE || hasChosenLanguage(req) || fromOwnPage(req)) return false;
  if (CRAWLER.test(req.headers['user-agent'] ?? '')) return false;
  let route;
  try {
    route = publicRoute(url.pathname);
  } catch {
    return false;
  }
  if (!route) return false;
  const locale = preferredLocale(req.headers['accept-language']);
  if (locale === DEFAULT_LOCALE) return false;
  res.statusCode = 302;
  res.setHeader('Location', `${pathInLocale(url.pathname, locale)}${url.search}`);
  res.setHeader('Set-Cookie', `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`);
  res.setHeader('Vary', 'Accept-Language, Cookie');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end();
  return Promise.resolve(true);
}
