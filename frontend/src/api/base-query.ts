import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { notifyError } from '../components/notify';
import { authStorage } from '../lib/auth-storage';
import { currentPath, loginPathFor, navigateTo } from '../lib/navigation';
import type { RootState } from '../state/root-reducer';
import { sessionEnded } from '../state/session-slice';
import { rememberWritePosition, sendLastWritePosition } from './write-position';
import { SERVER_UNAVAILABLE_MESSAGE, SERVER_UNAVAILABLE_TOAST_ID, classifyError } from './error-catalogue';

export interface ApiExtraOptions {
  /**
   * A 401 here is an answer, not an expired session: the session probe (GET /auth/me), the login
   * call and logout. It is neither toasted nor redirected, so an anonymous visitor never loops.
   */
  quietUnauthorized?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api/',
  prepareHeaders: (headers, { getState }) => {
    const token = authStorage.token();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // Field errors and other answers in the screens' language (Serbian when the server has no other).
    headers.set('Accept-Language', (getState() as RootState).ui.locale);
    return sendLastWritePosition(headers);
  },
});

/** How the server's render (entry-server.tsx) reads the API: anonymously, from the server's own address, through its fetch. */
export interface ServerReads {
  origin: string;
  fetch: typeof fetch;
}

/** On the server a page's store carries its ServerReads; no toast, no redirect. */
const readOnServer: typeof baseQuery = (args, api, extraOptions) => {
  const reads = api.extra as ServerReads;
  return fetchBaseQuery({ baseUrl: `${reads.origin}/api/`, fetchFn: reads.fetch })(args, api, extraOptions);
};

/** Adds the stored token, the screens' language and the tab's last write (write-position.ts), and turns failures into the toasts of the spec's error catalogue. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (args, api, extraOptions = {}) => {
  if (import.meta.env.SSR) return readOnServer(args, api, extraOptions);
  const result = await rawBaseQuery(args, api, extraOptions);
  rememberWritePosition(result.meta?.response);
  if (!result.error) return result;

  const failure = classifyError(result.error);
  if (failure.kind === 'unavailable') {
    notifyError(SERVER_UNAVAILABLE_MESSAGE, { toastId: SERVER_UNAVAILABLE_TOAST_ID });
  } else if (failure.kind === 'http') {
    if (failure.status === 401) {
      if (!extraOptions.quietUnauthorized) {
        notifyError(failure.message, { toastId: 'unauthorized' });
        authStorage.clear();
        api.dispatch(sessionEnded());
        if (!window.location.pathname.startsWith('/auth')) navigateTo(loginPathFor(currentPath()));
      }
    } else {
      notifyError(failure.message);
    }
  }
  return result;
};
