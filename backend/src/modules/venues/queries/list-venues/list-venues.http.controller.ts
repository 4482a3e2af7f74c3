import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { venueListQuerySchema, type Paged, type VenueListQuery, type VenueView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListVenuesQuery } from './list-venues.query';
import { PublicRead } from '#platform/read-cache/public-read';

@ApiTags('club')
@Controller('club')
export class ListVenuesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @PublicRead('venues')
  @ApiOperation({ summary: 'Objekti, po stranicama: filteri tip, rang, grad, objekat i pretraga; status pending ili all (samo admin) prikazuje i prijave na čekanju' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiQuery({ name: 'type', required: false })
  @ApiQuery({ name: 'rang', required: false })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'clubId', required: false })
  @ApiQuery({ name: 'city', required: false })
  @ApiQuery({ name: 'status', required: false, enum: ['approved', 'pending', 'all'] })
  list(@Query(validBody(venueListQuerySchema)) filters: VenueListQuery, @CurrentUser() viewer: AuthenticatedUser | null): Promise<Paged<VenueView>> {
    return this.queryBus.execute(new ListVenuesQuery(filters, viewer));
  }
}
