import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { userListQuerySchema, type Paged, type UserListQuery, type UserView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListUsersQuery } from './list-users.query';

@ApiTags('users')
@Controller('user')
export class ListUsersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Lista korisnika (role=user, samo admin) ili osoblja (role=staff,manager)',
    description: 'Menadžer vidi samo osoblje i menadžere svog objekta. Pretraga po imenu, prezimenu, emailu, korisničkom imenu, telefonu i ID-u.',
  })
  @ApiQuery({ name: 'page', required: false, example: 1 })
  @ApiQuery({ name: 'size', required: false, example: 10 })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'role', required: false, example: 'staff,manager' })
  list(@Query(validBody(userListQuerySchema)) filter: UserListQuery, @CurrentUser() caller: AuthenticatedUser): Promise<Paged<UserView>> {
    return this.queryBus.execute(new ListUsersQuery(caller, filter));
  }
}
