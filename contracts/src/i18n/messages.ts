import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import en from './catalogs/en.json';
import srCyrl from './catalogs/sr-Cyrl.json';
import srLatn from './catalogs/sr-Latn.json';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Every text Izlazak shows or mails, as ICU messages (docs/i18n.md): sr-Latn is the source,
 * sr-Cyrl is derived from it at build time (transliterate.ts), en is translated. FormatJS formats
 * them with CLDR's plural rules (1 osoba, 2 osobe, 5 osoba, 21 osoba, 22 osobe).
 */
export type MessageId = keyof typeof srLatn;
export type MessageValues = Record<string, string | number | Date>;

// sr-Cyrl is derived after tsc from sr-Latn: a key just added to sr-Latn is in it after the build, so
// its keys are not held against sr-Latn's here (the messages test and `npm run lint` do that).
export const CATALOGS: Record<Locale, Record<MessageId, string>> = { 'sr-Latn': srLatn, 'sr-Cyrl': srCyrl as Record<MessageId, string>, en };

/** The tag Intl formats numbers and plurals with: Serbian in either script counts alike. */
const INTL_LOCALE: Record<Locale, string> = { 'sr-Latn': 'sr-Latn-RS', 'sr-Cyrl': 'sr-Cyrl-RS', en: 'en' };

const cache = createIntlCache();
const formatters = new Map<Locale, IntlShape<string>>();

function intlOf(locale: Locale): IntlShape<string> {
  let intl = formatters.get(locale);
  if (!intl) {
    intl = createIntl({ locale: INTL_LOCALE[locale], defaultLocale: INTL_LOCALE[DEFAULT_LOCALE], messages: CATALOGS[locale], onError: reportMessageError }, cache);
    formatters.set(locale, intl);
  }
  return intl;
}

/** A message missing from a catalog or given wrong values is a bug: said loudly, never shown as a key. */
function reportMessageError(error: Error): void {
  throw error;
}

/** The message `id` in `locale`, with its values. */
export function t(id: MessageId, values?: MessageValues, locale: Locale = DEFAULT_LOCALE): string {
  return intlOf(locale).formatMessage({ id }, values);
}
