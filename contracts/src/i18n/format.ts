import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Every text Izlazak shows or mails, as ICU messages (docs/i18n.md): sr-Latn is the source,
 * sr-Cyrl is derived from it at build time (transliterate.ts), en is translated. FormatJS formats
 * them with CLDR's plural rules (1 osoba, 2 osobe, 5 osoba, 21 osoba, 22 osobe).
 */
export type MessageId = keyof typeof import('./catalogs/sr-Latn.json');
export type MessageValues = Record<string, string | number | Date>;
export type Catalog = Record<MessageId, string>;

/** The tag Intl formats numbers and plurals with: Serbian in either script counts alike. */
const INTL_LOCALE: Record<Locale, string> = { 'sr-Latn': 'sr-Latn-RS', 'sr-Cyrl': 'sr-Cyrl-RS', en: 'en' };

/**
 * The catalogs at hand. The server has all three (messages.ts provides them); a browser page
 * brings only its own language's, and fetches another one when the visitor switches to it.
 */
const provided = new Map<Locale, Catalog>();
const cache = createIntlCache();
const formatters = new Map<Locale, IntlShape<string>>();

/** Makes `locale`'s messages available to t(). */
export function provideCatalog(locale: Locale, catalog: Catalog): void {
  provided.set(locale, catalog);
  formatters.delete(locale);
}

export const hasCatalog = (locale: Locale): boolean => provided.has(locale);

function intlOf(locale: Locale): IntlShape<string> {
  let intl = formatters.get(locale);
  if (!intl) {
    const messages = provided.get(locale);
    if (!messages) throw new Error(`The ${locale} messages are not loaded`);
    intl = createIntl({ locale: INTL_LOCALE[locale], defaultLocale: INTL_LOCALE[DEFAULT_LOCALE], messages, onError: reportMessageError }, cache);
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
