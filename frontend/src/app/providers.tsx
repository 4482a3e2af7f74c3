import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from './store';

/** Toasts mount themselves on first use (components/toaster.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
