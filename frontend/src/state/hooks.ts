import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authStorage } from '../lib/auth-storage';
import { useHydrated } from '../lib/use-hydrated';
import type { Role } from '@izlazak/contracts';
import type { RootState } from './root-reducer';

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectSession = (state: RootState) => state.session;
export const selectCurrentUser = (state: RootState) => state.session.user;
export const selectSearch = (state: RootState) => state.ui.search;
export const selectSidebarOpen = (state: RootState) => state.ui.sidebarOpen;
export const selectUiLocale = (state: RootState) => state.ui.locale;

/** Whether a token is stored (and not known to be rejected), and the role it was issued for: what the public pages offer depends on it. */
export function useStoredSession(): { signedIn: boolean; role: Role | null } {
  const session = useAppSelector(selectSession);
  // A server-rendered page is rendered for a visitor: the browser shows the stored session once it has taken the page over.
  const stored = useHydrated();
  return {
    signedIn: stored && session.loggedIn !== false && Boolean(authStorage.token()),
    role: session.user?.role ?? (stored ? authStorage.role() : null),
  };
}
