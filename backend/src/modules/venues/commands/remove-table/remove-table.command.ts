import type { CommandContext } from '#platform/commands/command-context';

export class RemoveTableCommand {
  constructor(
    readonly tableId: string,
    readonly context: CommandContext,
  ) {}
}
