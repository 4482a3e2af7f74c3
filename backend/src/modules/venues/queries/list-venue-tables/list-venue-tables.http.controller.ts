import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { venueTablesQuerySchema, type Paged, type VenueTablesQuery, type VenueTableView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListVenueTablesQuery } from './list-venue-tables.query';
import { PublicRead } from '#platform/read-cache/public-read';

@ApiTags('club')
@Controller('club')
export class ListVenueTablesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('allTables/:clubId')
  @PublicRead('venues', 'venue_tables', 'reservations', 'event_listings')
  @ApiOperation({ summary: 'Stolovi objekta, 12 po stranici; sa date (ili eventId) svaki sto kaže da li je te noći slobodan (free)' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiQuery({ name: 'date', required: false })
  @ApiQuery({ name: 'eventId', required: false })
  list(
    @Param('clubId') clubId: string,
    @Query(validBody(venueTablesQuerySchema)) paging: VenueTablesQuery,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ): Promise<Paged<VenueTableView>> {
    return this.queryBus.execute(new ListVenueTablesQuery(clubId, paging, viewer));
  }
}
