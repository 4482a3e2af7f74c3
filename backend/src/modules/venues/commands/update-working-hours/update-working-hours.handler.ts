import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { UpdateWorkingHours } from './update-working-hours.command';

@CommandHandler(UpdateWorkingHours)
export class UpdateWorkingHoursHandler implements ICommandHandler<UpdateWorkingHours, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ clubId, days, context }: UpdateWorkingHours): Promise<CommandOutcome> {
    return this.repository.decide(venueStream(clubId), venueDecider, { type: 'UpdateWorkingHours', actor: context.actor, days }, context);
  }
}
