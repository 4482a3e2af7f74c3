import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MenuSubcategoryView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser } from '#platform/auth/roles.decorator';
import { PublicRead } from '#platform/read-cache/public-read';
import { ListMenuSubcategoriesQuery } from './list-menu-subcategories.query';
import { VersionedRead } from '#platform/http/conditional-request';
import { menuVersion } from '../../http/menu-version';

@ApiTags('menu')
@Controller('club')
export class ListMenuSubcategoriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @PublicRead('venues', 'menu_categories', 'menu_subcategories', 'menu_items')
  @Get('subCategories/:clubId/:categoryId')
  @VersionedRead(menuVersion('clubId'))
  @ApiOperation({ summary: 'Podkategorije jedne kategorije menija, sa brojem stavki' })
  list(@Param('clubId') clubId: string, @Param('categoryId') categoryId: string, @CurrentUser() viewer: AuthenticatedUser | null): Promise<MenuSubcategoryView[]> {
    return this.queryBus.execute(new ListMenuSubcategoriesQuery(clubId, categoryId, viewer));
  }
}
