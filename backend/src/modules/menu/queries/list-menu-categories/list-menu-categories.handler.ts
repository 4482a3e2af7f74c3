import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MenuCategoryView } from '@izlazak/contracts';
import { MenuListHandler } from '../menu-visibility';
import { findMenuCategories } from '../menu-rows';
import { ListMenuCategoriesQuery } from './list-menu-categories.query';

@QueryHandler(ListMenuCategoriesQuery)
export class ListMenuCategoriesHandler extends MenuListHandler implements IQueryHandler<ListMenuCategoriesQuery, MenuCategoryView[]> {
  async execute({ clubId, viewer, categoryId }: ListMenuCategoriesQuery): Promise<MenuCategoryView[]> {
    await this.assertMenuVisible(clubId, viewer);
    return findMenuCategories(this.pool, clubId, categoryId);
  }
}
