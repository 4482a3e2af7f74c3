import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '#platform/commands/command-context';
import { notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { venueDecider } from '../../venues/domain/venue.decider';
import { venueStream } from '../../venues/domain/venue.events';
import { VENUE_NOT_FOUND } from '../../venues/domain/venue-access';
import { googleVenueDecider, googleVenueStream, type GoogleVenueEvent, type GoogleVenueSettings } from '../domain/google-venue.decider';

/** 'Rezervacije preko Google-a': the venue's manager (or an admin) opts the venue in or out. */
export class ChangeGoogleSettingsCommand {
  constructor(
    readonly clubId: string,
    readonly settings: GoogleVenueSettings,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ChangeGoogleSettingsCommand)
export class ChangeGoogleSettingsHandler implements ICommandHandler<ChangeGoogleSettingsCommand, CommandOutcome<GoogleVenueEvent>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ clubId, settings, context }: ChangeGoogleSettingsCommand): Promise<CommandOutcome<GoogleVenueEvent>> {
    const { state: venue } = await this.repository.load(venueStream(clubId), venueDecider);
    if (!venue.exists || venue.deleted) throw notFound(VENUE_NOT_FOUND);
    return this.repository.decide(googleVenueStream(clubId), googleVenueDecider, { type: 'ChangeGoogleSettings', actor: context.actor, clubId, settings }, context);
  }
}
