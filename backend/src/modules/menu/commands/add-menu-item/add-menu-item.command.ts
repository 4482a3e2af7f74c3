import type { CommandContext } from '#platform/commands/command-context';
import type { MenuItemDetails } from '../../domain/menu/menu.events';

export class AddMenuItemCommand {
  constructor(
    readonly clubId: string,
    readonly itemId: string,
    readonly details: MenuItemDetails,
    readonly context: CommandContext,
  ) {}
}
