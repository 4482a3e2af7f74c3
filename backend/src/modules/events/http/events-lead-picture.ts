import type { QueryBus } from '@nestjs/cqrs';
import { check, eventListQuerySchema, PAGE_SIZES, type EventList } from '@izlazak/contracts';
import { firstCardPicture, type LeadPictureOf } from '#platform/http/lead-picture';
import { ListEventsQuery } from '../queries/list-events/list-events.query';

/**
 * /events is first seen with the first card of GET /api/event?page=1&size=12, in its small picture
 * (an event without one shows the bundled default picture: nothing to preload).
 */
export function eventsLeadPicture(queryBus: QueryBus): LeadPictureOf {
  return firstCardPicture(/^\/events?\/?$/, firstEventCardPicture(queryBus));
}

/** The first card's picture of /events, read now (the event_listings read model and the night clock). */
export function firstEventCardPicture(queryBus: QueryBus): () => Promise<string | null> {
  return async () => {
    const filters = check({ page: 1, size: PAGE_SIZES.publicEvents }, eventListQuerySchema).value!;
    const { data }: EventList = await queryBus.execute(new ListEventsQuery(filters, null));
    return data[0] ? (data[0].smallImage ?? data[0].image) : null;
  };
}
