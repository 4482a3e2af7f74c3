import type { CommandContext } from '#platform/commands/command-context';

export class AddMenuSubcategoryCommand {
  constructor(
    readonly clubId: string,
    readonly categoryId: string,
    readonly subCategoryId: string,
    readonly name: string,
    /** Left out: unchanged; '': none. */
    readonly nameEn: string | undefined,
    readonly context: CommandContext,
  ) {}
}
