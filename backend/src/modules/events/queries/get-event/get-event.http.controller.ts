import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EventView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { GetEventQuery } from './get-event.query';
import { VersionedRead } from '#platform/http/conditional-request';
import { eventVersion } from '../../http/event-version';

@ApiTags('event')
@Controller('event')
export class GetEventHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Registered after `types`: `:eventId` would otherwise swallow it. */
  @Get(':eventId')
  @VersionedRead(eventVersion)
  @ApiOperation({ summary: 'Jedan događaj (i prošli: deljeni link i dalje radi)' })
  get(@Param('eventId') eventId: string, @CurrentUser() viewer: AuthenticatedUser | null): Promise<EventView> {
    return this.queryBus.execute(new GetEventQuery(eventId, viewer));
  }
}
