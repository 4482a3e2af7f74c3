import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { MenuCommands } from '../menu-commands';
import { AddMenuSubcategoryCommand } from './add-menu-subcategory.command';

@CommandHandler(AddMenuSubcategoryCommand)
export class AddMenuSubcategoryHandler implements ICommandHandler<AddMenuSubcategoryCommand, CommandOutcome> {
  constructor(private readonly menu: MenuCommands) {}

  execute({ clubId, categoryId, subCategoryId, name, nameEn, context }: AddMenuSubcategoryCommand): Promise<CommandOutcome> {
    return this.menu.decide({ type: 'AddMenuSubcategory', actor: context.actor, clubId, categoryId, subCategoryId, name, nameEn }, context);
  }
}
