import { Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Renders its (lazily loaded) children from the first time `open` is true and keeps them mounted
 * after, so a modal's code loads when a visitor first opens it and closing still animates. A page
 * the server rendered open (/event/{id}) opens it once the browser has taken the page over, and
 * shows `fallback` until then and while the code loads.
 */
export function LoadWhenOpen({ open, children, fallback = null }: { open: boolean; children: ReactNode; fallback?: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const hydrated = useHydrated();
  if (open && hydrated && !opened) setOpened(true);
  if (!opened) return open ? fallback : null;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
