import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { MenuLocator } from '../../queries/menu-locator';
import { DeleteMenuSubcategoryCommand } from './delete-menu-subcategory.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { menuVersionByCategory } from '../../http/menu-version';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('menu')
@Controller('club')
export class DeleteMenuSubcategoryHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly locator: MenuLocator,
  ) {}

  @Delete('subcategories/:categoryId/:subCategoryId')
  @VersionedRecord(menuVersionByCategory('categoryId'))
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje prazne podkategorije; podkategorija sa stavkama se ne briše (409)' })
  async delete(@Param('categoryId') categoryId: string, @Param('subCategoryId') subCategoryId: string, @Command() context: CommandContext) {
    const clubId = await this.locator.venueOfCategory(categoryId);
    await this.commands.run(new DeleteMenuSubcategoryCommand(clubId, categoryId, subCategoryId, context));
    return { _id: subCategoryId, message: inRequestLanguage('refusal.menu.subcategoryDeleted') };
  }
}
