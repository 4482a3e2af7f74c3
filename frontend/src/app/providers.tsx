import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Locale } from '@izlazak/contracts';
import { LocaleProvider } from '../lib/locale';
import { store as browserStore, type AppStore } from './store';

/** Toasts mount themselves on first use (components/toaster.tsx). The server's render brings its own store. */
export function AppProviders({ children, locale, store = browserStore }: { children: ReactNode; locale: Locale; store?: AppStore }) {
  return (
    <Provider store={store}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </Provider>
  );
}
