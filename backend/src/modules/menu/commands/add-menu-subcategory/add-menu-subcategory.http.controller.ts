import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
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
import { AddMenuSubcategoryCommand } from './add-menu-subcategory.command';
import { Idempotent } from '#platform/http/idempotency';

@ApiTags('menu')
@Controller('club')
export class AddMenuSubcategoryHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
    private readonly locator: MenuLocator,
  ) {}

  @Post('addSubcategory/:categoryId')
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Nova podkategorija u kategoriji (admin, ili menadžer objekta čiji je meni)' })
  @ApiBody({ schema: { example: { name: 'Točeno', categoryId: '…' } } })
  async add(
    @Param('categoryId') categoryId: string,
    @Body(validBody(menuSubcategorySchema)) input: MenuSubcategoryInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<MenuSubcategoryView> {
    assertSameCategory(categoryId, input.categoryId);
    const clubId = await this.locator.venueOfCategory(categoryId);
    const subCategoryId = randomUUID();
    await this.commands.run(new AddMenuSubcategoryCommand(clubId, categoryId, subCategoryId, input.name, input.nameEn, context));
    return savedSubcategory(this.queryBus, clubId, categoryId, subCategoryId, caller);
  }
}
