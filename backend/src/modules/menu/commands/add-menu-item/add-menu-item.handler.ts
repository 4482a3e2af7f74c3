import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { MenuCommands } from '../menu-commands';
import { AddMenuItemCommand } from './add-menu-item.command';

@CommandHandler(AddMenuItemCommand)
export class AddMenuItemHandler implements ICommandHandler<AddMenuItemCommand, CommandOutcome> {
  constructor(private readonly menu: MenuCommands) {}

  execute({ clubId, itemId, details, context }: AddMenuItemCommand): Promise<CommandOutcome> {
    return this.menu.decide({ type: 'AddMenuItem', actor: context.actor, clubId, itemId, details }, context);
  }
}
