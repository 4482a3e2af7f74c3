import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserView } from '@izlazak/contracts';
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
    sessionEnded(state) {
      state.user = null;
      state.loggedIn = false;
    },
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
