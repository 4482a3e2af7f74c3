import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { eventListQuerySchema, type EventList, type EventListQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListEventsQuery } from './list-events.query';

@ApiTags('event')
@Controller('event')
export class ListEventsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'Događaji od večeras nadalje (noć po beogradskom vremenu traje do 06:00), po prioritetu pa po početku. Filteri: naziv (title), objekat, tip, datum noći, dan u nedelji (0 nedelja … 6 subota, naredna takva noć), eventFromDate, nextWeek (sedam noći posle večerašnje); all=true: kontrolna tabla, i prošli događaji svog objekta',
  })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiQuery({ name: 'title', required: false })
  @ApiQuery({ name: 'clubId', required: false })
  @ApiQuery({ name: 'type', required: false })
  @ApiQuery({ name: 'date', required: false })
  @ApiQuery({ name: 'dayOfTheWeek', required: false })
  @ApiQuery({ name: 'eventFromDate', required: false })
  @ApiQuery({ name: 'nextWeek', required: false })
  @ApiQuery({ name: 'all', required: false })
  list(@Query(validBody(eventListQuerySchema)) filters: EventListQuery, @CurrentUser() viewer: AuthenticatedUser | null): Promise<EventList> {
    return this.queryBus.execute(new ListEventsQuery(filters, viewer));
  }
}
