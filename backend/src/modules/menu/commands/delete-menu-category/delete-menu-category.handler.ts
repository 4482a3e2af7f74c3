import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { MenuCommands } from '../menu-commands';
import { DeleteMenuCategoryCommand } from './delete-menu-category.command';

@CommandHandler(DeleteMenuCategoryCommand)
export class DeleteMenuCategoryHandler implements ICommandHandler<DeleteMenuCategoryCommand, CommandOutcome> {
  constructor(private readonly menu: MenuCommands) {}

  execute({ clubId, categoryId, context }: DeleteMenuCategoryCommand): Promise<CommandOutcome> {
    return this.menu.decide({ type: 'DeleteMenuCategory', actor: context.actor, clubId, categoryId }, context);
  }
}
