import { Injectable } from '@nestjs/common';
import { badRequest } from '#platform/commands/domain-errors';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import type { KnownVenues } from '../../identity/ports/known-venues';
import { VENUE_NOT_FOUND } from '../domain/venue-access';
import { venueDecider } from '../domain/venue.decider';
import { venueStream } from '../domain/venue.events';

/**
 * Identity's KnownVenues port, from the venue's own stream rather than the venues read model: a
 * venue is known from the moment it is recorded.
 */
@Injectable()
export class VenueStreamsKnownVenues implements KnownVenues {
  constructor(private readonly repository: EventSourcedRepository) {}

  async assertExists(clubId: string | null | undefined): Promise<void> {
    if (!clubId) return;
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    if (!state.exists || state.deleted) throw badRequest(VENUE_NOT_FOUND, 'clubId');
  }
}
