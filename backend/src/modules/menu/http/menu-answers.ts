import type { QueryBus } from '@nestjs/cqrs';
import type { MenuCategoryView, MenuItemView, MenuSubcategoryView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { notFound } from '#platform/commands/domain-errors';
import { CATEGORY_NOT_FOUND, ITEM_NOT_FOUND, SUBCATEGORY_NOT_FOUND } from '../domain/menu/menu-messages';
import { ListMenuCategoriesQuery } from '../queries/list-menu-categories/list-menu-categories.query';
import { ListMenuItemsQuery } from '../queries/list-menu-items/list-menu-items.query';
import { ListMenuSubcategoriesQuery } from '../queries/list-menu-subcategories/list-menu-subcategories.query';

/** What a save answers: the saved entry as the next GET shows it. */

export async function savedCategory(queryBus: QueryBus, clubId: string, categoryId: string, caller: AuthenticatedUser): Promise<MenuCategoryView> {
  const [category] = await queryBus.execute<ListMenuCategoriesQuery, MenuCategoryView[]>(new ListMenuCategoriesQuery(clubId, caller, categoryId));
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
}

export async function savedSubcategory(queryBus: QueryBus, clubId: string, categoryId: string, subCategoryId: string, caller: AuthenticatedUser): Promise<MenuSubcategoryView> {
  const [subcategory] = await queryBus.execute<ListMenuSubcategoriesQuery, MenuSubcategoryView[]>(new ListMenuSubcategoriesQuery(clubId, categoryId, caller, subCategoryId));
  if (!subcategory) throw notFound(SUBCATEGORY_NOT_FOUND);
  return subcategory;
}

export async function savedItem(queryBus: QueryBus, clubId: string, itemId: string, caller: AuthenticatedUser): Promise<MenuItemView> {
  const [item] = await queryBus.execute<ListMenuItemsQuery, MenuItemView[]>(new ListMenuItemsQuery(clubId, { itemId }, caller));
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}
