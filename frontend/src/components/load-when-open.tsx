import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its (lazily loaded) children from the first time `open` is true and keeps them mounted
 * after, so a modal's code loads when a visitor first opens it and closing still animates.
 */
export function LoadWhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
