import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { decideRemoveTable, tableAggregate, tableStream } from '../../domain/table.decider';
import { RemoveTableCommand } from './remove-table.command';

@CommandHandler(RemoveTableCommand)
export class RemoveTableHandler implements ICommandHandler<RemoveTableCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ tableId, context }: RemoveTableCommand): Promise<CommandOutcome> {
    return this.repository.handle(tableStream(tableId), tableAggregate, (state) => decideRemoveTable({ type: 'RemoveTable', actor: context.actor }, state), context);
  }
}
