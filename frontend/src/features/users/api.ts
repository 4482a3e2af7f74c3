import type { AddUserInput, EditUserInput, Paged, UserView } from '@izlazak/contracts';
import { LIST_ID, api } from '../../api/api';
import { withQuery } from '../../lib/query-string';
import type { RootState } from '../../state/root-reducer';
import { sessionStarted } from '../../state/session-slice';

/** Role filter of GET /user: registered guests, or the back-office people of a venue. */
export type PeopleRoleFilter = 'user' | 'staff,manager';

export interface PeopleListArgs {
  page: number;
  size: number;
  search: string;
  role: PeopleRoleFilter;
}

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPeople: build.query<Paged<UserView>, PeopleListArgs>({
      query: ({ page, size, search, role }) => withQuery('user', { page, size, role, search }),
      providesTags: (result) => [{ type: 'User', id: LIST_ID }, ...(result?.data ?? []).map((user) => ({ type: 'User' as const, id: user._id }))],
    }),
    createPerson: build.mutation<UserView, AddUserInput>({
      query: (body) => ({ url: 'user', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: LIST_ID }],
    }),
    editPerson: build.mutation<UserView, { id: string; changes: EditUserInput }>({
      query: ({ id, changes }) => ({ url: `user/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }],
      async onQueryStarted({ id }, store) {
        // A manager editing their own row: the top bar shows the new name at once.
        const result = await store.queryFulfilled.catch(() => null);
        if (result && (store.getState() as RootState).session.user?._id === id) store.dispatch(sessionStarted(result.data));
      },
    }),
    deletePerson: build.mutation<{ _id: string; message: string }, string>({
      query: (id) => ({ url: `user/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // The page shifts up by one row, so every list page is stale, not only the deleted row.
      invalidatesTags: [{ type: 'User', id: LIST_ID }],
    }),
  }),
});

export const { useListPeopleQuery, useCreatePersonMutation, useEditPersonMutation, useDeletePersonMutation } = usersApi;
