import type { LiveWaitlistChange } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import { LIVE_ROOMS, type LiveFeed, type LiveRow } from '#platform/live/live-feed';
import type { WaitlistEvent } from '../domain/waitlist/waitlist.events';
import { waitlistProjector } from '../projections/waitlist.projector';
import { findWaitlistEntries, toEntryView } from '../queries/waitlist-rows';

const EVENTS = [
  'WaitlistJoined',
  'WaitlistEntryMoved',
  'WaitlistEntryRemoved',
  'WaitlistOfferMade',
  'WaitlistOfferWithdrawn',
  'WaitlistOfferExpired',
  'WaitlistOfferClaimed',
] satisfies WaitlistEvent['type'][];

/** The venue's manager and staff, and admins: the guests' contacts are theirs to see. */
const roomsOfVenue = (clubId: string) => [LIVE_ROOMS.venue(clubId), LIVE_ROOMS.admins];

/** The night's waitlist as the venue's 'Lista čekanja' shows it, pushed as each guest's place or state changes. */
export const waitlistLiveFeed: LiveFeed = {
  name: 'waitlist',
  readModel: waitlistProjector.name,
  eventTypes: EVENTS,
  streamPrefixes: ['waitlist-'],
  changeOf(event) {
    const { entryId, clubId } = event.data as { entryId?: string; clubId?: string };
    return entryId && clubId ? { id: entryId, rooms: roomsOfVenue(clubId) } : null;
  },
  async read(db: Queryable, ids: string[]): Promise<LiveRow[]> {
    const rows = await findWaitlistEntries(db, ids);
    return rows.map((row) => ({
      id: row.id,
      rooms: roomsOfVenue(row.club_id),
      message: (position): LiveWaitlistChange => ({ type: 'waitlist-entry', position, version: row.version, entry: toEntryView(row) }),
    }));
  },
};
