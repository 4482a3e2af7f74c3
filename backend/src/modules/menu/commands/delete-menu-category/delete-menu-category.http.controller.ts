import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { MenuLocator } from '../../queries/menu-locator';
import { DeleteMenuCategoryCommand } from './delete-menu-category.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { menuVersionByCategory } from '../../http/menu-version';
import { inRequestLanguage } from '#platform/http/request-language';

@ApiTags('menu')
@Controller('club')
export class DeleteMenuCategoryHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly locator: MenuLocator,
  ) {}

  @Delete('categories/:id')
  @VersionedRecord(menuVersionByCategory('id'))
  @ApiParam({ name: 'id', description: 'id kategorije' })
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Brisanje prazne kategorije; kategorija sa podkategorijama se ne briše (409)' })
  async delete(@Param('id') categoryId: string, @Command() context: CommandContext) {
    const clubId = await this.locator.venueOfCategory(categoryId);
    await this.commands.run(new DeleteMenuCategoryCommand(clubId, categoryId, context));
    return { _id: categoryId, message: inRequestLanguage('refusal.menu.categoryDeleted') };
  }
}
