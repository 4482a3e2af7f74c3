import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import type { ServerReads } from '../api/base-query';
import { liveConnection } from '../api/live';
import { rootReducer, type RootState } from '../state/root-reducer';
import { sessionEnded, sessionStarted } from '../state/session-slice';
import { serverRenderedState } from './server-state';

/** The live connection follows the session: a new one joins other rooms. */
const sessionListener = createListenerMiddleware();
sessionListener.startListening({
  matcher: isAnyOf(sessionStarted, sessionEnded),
  effect: (action) => liveConnection.signedInAs(sessionStarted.match(action) ? action.payload._id : null),
});

/**
 * A store of its own, starting from the API reads a server-rendered page came with (if any); the
 * server's render gives it the way it reads the API.
 */
export function createAppStore(apiState?: RootState['api'], serverReads?: ServerReads) {
  return configureStore({
    reducer: rootReducer,
    // The server hands over its reads (queries and the tags they provide); the slice's own parts (config, subscriptions, mutations) start fresh.
    preloadedState: apiState ? { [api.reducerPath]: { ...api.reducer(undefined, { type: 'izlazak/server-state' }), ...apiState } } : undefined,
    middleware: (getDefaultMiddleware) =>
      // The development checks walk the whole state on every action: not on the server, where each page's store lives for one render.
      getDefaultMiddleware({ thunk: { extraArgument: serverReads }, immutableCheck: !serverReads, serializableCheck: !serverReads })
        .prepend(sessionListener.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The browser's one store; the server renders every page with a new one (entry-server.tsx). */
export const store: AppStore = import.meta.env.SSR ? (null as unknown as AppStore) : createAppStore(serverRenderedState());

if (!import.meta.env.SSR) setupListeners(store.dispatch);
