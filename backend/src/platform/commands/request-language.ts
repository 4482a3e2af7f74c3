import { localeAskedFor, type Locale } from '@izlazak/contracts';

/**
 * The language of Izlazak a request's Accept-Language asks for first (contracts' one reading of
 * it). Undefined when it names none of them: the caller's default (sr-Latn) applies, never a refusal.
 */
export function requestLanguage(acceptLanguage: string | string[] | undefined): Locale | undefined {
  return localeAskedFor(acceptLanguage);
}
