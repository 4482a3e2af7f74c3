import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale, UserView } from '@izlazak/contracts';
import { authStorage } from '../lib/auth-storage';

export interface SessionState {
  user: UserView | null;
  /** undefined while the current user is still being determined (GET /auth/me in flight). */
  loggedIn: boolean | undefined;
}

function initialSession(): SessionState {
  // Without a stored token there is nobody to ask the server about.
  return { user: null, loggedIn: authStorage.token() ? undefined : false };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    sessionStarted(state, action: PayloadAction<UserView>) {
      state.user = action.payload;
      state.loggedIn = true;
    },
    /** The signed-in owner chose a language: the screens follow at once, the server is told beside it. */
    accountLocaleChosen(state, action: PayloadAction<Locale>) {
      if (state.user) state.user.locale = action.payload;
    },
    sessionEnded(state) {
      state.user = null;
      state.loggedIn = false;
    },
  },
});

export const { sessionStarted, sessionEnded, accountLocaleChosen } = sessionSlice.actions;
