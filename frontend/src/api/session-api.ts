import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Locale, UserView } from '@izlazak/contracts';
import { authStorage } from '../lib/auth-storage';
import { LOGIN_PATH } from '../lib/navigation';
import { selectSession, useAppDispatch, useAppSelector } from '../state/hooks';
import type { SessionState } from '../state/session-slice';
import { sessionEnded, sessionStarted } from '../state/session-slice';
import { api } from './api';

/** The session endpoints every layout needs; the login form itself lives in the auth feature. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<UserView, void>({
      query: () => 'auth/me',
      extraOptions: { quietUnauthorized: true },
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          authStorage.save({ role: user.role });
          dispatch(sessionStarted(user));
        } catch (failure) {
          const status = (failure as { error?: { status?: unknown } }).error?.status;
          if (status === 401) authStorage.clear();
          dispatch(sessionEnded());
        }
      },
    }),
    /** The account's language (PATCH /api/user/locale): the screens follow the choice before the answer. */
    chooseLocale: build.mutation<UserView, Locale>({
      query: (locale) => ({ url: 'user/locale', method: 'PATCH', body: { locale } }),
    }),
    logout: build.mutation<{ message: string }, void>({
      query: () => ({ url: 'auth/logout', method: 'GET' }),
      extraOptions: { quietUnauthorized: true },
    }),
  }),
});

export const { useGetMeQuery, useLogoutMutation, useChooseLocaleMutation } = sessionApi;

/** Logs out on the server, then forgets the user locally even if the server call failed. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // The catalogue already told the user; the local session ends either way.
    }
    authStorage.clear();
    // Leave the guarded screen first, or its guard would send us to a login that returns here.
    await navigate(LOGIN_PATH, { replace: true, flushSync: true });
    dispatch(sessionEnded());
    dispatch(api.util.resetApiState());
  }, [dispatch, logout, navigate]);
}

/** The session, asking the server who the stored token belongs to when that is not known yet. */
export function useSession(): SessionState {
  const session = useAppSelector(selectSession);
  useGetMeQuery(undefined, { skip: session.loggedIn !== undefined });
  return session;
}
