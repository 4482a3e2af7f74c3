import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { ManagedRole, Paged, UserView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { escapeLike, pageOf, selectPage } from '#platform/database/paging';
import { UserViews, type UserRow } from '../user-directory';
import { ListUsersQuery } from './list-users.query';

export const USERS_FOR_ADMINS_ONLY = 'identity.usersForAdminsOnly';

interface Scope {
  roles: ManagedRole[];
  /** null: every club. */
  clubId: string | null;
}

/**
 * Admins see every non-admin account; a manager sees only the staff and managers of their own
 * club (a manager with no club sees nobody). Role `user` is for admins only.
 */
export function scopeOf(caller: AuthenticatedUser, requested: ManagedRole[] | undefined): Scope | 'nobody' {
  const asked: ManagedRole[] =
    requested && requested.length > 0 ? requested : caller.role === 'admin' ? ['user', 'staff', 'manager', 'promoter'] : ['staff', 'manager', 'promoter'];
  if (caller.role === 'admin') return { roles: asked, clubId: null };
  if (caller.role !== 'manager' || asked.includes('user')) throw forbidden(USERS_FOR_ADMINS_ONLY);
  return caller.clubId ? { roles: asked, clubId: caller.clubId } : 'nobody';
}

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, Paged<UserView>> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly views: UserViews,
  ) {}

  async execute({ caller, filter }: ListUsersQuery): Promise<Paged<UserView>> {
    const scope = scopeOf(caller, filter.role);
    if (scope === 'nobody') return pageOf([], 0, filter);
    const search = filter.search ? `%${escapeLike(filter.search.toLowerCase())}%` : null;
    const { rows, total } = await selectPage<UserRow>(
      this.pool,
      {
        from: `FROM users WHERE NOT deleted AND role = ANY($1) AND ($2::text IS NULL OR club_id = $2) AND ($3::text IS NULL OR search_text LIKE $3)`,
        params: [scope.roles, scope.clubId, search],
        orderBy: 'created_at DESC, id',
      },
      filter,
    );
    return pageOf(await this.views.of(rows), total, filter);
  }
}
