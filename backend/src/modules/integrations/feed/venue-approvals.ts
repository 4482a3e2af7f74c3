import { comparePositions, type EventStore, type GlobalPosition } from '#platform/event-store/event-store.port';
import { venueStream } from '../../venues/domain/venue.events';
import { approvesVenue } from '../domain/read-scope';

/**
 * When each venue was approved, read from its own stream, so the feed shows a reader of every venue
 * the same history on every read: nothing of a venue before its approval. An approval never moves,
 * so once found it is kept; a venue still waiting is asked again next time (sign-ups are few).
 */
export class VenueApprovals {
  private readonly approvedAt = new Map<string, GlobalPosition>();

  constructor(private readonly store: EventStore) {}

  async approvedBy(venueId: string, position: GlobalPosition): Promise<boolean> {
    let approval = this.approvedAt.get(venueId);
    if (!approval) {
      approval = await this.findApproval(venueId);
      if (approval) this.approvedAt.set(venueId, approval);
    }
    return approval !== undefined && comparePositions(approval, position) <= 0;
  }

  private async findApproval(venueId: string): Promise<GlobalPosition | undefined> {
    for await (const event of this.store.readStream(venueStream(venueId))) {
      if (approvesVenue(event)) return event.position;
    }
    return undefined;
  }
}
