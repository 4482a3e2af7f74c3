import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { menuCategorySchema, type MenuCategoryInput, type MenuCategoryView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { targetClubId } from '../../../venues/http/target-club';
import { savedCategory } from '../../http/menu-answers';
import { AddMenuCategoryCommand } from './add-menu-category.command';
import { Idempotent } from '#platform/http/idempotency';

@ApiTags('menu')
@Controller('club')
export class AddMenuCategoryHttpController {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('category')
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Nova kategorija menija (menadžer: svoj objekat; admin: clubId u telu ili upitu)' })
  @ApiQuery({ name: 'clubId', required: false })
  @ApiBody({ schema: { example: { name: 'Kokteli' } } })
  async add(
    @Body(validBody(menuCategorySchema)) input: MenuCategoryInput,
    @Query('clubId') clubIdInQuery: unknown,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<MenuCategoryView> {
    const clubId = targetClubId(caller, input.clubId ?? (typeof clubIdInQuery === 'string' ? clubIdInQuery : undefined));
    const categoryId = randomUUID();
    await this.commands.run(new AddMenuCategoryCommand(clubId, categoryId, input.name, input.nameEn, context));
    return savedCategory(this.queryBus, clubId, categoryId, caller);
  }
}
