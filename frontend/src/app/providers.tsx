import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store as browserStore, type AppStore } from './store';

/** Toasts mount themselves on first use (components/toaster.tsx). The server's render brings its own store. */
export function AppProviders({ children, store = browserStore }: { children: ReactNode; store?: AppStore }) {
  return <Provider store={store}>{children}</Provider>;
}
