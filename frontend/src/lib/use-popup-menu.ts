import { useEffect, useId, useRef, useState } from 'react';

/**
 * A small dropdown menu's state: open or closed, and closed again by a click or touch outside it
 * or by Escape. `rootRef` goes on the element that holds both the toggle and the menu.
 */
export function usePopupMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return {
    open,
    rootRef,
    menuId,
    close: () => setOpen(false),
    /** The toggle button's props: it opens and closes the menu and says so to a screen reader. */
    toggleProps: {
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpen((shown) => !shown),
    } as const,
  };
}
