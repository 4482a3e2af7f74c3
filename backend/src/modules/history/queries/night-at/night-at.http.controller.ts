import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { historyNightQuerySchema, type HistoryNight, type HistoryNightQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { NightAtQuery } from './night-at.query';

@ApiTags('history')
@Controller('history')
export class NightAtHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('night/:clubId')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Noć objekta u datom trenutku: svaki sto i rezervacija koja ga je tada držala, iz tokova događaja' })
  @ApiQuery({ name: 'at', required: true, description: 'ISO trenutak, npr. 2026-10-31T00:30:00Z' })
  @ApiQuery({ name: 'night', required: false, description: 'noć (yyyy-MM-dd); podrazumevano noć kojoj trenutak pripada' })
  night(@Param('clubId') clubId: string, @Query(validBody(historyNightQuerySchema)) query: HistoryNightQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<HistoryNight> {
    return this.queryBus.execute(new NightAtQuery(clubId, new Date(query.at), viewer, query.night));
  }
}
