import type { CommandContext } from '#platform/commands/command-context';

export class DeleteMenuCategoryCommand {
  constructor(
    readonly clubId: string,
    readonly categoryId: string,
    readonly context: CommandContext,
  ) {}
}
