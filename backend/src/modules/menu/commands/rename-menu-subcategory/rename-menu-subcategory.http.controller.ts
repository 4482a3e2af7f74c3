import { Body, Controller, Param, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { menuSubcategorySchema, type MenuSubcategoryInput, type MenuSubcategoryView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { assertSameCategory } from '../../http/same-category';
import { savedSubcategory } from '../../http/menu-answers';
import { MenuLocator } from '../../queries/menu-locator';
import { RenameMenuSubcategoryCommand } from './rename-menu-subcategory.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { menuVersionByCategory } from '../../http/menu-version';

@ApiTags('menu')
@Controller('club')
export class RenameMenuSubcategoryHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
    private readonly locator: MenuLocator,
  ) {}

  @Put('categories/:categoryId/:subCategoryId')
  @VersionedRecord(menuVersionByCategory('categoryId'))
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Izmena naziva podkategorije (admin, ili menadžer objekta čiji je meni)' })
  @ApiBody({ schema: { example: { name: 'Flaširano' } } })
  async rename(
    @Param('categoryId') categoryId: string,
    @Param('subCategoryId') subCategoryId: string,
    @Body(validBody(menuSubcategorySchema)) input: MenuSubcategoryInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<MenuSubcategoryView> {
    assertSameCategory(categoryId, input.categoryId);
    const clubId = await this.locator.venueOfCategory(categoryId);
    await this.commands.run(new RenameMenuSubcategoryCommand(clubId, categoryId, subCategoryId, input.name, input.nameEn, context));
    return savedSubcategory(this.queryBus, clubId, categoryId, subCategoryId, caller);
  }
}
