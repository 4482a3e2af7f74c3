import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it (its first render must
 * be the server's), true from then on and in a page the browser renders alone. What only the
 * browser knows (the stored session, an open modal) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
