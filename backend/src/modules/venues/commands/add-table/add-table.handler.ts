import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { tableDecider, tableStream } from '../../domain/table.decider';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { AddTableCommand } from './add-table.command';

@CommandHandler(AddTableCommand)
export class AddTableHandler implements ICommandHandler<AddTableCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ tableId, clubId, details, context }: AddTableCommand): Promise<CommandOutcome> {
    const { state: venue } = await this.repository.load(venueStream(clubId), venueDecider);
    const venueExists = venue.exists && !venue.deleted;
    return this.repository.decide(tableStream(tableId), tableDecider, { type: 'AddTable', actor: context.actor, tableId, clubId, venueExists, details }, context);
  }
}
