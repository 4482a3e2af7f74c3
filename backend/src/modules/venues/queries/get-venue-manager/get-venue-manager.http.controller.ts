import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VenueManagerView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { GetVenueManagerQuery } from './get-venue-manager.query';

@ApiTags('club')
@Controller('club')
export class GetVenueManagerHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('manager/:clubId')
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Menadžer objekta (admin, ili menadžer tog objekta)' })
  get(@Param('clubId') clubId: string, @CurrentUser() viewer: AuthenticatedUser): Promise<VenueManagerView> {
    return this.queryBus.execute(new GetVenueManagerQuery(clubId, viewer));
  }
}
