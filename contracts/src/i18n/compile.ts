import { parse } from '@formatjs/icu-messageformat-parser';
import { INTL_LOCALE, isPlainMessage, type Catalog, type CompiledCatalog, type MessageId } from './format';
import type { Locale } from './locales';

/**
 * `locale`'s catalog as the browser takes it: the plain texts as they are, the others already
 * parsed, so a page loads no ICU parser (frontend/vite.config.ts). `keep` leaves out what a page
 * never shows (the mails).
 */
export function compileCatalog(catalog: Catalog, locale: Locale, keep: (id: MessageId) => boolean = () => true): CompiledCatalog {
  const parseOptions = { locale: new Intl.Locale(INTL_LOCALE[locale]) };
  const compiled: CompiledCatalog = {};
  for (const [id, message] of Object.entries(catalog) as [MessageId, string][]) {
    if (keep(id)) compiled[id] = isPlainMessage(message) ? message : parse(message, parseOptions);
  }
  return compiled;
}

/** What a browser page is never shown: the mails are written on the server. */
export const isShownOnPages = (id: MessageId): boolean => !id.startsWith('mail.');
