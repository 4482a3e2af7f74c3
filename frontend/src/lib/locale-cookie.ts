import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, isLocale, localeOfPath, pathWithoutLocale, type Locale } from '@izlazak/contracts';

/** The language this browser last chose (the cookie the language switches set), if any. */
export function localeFromCookie(): Locale | null {
  if (typeof document === 'undefined') return null;
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : null;
}

/** Keeps the choice for the next visit: the server follows Accept-Language only while there is none. */
export function rememberLocale(locale: Locale): void {
  if (localeFromCookie() === locale) return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The account's screens (dashboard, door, sign-in, profile) follow the chosen language, not the address. */
const ACCOUNT_PAGES = /^\/(dashboard|auth|profile)(\/|$)/;

/** The language a tab starts in: the address's, or on the account's screens the one this browser chose. */
export function initialUiLocale(pathname: string): Locale {
  if (ACCOUNT_PAGES.test(pathWithoutLocale(pathname))) return localeFromCookie() ?? DEFAULT_LOCALE;
  return localeOfPath(pathname);
}
