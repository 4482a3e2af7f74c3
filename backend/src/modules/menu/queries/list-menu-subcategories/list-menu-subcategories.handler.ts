import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MenuSubcategoryView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { CATEGORY_NOT_FOUND } from '../../domain/menu/menu-messages';
import { MenuListHandler } from '../menu-visibility';
import { findMenuCategories, findMenuSubcategories } from '../menu-rows';
import { ListMenuSubcategoriesQuery } from './list-menu-subcategories.query';

@QueryHandler(ListMenuSubcategoriesQuery)
export class ListMenuSubcategoriesHandler extends MenuListHandler implements IQueryHandler<ListMenuSubcategoriesQuery, MenuSubcategoryView[]> {
  async execute({ clubId, categoryId, viewer, subCategoryId }: ListMenuSubcategoriesQuery): Promise<MenuSubcategoryView[]> {
    await this.assertMenuVisible(clubId, viewer);
    const [category] = await findMenuCategories(this.pool, clubId, categoryId);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return findMenuSubcategories(this.pool, clubId, categoryId, subCategoryId);
  }
}
