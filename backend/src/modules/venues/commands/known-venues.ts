import { Injectable } from '@nestjs/common';
import { badRequest } from '#platform/commands/domain-errors';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { VENUE_NOT_FOUND } from '../../venues/domain/venue-access';
import { venueDecider } from '../../venues/domain/venue.decider';
import { venueStream } from '../../venues/domain/venue.events';

/**
 * An account placed in a venue (its clubId) must name a venue that exists. Identity reads the
 * venue's own stream, not the venues read model: a venue is known there from the moment it is
 * recorded, and the pure venues domain is all it takes from that feature.
 */
@Injectable()
export class KnownVenues {
  constructor(private readonly repository: EventSourcedRepository) {}

  /** 400 naming clubId when it names no live venue; null (no venue) is always fine. */
  async assertExists(clubId: string | null | undefined): Promise<void> {
    if (!clubId) return;
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    if (!state.exists || state.deleted) throw badRequest(VENUE_NOT_FOUND, 'clubId');
  }
}
