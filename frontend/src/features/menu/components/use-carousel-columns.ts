import { useSyncExternalStore, type RefObject } from 'react';

function onResize(update: () => void) {
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
}

/**
 * The tiles the carousel shows at a time, as its stylesheet lays them out (`--menu-columns`, set by
 * the spec's breakpoints in menu.css, so they stand in one place); a server-rendered page (and its
 * hydration) starts with a phone's one.
 */
export function useCarouselColumns(carousel: RefObject<HTMLElement | null>): number {
  const laidOut = () => {
    const columns = carousel.current ? Number(getComputedStyle(carousel.current).getPropertyValue('--menu-columns')) : NaN;
    return Number.isInteger(columns) && columns > 0 ? columns : 1;
  };
  return useSyncExternalStore(onResize, laidOut, () => 1);
}
