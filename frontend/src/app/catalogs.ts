import { hasCatalog, provideCatalog, type CompiledCatalog, type Locale } from '@izlazak/contracts';

/** The id of the JSON script a server-rendered page brings its language's messages in (entry-server.tsx). */
export const MESSAGES_SCRIPT_ID = 'izlazak-messages';

/** Each language's catalog as a chunk of its own, compiled for the browser (vite.config.ts): a page loads only the one it is in. */
const CATALOG_CHUNKS = import.meta.glob<CompiledCatalog>('../../../contracts/src/i18n/catalogs/*.json', { import: 'default' });

/** Provides `locale`'s messages to t(): from the page itself when the server rendered it, else fetched. */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (hasCatalog(locale)) return;
  const inPage = typeof document === 'undefined' ? null : document.getElementById(MESSAGES_SCRIPT_ID);
  if (inPage?.textContent && inPage.dataset.locale === locale) {
    provideCatalog(locale, JSON.parse(inPage.textContent) as CompiledCatalog);
    return;
  }
  const chunk = Object.entries(CATALOG_CHUNKS).find(([file]) => file.endsWith(`/${locale}.json`))?.[1];
  if (!chunk) throw new Error(`No catalog for ${locale}`);
  provideCatalog(locale, await chunk());
}
