import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { MenuCommands } from '../menu-commands';
import { DeleteMenuItemCommand } from './delete-menu-item.command';

@CommandHandler(DeleteMenuItemCommand)
export class DeleteMenuItemHandler implements ICommandHandler<DeleteMenuItemCommand, CommandOutcome> {
  constructor(private readonly menu: MenuCommands) {}

  execute({ clubId, itemId, context }: DeleteMenuItemCommand): Promise<CommandOutcome> {
    return this.menu.decide({ type: 'DeleteMenuItem', actor: context.actor, clubId, itemId }, context);
  }
}
