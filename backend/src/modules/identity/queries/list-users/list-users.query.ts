import type { UserListQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

/** One page of 'Lista korisnika' (role user) or 'Osoblje' (staff, manager), as the caller may see it. */
export class ListUsersQuery {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly filter: UserListQuery,
  ) {}
}
