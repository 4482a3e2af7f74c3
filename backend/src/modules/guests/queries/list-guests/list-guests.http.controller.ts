import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { guestListQuerySchema, type GuestListQuery, type GuestView, type Paged } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListGuestsQuery } from './list-guests.query';

@ApiTags('guests')
@Controller('guests')
export class ListGuestsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Roles('admin', 'manager', 'staff')
  @ApiOperation({ summary: 'Knjiga gostiju svog objekta (admin: objekta clubId): jedan profil po gostu, po prezimenu; pretraga po imenu, telefonu ili e-pošti.' })
  @ApiQuery({ name: 'clubId', required: false })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  list(@Query(validBody(guestListQuerySchema)) filters: GuestListQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<Paged<GuestView>> {
    return this.queryBus.execute(new ListGuestsQuery(filters, viewer));
  }
}
