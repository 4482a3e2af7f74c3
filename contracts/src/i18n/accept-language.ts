import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The language an answer of the API is written in, from the request's `Accept-Language`
 * (RFC 9110 §12.5.4): its ranges by quality (the order they came in among equals, q=0 never),
 * each matched to the languages Izlazak speaks (RFC 4647 lookup, case-insensitive). Serbian
 * without a script, or in any region, is the Latin one, and so are the languages its readers
 * read as their own (hr, bs, cnr: as the public pages' first visit has it); `*` or nothing we
 * speak is sr-Latn.
 */
export function localeOfAcceptLanguage(header: AcceptLanguage): Locale {
  return localeAskedFor(header) ?? DEFAULT_LOCALE;
}

type AcceptLanguage = string | readonly string[] | null | undefined;

/** The first of the caller's ranges that names a language Izlazak speaks, or undefined when none does. */
export function localeAskedFor(header: AcceptLanguage): Locale | undefined {
  for (const range of languageRanges(header)) {
    const locale = localeOfRange(range);
    if (locale) return locale;
  }
  return undefined;
}

/** The ranges the caller accepts, most wanted first. */
export function languageRanges(header: AcceptLanguage): string[] {
  const text = Array.isArray(header) ? header.join(',') : typeof header === 'string' ? header : '';
  return text
    .split(',')
    .map((part, order) => {
      const [range, ...parameters] = part.split(';').map((piece) => piece.trim());
      const weight = parameters.find((parameter) => /^q\s*=/i.test(parameter));
      return { range: range.toLowerCase(), quality: weight ? qualityOf(weight) : 1, order };
    })
    .filter(({ range, quality }) => range !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map(({ range }) => range);
}

// A malformed weight ("q=abc", "q=2") is read as not wanted rather than guessed at.
function qualityOf(parameter: string): number {
  const value = parameter.replace(/^q\s*=\s*/i, '');
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}

const READ_AS_SERBIAN = ['hr', 'bs', 'cnr', 'sh'];

function localeOfRange(range: string): Locale | undefined {
  if (range === '*') return DEFAULT_LOCALE;
  const [language, ...subtags] = range.split('-');
  if (language === 'en') return 'en';
  if (language === 'sr') return subtags.includes('cyrl') ? 'sr-Cyrl' : 'sr-Latn';
  return READ_AS_SERBIAN.includes(language) ? 'sr-Latn' : undefined;
}
