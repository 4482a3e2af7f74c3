import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * On the server (the public pages' render, entry-server.tsx) a query hook starts its request while
 * the page renders, as no effect runs there; the render waits for them and renders again with the
 * data. In the browser the hooks work as usual.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

/** The one API slice; every feature adds its endpoints (and its own tag types) to it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Tags several features share; a feature adds its own with `api.enhanceEndpoints({ addTagTypes })`.
  tagTypes: ['Session', 'Club', 'User'],
  endpoints: () => ({}),
});

/** Lists provide this id next to one tag per item, so a create can invalidate just the lists. */
export const LIST_ID = 'LIST';
