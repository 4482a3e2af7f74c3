import { useSyncExternalStore } from 'react';

/** The spec's breakpoints: one tile under 768 px, two from 768, three from 1280, four from 1450 (menu.css lays them out). */
const BREAKPOINTS = [1450, 1280, 768] as const;

function columnsFor(width: number): number {
  const reached = BREAKPOINTS.findIndex((breakpoint) => width >= breakpoint);
  return reached === -1 ? 1 : BREAKPOINTS.length - reached + 1;
}

function onResize(update: () => void) {
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
}

/** The tiles that fit the window; a server-rendered page (and its hydration) starts with a phone's one. */
export function useCarouselColumns(): number {
  return useSyncExternalStore(onResize, () => columnsFor(window.innerWidth), () => 1);
}
