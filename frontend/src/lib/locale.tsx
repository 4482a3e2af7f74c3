import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, t as format, type Locale, type MessageId, type MessageValues } from '@izlazak/contracts';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language, as its address says (/en/…, /sr-cyrl/…, else sr-Latn): the server renders it and the browser hydrates it in the same one. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** t() in the page's language: `const t = useMessages(); t('header.signIn')`. */
export function useMessages(): (id: MessageId, values?: MessageValues) => string {
  const locale = useLocale();
  return useCallback((id: MessageId, values?: MessageValues) => format(id, values, locale), [locale]);
}
