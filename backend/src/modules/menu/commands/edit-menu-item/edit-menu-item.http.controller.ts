import { Body, Controller, Param, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { menuItemSchema, type MenuItemInput, type MenuItemView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { itemDetails } from '../../http/item-details';
import { savedItem } from '../../http/menu-answers';
import { MenuLocator } from '../../queries/menu-locator';
import { EditMenuItemCommand } from './edit-menu-item.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { menuVersionByItem } from '../../http/menu-version';

@ApiTags('menu')
@Controller('product')
export class EditMenuItemHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
    private readonly locator: MenuLocator,
  ) {}

  @Put(':itemId')
  @VersionedRecord(menuVersionByItem)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Izmena stavke: naziv, cena, ili premeštanje u drugu podkategoriju istog menija' })
  @ApiBody({ schema: { example: { name: 'Aperol Spritz', price: 790, categoryId: '…', subCategoryId: '…' } } })
  async edit(
    @Param('itemId') itemId: string,
    @Body(validBody(menuItemSchema)) input: MenuItemInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<MenuItemView> {
    const clubId = await this.locator.venueOfItem(itemId);
    await this.commands.run(new EditMenuItemCommand(clubId, itemId, itemDetails(input), context));
    return savedItem(this.queryBus, clubId, itemId, caller);
  }
}
