import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { MenuCategoryView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { PublicRead } from '#platform/read-cache/public-read';
import { ListMenuCategoriesQuery } from './list-menu-categories.query';
import { VersionedRead } from '#platform/http/conditional-request';
import { menuVersion } from '../../http/menu-version';

@ApiTags('menu')
@Controller('club')
export class ListMenuCategoriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @PublicRead('venues', 'menu_categories', 'menu_subcategories', 'menu_items')
  // One path, two meanings pinned by the spec: GET takes a venue id, PUT and DELETE a category id.
  @Get('categories/:id')
  @VersionedRead(menuVersion('id'))
  @ApiParam({ name: 'id', description: 'id objekta' })
  @ApiOperation({ summary: 'Kategorije menija objekta, sa podkategorijama i brojem stavki (javno za odobrene objekte)' })
  list(@Param('id') clubId: string, @CurrentUser() viewer: AuthenticatedUser | null): Promise<MenuCategoryView[]> {
    return this.queryBus.execute(new ListMenuCategoriesQuery(clubId, viewer));
  }
}
