import en from './catalogs/en.json';
import srCyrl from './catalogs/sr-Cyrl.json';
import srLatn from './catalogs/sr-Latn.json';
import { provideCatalog, type Catalog } from './format';
import { LOCALES, type Locale } from './locales';

// sr-Cyrl is derived after tsc from sr-Latn: a key just added to sr-Latn is in it after the build, so
// its keys are not held against sr-Latn's here (the messages test and `npm run lint` do that).
/** All three catalogs, provided to t() as this module loads (the backend, mails, tests; the browser's bundle leaves it out). */
export const CATALOGS: Record<Locale, Catalog> = { 'sr-Latn': srLatn, 'sr-Cyrl': srCyrl, en };

for (const locale of LOCALES) provideCatalog(locale, CATALOGS[locale]);
