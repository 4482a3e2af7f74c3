import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { decideChangeTable, tableAggregate, tableStream } from '../../domain/table.decider';
import { ChangeTableCommand } from './change-table.command';

@CommandHandler(ChangeTableCommand)
export class ChangeTableHandler implements ICommandHandler<ChangeTableCommand, CommandOutcome> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ tableId, details, context }: ChangeTableCommand): Promise<CommandOutcome> {
    return this.repository.handle(
      tableStream(tableId),
      tableAggregate,
      (state) => decideChangeTable({ type: 'ChangeTable', actor: context.actor, details }, state),
      context,
    );
  }
}
