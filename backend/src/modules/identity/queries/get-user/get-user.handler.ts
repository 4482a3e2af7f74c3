import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { USER_NOT_FOUND } from '../../domain/user/user-messages';
import { UserDirectory, UserViews } from '../user-directory';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserView> {
  constructor(
    private readonly users: UserDirectory,
    private readonly views: UserViews,
  ) {}

  async execute({ userId }: GetUserQuery): Promise<UserView> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound(USER_NOT_FOUND);
    return this.views.one(user);
  }
}
