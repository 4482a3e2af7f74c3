import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
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
import { AddMenuItemCommand } from './add-menu-item.command';
import { Idempotent } from '#platform/http/idempotency';

@ApiTags('menu')
@Controller('product')
export class AddMenuItemHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
    private readonly locator: MenuLocator,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Nova stavka menija u podkategoriji; cena u RSD, najviše dve decimale' })
  @ApiBody({ schema: { example: { name: 'Aperol Spritz', price: 750, categoryId: '…', subCategoryId: '…', category: 'Kokteli', subCategory: 'Klasični' } } })
  async add(@Body(validBody(menuItemSchema)) input: MenuItemInput, @Command() context: CommandContext, @CurrentUser() caller: AuthenticatedUser): Promise<MenuItemView> {
    const clubId = await this.locator.venueOfCategoryInForm(input.categoryId);
    const itemId = randomUUID();
    await this.commands.run(new AddMenuItemCommand(clubId, itemId, itemDetails(input), context));
    return savedItem(this.queryBus, clubId, itemId, caller);
  }
}
