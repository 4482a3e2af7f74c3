import type { EventStore } from '#platform/event-store/event-store.port';
import { venueStream } from '../../venues/domain/venue.events';

/** Whether the venue was registered and not deleted, from its own stream (no other feature's table). */
export async function venueExists(store: EventStore, clubId: string): Promise<boolean> {
  let exists = false;
  for await (const event of store.readStream(venueStream(clubId))) {
    if (event.type === 'VenueRegistered') exists = true;
    if (event.type === 'VenueDeleted') exists = false;
  }
  return exists;
}
