import type { CommandContext } from '#platform/commands/command-context';

export class DeleteMenuSubcategoryCommand {
  constructor(
    readonly clubId: string,
    readonly categoryId: string,
    readonly subCategoryId: string,
    readonly context: CommandContext,
  ) {}
}
