import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { tableDecider, tableStream } from '../../domain/table.decider';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { ChangeTableCommand } from './change-table.command';

@CommandHandler(ChangeTableCommand)
export class ChangeTableHandler implements ICommandHandler<ChangeTableCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ tableId, details, context }: ChangeTableCommand): Promise<CommandOutcome> {
    const stream = tableStream(tableId);
    const { state: table } = await this.repository.load(stream, tableDecider);
    // A table never moves between venues, so its venue is read once, before deciding.
    const venue = table.clubId ? (await this.repository.load(venueStream(table.clubId), venueDecider)).state : null;
    const live = venue !== null && venue.exists && !venue.deleted;
    return this.repository.decide(stream, tableDecider, { type: 'ChangeTable', actor: context.actor, venueExists: live, details }, context);
  }
}
