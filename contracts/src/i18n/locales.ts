/** The languages Izlazak speaks: Serbian in Latin script (the default and the source), Serbian in Cyrillic (derived), English. */
export const LOCALES = ['sr-Latn', 'sr-Cyrl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sr-Latn';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
