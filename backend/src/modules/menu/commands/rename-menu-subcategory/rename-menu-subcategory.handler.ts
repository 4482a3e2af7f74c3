import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { MenuCommands } from '../menu-commands';
import { RenameMenuSubcategoryCommand } from './rename-menu-subcategory.command';

@CommandHandler(RenameMenuSubcategoryCommand)
export class RenameMenuSubcategoryHandler implements ICommandHandler<RenameMenuSubcategoryCommand, CommandOutcome> {
  constructor(private readonly menu: MenuCommands) {}

  execute({ clubId, categoryId, subCategoryId, name, nameEn, context }: RenameMenuSubcategoryCommand): Promise<CommandOutcome> {
    return this.menu.decide({ type: 'RenameMenuSubcategory', actor: context.actor, clubId, categoryId, subCategoryId, name, nameEn }, context);
  }
}
