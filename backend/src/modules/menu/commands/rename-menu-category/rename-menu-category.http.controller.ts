import { Body, Controller, Param, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { menuCategorySchema, type MenuCategoryInput, type MenuCategoryView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { savedCategory } from '../../http/menu-answers';
import { MenuLocator } from '../../queries/menu-locator';
import { RenameMenuCategoryCommand } from './rename-menu-category.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { menuVersionByCategory } from '../../http/menu-version';

@ApiTags('menu')
@Controller('club')
export class RenameMenuCategoryHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
    private readonly locator: MenuLocator,
  ) {}

  @Put('categories/:id')
  @VersionedRecord(menuVersionByCategory('id'))
  @ApiParam({ name: 'id', description: 'id kategorije' })
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Izmena naziva kategorije (admin, ili menadžer objekta čiji je meni)' })
  @ApiBody({ schema: { example: { name: 'Koktel karta' } } })
  async rename(
    @Param('id') categoryId: string,
    @Body(validBody(menuCategorySchema)) input: MenuCategoryInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<MenuCategoryView> {
    const clubId = await this.locator.venueOfCategory(categoryId);
    await this.commands.run(new RenameMenuCategoryCommand(clubId, categoryId, input.name, input.nameEn, context));
    return savedCategory(this.queryBus, clubId, categoryId, caller);
  }
}
