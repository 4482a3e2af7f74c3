import type { RootState } from '../state/root-reducer';

/** The id of the JSON script that carries a server-rendered page's API reads (app/server-render.ts writes it). */
export const SERVER_STATE_ID = 'izlazak-state';

/** What the server hands over: the API reads it rendered the page from, as RTK Query keeps them. */
export type ServerState = Pick<RootState['api'], 'queries' | 'provided'>;

/** The reads a server-rendered page came with, or undefined for a page the browser renders alone. */
export function serverRenderedState(): RootState['api'] | undefined {
  const script = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as RootState['api'];
  } catch {
    return undefined;
  }
}
