import type { CommandContext } from '#platform/commands/command-context';

export class DeleteMenuItemCommand {
  constructor(
    readonly clubId: string,
    readonly itemId: string,
    readonly context: CommandContext,
  ) {}
}
