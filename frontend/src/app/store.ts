import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { liveConnection } from '../api/live';
import { rootReducer } from '../state/root-reducer';
import { sessionEnded, sessionStarted } from '../state/session-slice';

/** The live connection follows the session: a new one joins other rooms. */
const sessionListener = createListenerMiddleware();
sessionListener.startListening({
  matcher: isAnyOf(sessionStarted, sessionEnded),
  effect: (action) => liveConnection.signedInAs(sessionStarted.match(action) ? action.payload._id : null),
});

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(sessionListener.middleware).concat(api.middleware),
});

setupListeners(store.dispatch);
