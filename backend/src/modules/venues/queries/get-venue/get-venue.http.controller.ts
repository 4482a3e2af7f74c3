import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VenueView, VenueWorkingHoursEntry } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { GetVenueQuery } from './get-venue.query';
import { PublicRead } from '#platform/read-cache/public-read';
import { VersionedRead } from '#platform/http/conditional-request';
import { venueVersion } from '../../http/venue-versions';

@ApiTags('club')
@Controller('club')
export class GetVenueHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('workingHours/:clubId')
  @VersionedRead(venueVersion)
  @PublicRead('venues')
  @ApiOperation({ summary: 'Radno vreme objekta, od ponedeljka do nedelje' })
  async workingHours(@Param('clubId') clubId: string, @CurrentUser() viewer: AuthenticatedUser | null): Promise<VenueWorkingHoursEntry[]> {
    const venue = await this.queryBus.execute<GetVenueQuery, VenueView>(new GetVenueQuery(clubId, viewer));
    return venue.workingHours;
  }

  /** Registered last among the club routes: `:clubId` would otherwise swallow `objectTypes` and friends. */
  @Get(':clubId')
  @VersionedRead(venueVersion)
  @PublicRead('venues')
  @ApiOperation({ summary: 'Jedan objekat' })
  get(@Param('clubId') clubId: string, @CurrentUser() viewer: AuthenticatedUser | null): Promise<VenueView> {
    return this.queryBus.execute(new GetVenueQuery(clubId, viewer));
  }
}
