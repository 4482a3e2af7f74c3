import type { QueryBus } from '@nestjs/cqrs';
import { check, PAGE_SIZES, venueCardPicture, venueListQuerySchema, type Paged, type VenueView } from '@izlazak/contracts';
import { firstCardPicture, type LeadPictureOf } from '#platform/http/lead-picture';
import { ListVenuesQuery } from '../queries/list-venues/list-venues.query';

/** /clubs is first seen with the first card of GET /api/club?page=1&size=16. */
export function clubsLeadPicture(queryBus: QueryBus): LeadPictureOf {
  return firstCardPicture(/^\/clubs\/?$/, firstVenueCardPicture(queryBus));
}

/** The first card's picture of /clubs, read now (the venues read model). */
export function firstVenueCardPicture(queryBus: QueryBus): () => Promise<string | null> {
  return async () => {
    const filters = check({ page: 1, size: PAGE_SIZES.publicVenues }, venueListQuerySchema).value!;
    const { data }: Paged<VenueView> = await queryBus.execute(new ListVenuesQuery(filters, null));
    return data[0] ? (venueCardPicture(data[0])?.url ?? null) : null;
  };
}
