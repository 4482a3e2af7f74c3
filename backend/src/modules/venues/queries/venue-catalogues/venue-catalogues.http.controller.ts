import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CITIES, VENUE_TYPES, type VenueListItem } from '@izlazak/contracts';
import { ListVenueNamesQuery, ListVenueTypesInUseQuery } from './venue-catalogues.query';
import { PublicRead } from '#platform/read-cache/public-read';

/** The lists behind the venue form's and the filter bar's dropdowns. */
@ApiTags('club')
@Controller('club')
export class VenueCataloguesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('objectTypes')
  @ApiOperation({ summary: 'Svi tipovi objekata koje forma nudi' })
  objectTypes(): readonly string[] {
    return VENUE_TYPES;
  }

  @Get('typesList')
  @PublicRead('venues')
  @ApiOperation({ summary: 'Tipovi koje ima bar jedan javni objekat (filter na stranici objekata)' })
  typesList(): Promise<string[]> {
    return this.queryBus.execute(new ListVenueTypesInUseQuery());
  }

  @Get('citiesList')
  @ApiOperation({ summary: 'Lista 21 grada' })
  citiesList(): readonly string[] {
    return CITIES;
  }

  @Get('clubsList')
  @PublicRead('venues')
  @ApiOperation({ summary: 'Nazivi i id-jevi javnih objekata, po želji jednog tipa' })
  @ApiQuery({ name: 'type', required: false })
  clubsList(@Query('type') type: unknown): Promise<VenueListItem[]> {
    return this.queryBus.execute(new ListVenueNamesQuery(typeof type === 'string' && type.trim() ? type.trim() : undefined));
  }
}
