import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { eventTypesQuerySchema } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListEventTypesQuery } from './event-types.query';

@ApiTags('event')
@Controller('event')
export class EventTypesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('types')
  @ApiOperation({ summary: 'Tipovi predstojećih događaja (svih objekata ili jednog: clubId)' })
  @ApiQuery({ name: 'clubId', required: false })
  types(@Query(validBody(eventTypesQuerySchema)) { clubId }: { clubId?: string }, @CurrentUser() viewer: AuthenticatedUser | null): Promise<string[]> {
    return this.queryBus.execute(new ListEventTypesQuery(clubId, viewer));
  }
}
