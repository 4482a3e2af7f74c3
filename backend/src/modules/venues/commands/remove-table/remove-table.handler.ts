import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { tableDecider, tableStream } from '../../domain/table.decider';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { RemoveTableCommand } from './remove-table.command';

@CommandHandler(RemoveTableCommand)
export class RemoveTableHandler implements ICommandHandler<RemoveTableCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ tableId, context }: RemoveTableCommand): Promise<CommandOutcome> {
    const stream = tableStream(tableId);
    const { state: table } = await this.repository.load(stream, tableDecider);
    const venue = table.clubId ? (await this.repository.load(venueStream(table.clubId), venueDecider)).state : null;
    const live = venue !== null && venue.exists && !venue.deleted;
    return this.repository.decide(stream, tableDecider, { type: 'RemoveTable', actor: context.actor, venueExists: live }, context);
  }
}
