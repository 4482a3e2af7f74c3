import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { MenuCommands } from '../menu-commands';
import { EditMenuItemCommand } from './edit-menu-item.command';

@CommandHandler(EditMenuItemCommand)
export class EditMenuItemHandler implements ICommandHandler<EditMenuItemCommand, CommandOutcome> {
  constructor(private readonly menu: MenuCommands) {}

  execute({ clubId, itemId, details, context }: EditMenuItemCommand): Promise<CommandOutcome> {
    return this.menu.decide({ type: 'EditMenuItem', actor: context.actor, clubId, itemId, details }, context);
  }
}
