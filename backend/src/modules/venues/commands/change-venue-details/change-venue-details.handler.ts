import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { toVenueDetails } from '../../domain/venue-details';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { ChangeVenueDetailsCommand } from './change-venue-details.command';

@CommandHandler(ChangeVenueDetailsCommand)
export class ChangeVenueDetailsHandler implements ICommandHandler<ChangeVenueDetailsCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ clubId, input, context }: ChangeVenueDetailsCommand): Promise<CommandOutcome> {
    return this.repository.decide(
      venueStream(clubId),
      venueDecider,
      { type: 'ChangeVenueDetails', actor: context.actor, details: toVenueDetails(input) },
      context,
    );
  }
}
