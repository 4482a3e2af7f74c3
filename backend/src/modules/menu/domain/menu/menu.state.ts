import { assertNever } from '#platform/commands/decider';
import type { MenuEvent, MenuItemDetails } from './menu.events';

export interface MenuState {
  clubId: string | null;
  categories: Record<string, { name: string; nameEn?: string }>;
  subcategories: Record<string, { name: string; nameEn?: string; categoryId: string }>;
  items: Record<string, MenuItemDetails>;
}

export const initialMenuState = (): MenuState => ({ clubId: null, categories: {}, subcategories: {}, items: {} });

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

export function evolveMenu(state: MenuState, event: MenuEvent): MenuState {
  const menu = { ...state, clubId: event.data.clubId };
  switch (event.type) {
    case 'MenuCategoryAdded':
    case 'MenuCategoryRenamed': {
      const { categoryId, name, nameEn } = event.data;
      return { ...menu, categories: { ...state.categories, [categoryId]: { name, ...(nameEn ? { nameEn } : {}) } } };
    }
    case 'MenuCategoryDeleted':
      return { ...menu, categories: without(state.categories, event.data.categoryId) };
    case 'MenuSubcategoryAdded':
    case 'MenuSubcategoryRenamed': {
      const { subCategoryId, categoryId, name, nameEn } = event.data;
      return { ...menu, subcategories: { ...state.subcategories, [subCategoryId]: { name, ...(nameEn ? { nameEn } : {}), categoryId } } };
    }
    case 'MenuSubcategoryDeleted':
      return { ...menu, subcategories: without(state.subcategories, event.data.subCategoryId) };
    case 'MenuItemAdded':
    case 'MenuItemEdited': {
      const { itemId, name, nameEn, price, categoryId, subCategoryId } = event.data;
      return { ...menu, items: { ...state.items, [itemId]: { name, ...(nameEn ? { nameEn } : {}), price, categoryId, subCategoryId } } };
    }
    case 'MenuItemDeleted':
      return { ...menu, items: without(state.items, event.data.itemId) };
    default:
      return assertNever(event);
  }
}
