/**
 * The door screen opens without a connection: a service worker (public/door-sw.js), scoped to
 * /dashboard/door only, keeps the app's shell (index.html, the scripts and styles this page ran
 * with, the session's answer) and serves it when the network is gone. The rest of the app never
 * passes through it.
 */
import { authStorage } from '../../lib/auth-storage';

const WORKER = '/door-sw.js';
const SCOPE = '/dashboard/door';

export async function keepDoorShellOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  try {
    const worker = await activeWorker(await navigator.serviceWorker.register(WORKER, { scope: SCOPE }));
    const token = authStorage.token();
    // The session's answer too: this page was reached without asking the server who is signed in.
    worker.postMessage({ type: 'keep', urls: [SCOPE, ...loadedShell()], authorization: token ? `Bearer ${token}` : null });
  } catch {
    // Without a service worker the door still works; only a reload without a connection would not.
  }
}

/**
 * The registration's worker once it runs. Not `navigator.serviceWorker.ready`: that waits for a
 * worker of the address the page was opened at (often the login), which this one is not.
 */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (registration.active) return Promise.resolve(registration.active);
  const coming = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    if (!coming) return reject(new Error('no service worker'));
    coming.addEventListener('statechange', () => {
      if (coming.state === 'activated') resolve(coming);
      else if (coming.state === 'redundant') reject(new Error('service worker replaced'));
    });
  });
}

/** Our own scripts, styles and pictures this page has loaded so far (the chunks of its routes among them). */
function loadedShell(): string[] {
  const own = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/assets\//.test(url.pathname))
    .map((url) => url.pathname);
  return [...new Set([...own, '/favicon.svg'])];
}

/** The scanner fetched once while online and handed to the service worker, for a night without signal. */
export async function warmScanner(): Promise<void> {
  try {
    const { readerWasmUrl } = await import('./scanner/qr-reader');
    await fetch(readerWasmUrl);
    await keepDoorShellOffline();
  } catch {
    // The scanner loads when it is opened instead.
  }
}
