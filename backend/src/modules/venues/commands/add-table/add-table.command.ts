import type { CommandContext } from '#platform/commands/command-context';
import type { TableDetails } from '../../domain/table.decider';

export class AddTableCommand {
  constructor(
    readonly tableId: string,
    readonly clubId: string,
    readonly details: TableDetails,
    readonly context: CommandContext,
  ) {}
}
