import type { LoginInput, LoginResponse } from '@izlazak/contracts';
import { api } from '../../api/api';
import { authStorage } from '../../lib/auth-storage';
import { sessionStarted } from '../../state/session-slice';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      // Wrong credentials are the form's business, not an expired session.
      extraOptions: { quietUnauthorized: true },
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          authStorage.save({ token: data.token, role: data.user.role });
          dispatch(sessionStarted(data.user));
        } catch {
          // The login form shows why.
        }
      },
    }),
  }),
});

export const { useLoginMutation } = authApi;
