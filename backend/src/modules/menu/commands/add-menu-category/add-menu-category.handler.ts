import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { MenuCommands } from '../menu-commands';
import { AddMenuCategoryCommand } from './add-menu-category.command';

@CommandHandler(AddMenuCategoryCommand)
export class AddMenuCategoryHandler implements ICommandHandler<AddMenuCategoryCommand, CommandOutcome> {
  constructor(private readonly menu: MenuCommands) {}

  execute({ clubId, categoryId, name, nameEn, context }: AddMenuCategoryCommand): Promise<CommandOutcome> {
    return this.menu.decide({ type: 'AddMenuCategory', actor: context.actor, clubId, categoryId, name, nameEn }, context);
  }
}
