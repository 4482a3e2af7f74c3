import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * The public pages in each language (docs/i18n.md): today's addresses are sr-Latn, /sr-cyrl/… and
 * /en/… the same pages in Cyrillic and in English.
 */
export const LOCALE_PREFIX: Record<Locale, string> = { 'sr-Latn': '', 'sr-Cyrl': '/sr-cyrl', en: '/en' };

/** The cookie that keeps the language a visitor chose (set by the language switch). */
export const LOCALE_COOKIE = 'izlazak_locale';

/** A year: a visitor who chose a language keeps it. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language an address is in, by its first segment. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The address without its language's prefix ('/en/club/x' → '/club/x', '/en' → '/'). */
export function pathWithoutLocale(pathname: string): string {
  const prefix = LOCALE_PREFIX[localeOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** The same page in `locale` ('/club/x' in en → '/en/club/x', '/' in en → '/en/'). */
export function pathInLocale(pathname: string, locale: Locale): string {
  const page = pathWithoutLocale(pathname);
  const prefix = LOCALE_PREFIX[locale];
  return prefix ? `${prefix}${page}` : page;
}

/** The <html lang> and hreflang tag of a language. */
export const LANGUAGE_TAG: Record<Locale, string> = { 'sr-Latn': 'sr-Latn', 'sr-Cyrl': 'sr-Cyrl', en: 'en' };

/**
 * Each language as the language switch offers it: by its own name, in its own script, the same on
 * every page (a reader looks for their language as it calls itself), so not a catalog message.
 */
export const LANGUAGE_NAMES: Record<Locale, { short: string; name: string }> = {
  'sr-Latn': { short: 'Lat', name: 'Srpski (latinica)' },
  'sr-Cyrl': { short: 'Ћир', name: 'Српски (ћирилица)' },
  en: { short: 'EN', name: 'English' },
};
