import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { MenuCommands } from '../menu-commands';
import { RenameMenuCategoryCommand } from './rename-menu-category.command';

@CommandHandler(RenameMenuCategoryCommand)
export class RenameMenuCategoryHandler implements ICommandHandler<RenameMenuCategoryCommand, CommandOutcome> {
  constructor(private readonly menu: MenuCommands) {}

  execute({ clubId, categoryId, name, nameEn, context }: RenameMenuCategoryCommand): Promise<CommandOutcome> {
    return this.menu.decide({ type: 'RenameMenuCategory', actor: context.actor, clubId, categoryId, name, nameEn }, context);
  }
}
