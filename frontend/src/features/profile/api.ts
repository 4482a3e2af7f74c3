import type { ProfileUpdateInput, UserView } from '@izlazak/contracts';
import { api } from '../../api/api';
import { sessionStarted } from '../../state/session-slice';

const PROFILE_TAG = { type: 'User', id: 'PROFILE' } as const;

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserView, void>({
      query: () => 'user/profile',
      providesTags: [PROFILE_TAG],
    }),
    updateProfile: build.mutation<UserView, ProfileUpdateInput>({
      query: (body) => ({ url: 'user/profile', method: 'PUT', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          // The header and the top bar show the new name at once, without asking the server again.
          void dispatch(profileApi.util.upsertQueryData('getProfile', undefined, user));
          dispatch(sessionStarted(user));
        } catch {
          // The settings form shows why.
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
