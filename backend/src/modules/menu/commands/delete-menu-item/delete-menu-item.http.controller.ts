import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
import { MenuLocator } from '../../queries/menu-locator';
import { DeleteMenuItemCommand } from './delete-menu-item.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { menuVersionByItem } from '../../http/menu-version';

@ApiTags('menu')
@Controller('product')
export class DeleteMenuItemHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly locator: MenuLocator,
  ) {}

  @Delete(':itemId')
  @VersionedRecord(menuVersionByItem)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje stavke menija' })
  async delete(@Param('itemId') itemId: string, @Command() context: CommandContext) {
    const clubId = await this.locator.venueOfItem(itemId);
    const outcome = await this.commandBus.execute<DeleteMenuItemCommand, CommandOutcome>(new DeleteMenuItemCommand(clubId, itemId, context));
    await this.readYourWrites.after(outcome.position);
    return { _id: itemId, message: 'Stavka je obrisana' };
  }
}
