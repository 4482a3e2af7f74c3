import type { LoginInput, LoginResponse, PasswordResetInput, PasswordResetRequestInput, UserView } from '@izlazak/contracts';
import { api } from '../../api/api';
import { authStorage } from '../../lib/auth-storage';
import { sessionStarted } from '../../state/session-slice';

interface MessageResponse {
  message: string;
}

/** Both the reset form and the password-changed screen read this one request's outcome. */
export const PASSWORD_RESET_CACHE_KEY = 'password-reset';

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
    /** Multipart: the registration fields plus an optional profileImage file. */
    register: build.mutation<MessageResponse & { user: UserView }, FormData>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: `auth/verify-email/${encodeURIComponent(token)}`, method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<MessageResponse, PasswordResetRequestInput>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, PasswordResetInput>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useVerifyEmailMutation, useRequestPasswordResetMutation, useResetPasswordMutation } = authApi;
