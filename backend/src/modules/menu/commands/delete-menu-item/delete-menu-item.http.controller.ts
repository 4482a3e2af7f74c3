import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { MenuLocator } from '../../queries/menu-locator';
import { DeleteMenuItemCommand } from './delete-menu-item.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { menuVersionByItem } from '../../http/menu-version';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('menu')
@Controller('product')
export class DeleteMenuItemHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly locator: MenuLocator,
  ) {}

  @Delete(':itemId')
  @VersionedRecord(menuVersionByItem)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje stavke menija' })
  async delete(@Param('itemId') itemId: string, @Command() context: CommandContext) {
    const clubId = await this.locator.venueOfItem(itemId);
    await this.commands.run(new DeleteMenuItemCommand(clubId, itemId, context));
    return { _id: itemId, message: inRequestLanguage('refusal.menu.itemDeleted') };
  }
}
