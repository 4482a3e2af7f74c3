import type { CommandContext } from '#platform/commands/command-context';
import type { TableDetails } from '../../domain/table.decider';

export class ChangeTableCommand {
  constructor(
    readonly tableId: string,
    readonly details: TableDetails,
    readonly context: CommandContext,
  ) {}
}
