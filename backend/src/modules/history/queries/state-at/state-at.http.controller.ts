import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { HISTORY_STATE_SUBJECTS, historyStateQuerySchema, type HistoryState, type HistoryStateQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { StateAtQuery } from './state-at.query';

@ApiTags('history')
@Controller('history')
export class StateAtHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('state/:clubId')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Meni, radno vreme ili stolovi objekta kakvi su bili u datom trenutku, iz tokova događaja' })
  @ApiQuery({ name: 'at', required: true, description: 'ISO trenutak' })
  @ApiQuery({ name: 'what', required: true, enum: Object.keys(HISTORY_STATE_SUBJECTS) })
  state(@Param('clubId') clubId: string, @Query(validBody(historyStateQuerySchema)) query: HistoryStateQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<HistoryState> {
    return this.queryBus.execute(new StateAtQuery(clubId, new Date(query.at), query.what, viewer));
  }
}
