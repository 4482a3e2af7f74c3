import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Every text Izlazak shows or mails, as ICU messages (docs/i18n.md): sr-Latn is the source,
 * sr-Cyrl is derived from it at build time (transliterate.ts), en is translated. FormatJS formats
 * them with CLDR's plural rules (1 osoba, 2 osobe, 5 osoba, 21 osoba, 22 osobe).
 */
export type MessageId = keyof typeof import('./catalogs/sr-Latn.json');
export type MessageValues = Record<string, string | number | Date>;
export type Catalog = Record<MessageId, string>;
/** A catalog as the browser takes it (compile.ts): a plain text as it is, any other message already parsed. */
export type CompiledCatalog = Partial<Record<MessageId, string | MessageFormatElement[]>>;

/** The tag Intl formats numbers and plurals with: Serbian in either script counts alike. */
export const INTL_LOCALE: Record<Locale, string> = { 'sr-Latn': 'sr-Latn-RS', 'sr-Cyrl': 'sr-Cyrl-RS', en: 'en' };

/**
 * The catalogs at hand. The server has all three (messages.ts provides them); a browser page
 * brings only its own language's, and fetches another one when the visitor switches to it.
 */
const provided = new Map<Locale, Catalog | CompiledCatalog>();
const compiled = new Map<Locale, Map<MessageId, IntlMessageFormat>>();

/** Makes `locale`'s messages available to t(). */
export function provideCatalog(locale: Locale, catalog: Catalog | CompiledCatalog): void {
  provided.set(locale, catalog);
  compiled.delete(locale);
}

export const hasCatalog = (locale: Locale): boolean => provided.has(locale);

/** One Intl formatter per locale and options, shared by every message (a history export formats thousands). */
function shared<Args extends unknown[], Made>(make: (...args: Args) => Made): (...args: Args) => Made {
  const made = new Map<string, Made>();
  return (...args) => {
    const key = JSON.stringify(args);
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(...args)));
    return formatter;
  };
}

const formatters: Formatters = {
  getNumberFormat: shared((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
  getDateTimeFormat: shared((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getPluralRules: shared((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

/** A text with nothing ICU reads in it (no placeholder, plural, tag or quote) is shown as it is written. */
export const isPlainMessage = (message: string): boolean => !/[{}<>']/.test(message);

/** A message missing from a catalog or given wrong values is a bug: said loudly, never shown as a key. */
function sourceOf(id: MessageId, locale: Locale): string | MessageFormatElement[] {
  const catalog = provided.get(locale);
  if (!catalog) throw new Error(`The ${locale} messages are not loaded`);
  const source = catalog[id];
  if (source === undefined) throw new Error(`The message ${id} is missing from the ${locale} catalog`);
  return source;
}

function messageOf(id: MessageId, locale: Locale, source: string | MessageFormatElement[]): IntlMessageFormat {
  let messages = compiled.get(locale);
  if (!messages) compiled.set(locale, (messages = new Map<MessageId, IntlMessageFormat>()));
  let message = messages.get(id);
  if (!message) messages.set(id, (message = new IntlMessageFormat(source, INTL_LOCALE[locale], undefined, { formatters })));
  return message;
}

/** The message `id` in `locale`, with its values. */
export function t(id: MessageId, values?: MessageValues, locale: Locale = DEFAULT_LOCALE): string {
  const source = sourceOf(id, locale);
  if (typeof source === 'string' && isPlainMessage(source)) return source;
  return String(messageOf(id, locale, source).format(values));
}
