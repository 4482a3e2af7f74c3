import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { GetEventCalendarQuery } from './event-calendar.query';
import { eventIcs, type CalendarEvent } from './event-ics';

@ApiTags('event')
@Controller('event')
export class EventCalendarHttpController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 'Dodaj u kalendar': the event as a file a calendar opens, and opens again to update its copy. */
  @Get(':eventId/ics')
  @ApiProduces('text/calendar')
  @ApiOperation({
    summary: 'Događaj kao .ics datoteka za kalendar (vremena u UTC; SEQUENCE i LAST-MODIFIED se menjaju sa događajem, obrisan događaj je STATUS:CANCELLED)',
  })
  async ics(@Param('eventId') eventId: string, @CurrentUser() viewer: AuthenticatedUser | null, @Res() response: Response) {
    const event = await this.queryBus.execute<GetEventCalendarQuery, CalendarEvent>(new GetEventCalendarQuery(eventId, viewer));
    response
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="dogadjaj-${event.id.replace(/[^\w-]/g, '')}.ics"`)
      .setHeader('Last-Modified', event.lastModified.toUTCString())
      .send(eventIcs(event, this.config.appUrl, new Date()));
  }
}
