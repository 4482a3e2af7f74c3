/*
 * The door screen's service worker (registered by features/door/door-offline-shell.ts, scoped to
 * /dashboard/door): the door phone reloads its screen without a connection. It keeps
 *   - the page itself (index.html), network first: a new release is taken whenever online;
 *   - the hashed files under /assets (scripts, styles, the scanner's WebAssembly), cache first:
 *     their names change with their content;
 *   - the session's answer (GET /api/auth/me), network first, kept per session token, so the
 *     dashboard knows who is signed in when the server cannot be asked.
 * Every other request (the API, live updates) goes to the network as if it were not here; the
 * door keeps its data in IndexedDB itself.
 */
const CACHE = 'izlazak-door-shell-v1';
const PAGE = '/dashboard/door';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('izlazak-door-shell-') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'keep') return;
  const urls = Array.isArray(event.data.urls) ? event.data.urls.filter((url) => typeof url === 'string' && url.startsWith('/')) : [];
  const authorization = typeof event.data.authorization === 'string' ? event.data.authorization : null;
  event.waitUntil(Promise.all([keep(urls), authorization ? keepSession(authorization) : null]));
});

/** The session's answer, read now while online (the page was reached without asking the server). */
async function keepSession(authorization) {
  try {
    await session(new Request('/api/auth/me', { headers: { Authorization: authorization } }));
  } catch {
    // Kept when the page asks next time.
  }
}

async function keep(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (url) => {
      // The page is taken fresh each time (a new release); hashed assets never change.
      if (url.startsWith('/assets/') && (await cache.match(url, { ignoreVary: true }))) return;
      try {
        const response = await fetch(url);
        if (response.ok) await cache.put(url, response);
      } catch {
        // Kept next time.
      }
    }),
  );
  await forgetOldAssets(cache, urls);
}

/** Assets of older releases are dropped once the page runs on newer ones (the scanner's stay). */
async function forgetOldAssets(cache, current) {
  const kept = new Set(current);
  const entries = await cache.keys();
  const assets = entries.map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/assets/'));
  if (assets.length < 200) return;
  await Promise.all(assets.filter((path) => !kept.has(path) && !/\.wasm$/.test(path)).map((path) => cache.delete(path)));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') event.respondWith(asset(request));
  else if (url.pathname === '/api/auth/me') event.respondWith(session(request));
});

async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(PAGE, response.clone());
    return response;
  } catch (failure) {
    const kept = await cache.match(PAGE, { ignoreVary: true });
    if (kept) return kept;
    throw failure;
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function session(request) {
  const cache = await caches.open(CACHE);
  const key = `/api/auth/me?session=${await sessionKey(request.headers.get('Authorization'))}`;
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    else if (response.status === 401) await cache.delete(key);
    return response;
  } catch (failure) {
    const kept = await cache.match(key, { ignoreVary: true });
    if (kept) return kept;
    throw failure;
  }
}

/** A hash of the token: the cache names the session without holding the token itself. */
async function sessionKey(authorization) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization || ''));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
