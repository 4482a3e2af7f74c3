import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { Authenticated, CurrentUser } from '#platform/auth/roles.decorator';
import { GetUserQuery } from './get-user.query';
import { VersionedRead } from '#platform/http/conditional-request';
import { ownProfileVersion } from '../../commands/user-versions';

@ApiTags('users')
@Controller('user')
export class GetProfileHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('profile')
  @VersionedRead(ownProfileVersion)
  @Authenticated()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Moj profil: podaci prijavljenog korisnika (stranica /profile, forma „Podešavanje”)' })
  get(@CurrentUser() caller: AuthenticatedUser): Promise<UserView> {
    return this.queryBus.execute(new GetUserQuery(caller.id));
  }
}
