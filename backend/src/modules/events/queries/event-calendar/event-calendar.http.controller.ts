import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { EventView } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { GetEventQuery } from '../get-event/get-event.query';
import { eventIcs } from './event-ics';

@ApiTags('event')
@Controller('event')
export class EventCalendarHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 'Dodaj u kalendar': the same event GET /api/event/{id} shows, as a file a calendar opens. */
  @Get(':eventId/ics')
  @ApiProduces('text/calendar')
  @ApiOperation({ summary: 'Događaj kao .ics datoteka za kalendar (vremena u UTC)' })
  async ics(@Param('eventId') eventId: string, @CurrentUser() viewer: AuthenticatedUser | null, @Res() response: Response) {
    const event = await this.queryBus.execute<GetEventQuery, EventView>(new GetEventQuery(eventId, viewer));
    response
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="dogadjaj-${event._id.replace(/[^\w-]/g, '')}.ics"`)
      .send(eventIcs(event, this.config.appUrl, new Date()));
  }
}
