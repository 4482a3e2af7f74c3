import { Inject, Injectable } from '@nestjs/common';
import type { FeedPage, PublicEvent, PublicEventType } from '@izlazak/contracts';
import { EVENT_STORE, type EventStore, type GlobalPosition } from '#platform/event-store/event-store.port';
import { domainEventTypesFor, feedPositionFrom, feedPositionText, toPublicEvent } from '../domain/public-events';
import { waitsForApproval, type ReadScope } from '../domain/read-scope';
import { VenueApprovals } from './venue-approvals';

/** How many domain events one page may look through for a key that sees few of them. */
const SCAN_LIMIT = 5000;

export interface FeedRequest {
  after?: string;
  limit: number;
  types?: PublicEventType[];
}

/**
 * The public feed, read straight from the event store's global feed: nothing is copied aside, so
 * there is no retention limit and a new integrator reads from the beginning. Domain events the
 * key does not see are skipped; `next` then points past them, so the next page does not look
 * through them again.
 */
@Injectable()
export class PublicFeed {
  private readonly approvals: VenueApprovals;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {
    this.approvals = new VenueApprovals(store);
  }

  async page(scope: ReadScope, request: FeedRequest): Promise<FeedPage> {
    const from = request.after ? feedPositionFrom(request.after) : undefined;
    const events: PublicEvent[] = [];
    let last: GlobalPosition | undefined = from;
    const scan = this.store.readAll({ fromPosition: from, maxCount: SCAN_LIMIT, filter: { eventTypes: domainEventTypesFor(request.types) } });
    for await (const recorded of scan) {
      last = recorded.position;
      const event = toPublicEvent(recorded, scope);
      if (event && waitsForApproval(event, scope) && !(await this.approvals.approvedBy(event.venueId, recorded.position))) continue;
      // A domain event that may become one of several public events is read for each of them.
      if (event && request.types?.length && !request.types.includes(event.type)) continue;
      if (event) events.push(event);
      if (events.length >= request.limit) break;
    }
    return { events, next: last ? feedPositionText(last) : null };
  }
}
