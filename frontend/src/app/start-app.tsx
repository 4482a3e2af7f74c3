import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { LOCALE_PREFIX, localeOfPath } from '@izlazak/contracts';
import { loadCatalog } from './catalogs';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { SERVER_STATE_ID } from './server-state';

/**
 * Mounts the app in #root, in the language its address is in (/en/…, /sr-cyrl/…, else sr-Latn)
 * with that language's messages: takes over a page the server rendered, or renders it in the browser.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const locale = localeOfPath(window.location.pathname);
  await loadCatalog(locale);
  const app = (
    <StrictMode>
      <AppProviders locale={locale}>
        <BrowserRouter basename={LOCALE_PREFIX[locale] || undefined}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  if (document.getElementById(SERVER_STATE_ID)) {
    // A public page the server rendered (entry-server.tsx), its stylesheet already applied: React
    // takes over its HTML, with the reads it was rendered from already in the store. In a
    // transition, hydration yields to the browser every few milliseconds instead of holding a slow
    // phone's main thread for the whole page (a tap meanwhile is replayed once its part is hydrated).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A transition: React renders the first page in short slices, so a slow phone stays responsive
    // while it builds (the boot shell stays painted until the page is ready).
    const root = createRoot(container);
    void appStylesheetSettled().then(() => startTransition(() => root.render(app)));
  }
}

/**
 * index.html loads the app's stylesheet without holding the first paint (see vite.config.ts); the
 * page waits for it, so it is never seen unstyled. In development there is none to wait for.
 */
function appStylesheetSettled(): Promise<void> {
  const stylesheet = document.getElementById('app-styles');
  if (!stylesheet || stylesheet.hasAttribute('data-settled')) return Promise.resolve();
  return new Promise((settled) => {
    stylesheet.addEventListener('load', () => settled(), { once: true });
    stylesheet.addEventListener('error', () => settled(), { once: true });
  });
}
