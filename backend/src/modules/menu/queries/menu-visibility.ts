import type { QueryBus } from '@nestjs/cqrs';
import { GetVenueQuery } from '../../venues/queries/get-venue/get-venue.query';
import type { Viewer } from '../../venues/queries/venue-rows';

/**
 * A menu is as public as its venue: an approved venue's menu is open to everyone; a deleted one's
 * to nobody, a pending sign-up's only to admins. Otherwise 'Objekat nije pronađen' (404).
 */
export async function assertMenuVisible(queryBus: QueryBus, clubId: string, viewer: Viewer): Promise<void> {
  await queryBus.execute(new GetVenueQuery(clubId, viewer));
}
