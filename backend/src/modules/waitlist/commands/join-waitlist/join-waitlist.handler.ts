import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { openOnNight } from '../../../reservations/domain/opening-nights';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import type { JoinFacts } from '../../domain/waitlist/joining';
import type { WaitlistEvent } from '../../domain/waitlist/waitlist.events';
import { findVenueZones } from '../../queries/venue-floor';
import { WaitlistOffers } from '../waitlist-offers';
import { JoinWaitlistCommand } from './join-waitlist.command';

/** Reads the venue (approved, open that night), its zones and the clock, then adds the guest at the end of the night's queue. */
@CommandHandler(JoinWaitlistCommand)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlistCommand, CommandOutcome<WaitlistEvent>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly offers: WaitlistOffers,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ entryId, input, context }: JoinWaitlistCommand): Promise<CommandOutcome<WaitlistEvent>> {
    const { clubId, night, firstName, lastName, phone, email, persons } = input;
    const zoneId = input.zoneId ?? null;
    const facts = await this.facts(clubId, night, zoneId);
    return this.offers.decideWaitlist(
      clubId,
      night,
      {
        type: 'JoinWaitlist',
        entryId,
        clubId,
        night,
        persons,
        guest: { firstName, lastName, phone, email },
        zoneId,
        joinedAt: this.clock.now().toISOString(),
        facts,
        ...(input.locale ? { locale: input.locale } : {}),
      },
      context,
    );
  }

  private async facts(clubId: string, night: string, zoneId: string | null): Promise<JoinFacts> {
    const [{ state: venue }, zones] = await Promise.all([this.repository.load(venueStream(clubId), venueDecider), zoneId ? findVenueZones(this.pool, clubId) : null]);
    return {
      venue: {
        exists: venue.exists && !venue.deleted,
        approved: venue.status === 'approved',
        name: venue.details?.name ?? '',
        openOnNight: openOnNight(venue.workingHours, night),
      },
      zoneName: zoneId ? (zones?.get(zoneId) ?? null) : null,
      tonight: tonight(this.clock.now()),
    };
  }
}
