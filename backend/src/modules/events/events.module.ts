import { Module } from '@nestjs/common';
import { ChangeEventHandler } from './commands/change-event/change-event.handler';
import { ChangeEventHttpController } from './commands/change-event/change-event.http.controller';
import { DeleteEventHandler } from './commands/delete-event/delete-event.handler';
import { DeleteEventHttpController } from './commands/delete-event/delete-event.http.controller';
import { PublishEventHandler } from './commands/publish-event/publish-event.handler';
import { PublishEventHttpController } from './commands/publish-event/publish-event.http.controller';
import { GetEventCalendarHandler } from './queries/event-calendar/event-calendar.handler';
import { EventCalendarHttpController } from './queries/event-calendar/event-calendar.http.controller';
import { ListEventTypesHandler } from './queries/event-types/event-types.handler';
import { EventTypesHttpController } from './queries/event-types/event-types.http.controller';
import { GetEventHandler } from './queries/get-event/get-event.handler';
import { GetEventHttpController } from './queries/get-event/get-event.http.controller';
import { ListEventsHandler } from './queries/list-events/list-events.handler';
import { ListEventsHttpController } from './queries/list-events/list-events.http.controller';
import { ListedEventNights } from './queries/event-nights';

/**
 * Nightlife events (GET/POST/PUT/DELETE /api/event). Express matches routes in the order they are
 * registered: `event/types` comes before `event/:eventId`.
 */
@Module({
  controllers: [
    EventTypesHttpController,
    ListEventsHttpController,
    EventCalendarHttpController,
    GetEventHttpController,
    PublishEventHttpController,
    ChangeEventHttpController,
    DeleteEventHttpController,
  ],
  providers: [PublishEventHandler, ChangeEventHandler, DeleteEventHandler, ListEventsHandler, GetEventHandler, GetEventCalendarHandler, ListEventTypesHandler, ListedEventNights],
  exports: [ListedEventNights],
})
export class EventsModule {}
