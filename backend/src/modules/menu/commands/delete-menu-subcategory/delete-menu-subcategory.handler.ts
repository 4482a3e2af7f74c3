import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { MenuCommands } from '../menu-commands';
import { DeleteMenuSubcategoryCommand } from './delete-menu-subcategory.command';

@CommandHandler(DeleteMenuSubcategoryCommand)
export class DeleteMenuSubcategoryHandler implements ICommandHandler<DeleteMenuSubcategoryCommand, CommandOutcome> {
  constructor(private readonly menu: MenuCommands) {}

  execute({ clubId, categoryId, subCategoryId, context }: DeleteMenuSubcategoryCommand): Promise<CommandOutcome> {
    return this.menu.decide({ type: 'DeleteMenuSubcategory', actor: context.actor, clubId, categoryId, subCategoryId }, context);
  }
}
