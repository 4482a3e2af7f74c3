import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { menuItemsQuerySchema, type MenuItemView, type MenuItemsQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { PublicRead } from '#platform/read-cache/public-read';
import { validBody } from '#platform/http/schema.pipe';
import { ListMenuItemsQuery } from './list-menu-items.query';
import { VersionedRead } from '#platform/http/conditional-request';
import { menuVersion } from '../../http/menu-version';

@ApiTags('menu')
@Controller('product')
export class ListMenuItemsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @PublicRead('venues', 'menu_categories', 'menu_subcategories', 'menu_items')
  @Get('all/:clubId')
  @VersionedRead(menuVersion('clubId'))
  @ApiOperation({ summary: 'Stavke menija objekta sa cenama u RSD; po želji samo jedne kategorije ili podkategorije' })
  @ApiQuery({ name: 'subCategoryId', required: false })
  @ApiQuery({ name: 'categoryId', required: false })
  list(@Param('clubId') clubId: string, @Query(validBody(menuItemsQuerySchema)) query: MenuItemsQuery, @CurrentUser() viewer: AuthenticatedUser | null): Promise<MenuItemView[]> {
    return this.queryBus.execute(new ListMenuItemsQuery(clubId, { categoryId: query.categoryId, subCategoryId: query.subCategoryId }, viewer));
  }
}
