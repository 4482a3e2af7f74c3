import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { nightlifeEventDecider, nightlifeEventStream } from '../../domain/nightlife-event.decider';
import { DeleteEventCommand } from './delete-event.command';

@CommandHandler(DeleteEventCommand)
export class DeleteEventHandler implements ICommandHandler<DeleteEventCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ eventId, context }: DeleteEventCommand): Promise<CommandOutcome> {
    return this.repository.decide(nightlifeEventStream(eventId), nightlifeEventDecider, { type: 'DeleteEvent', actor: context.actor }, context);
  }
}
