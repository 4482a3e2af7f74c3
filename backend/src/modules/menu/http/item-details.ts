import type { MenuItemInput } from '@izlazak/contracts';
import type { MenuItemDetails } from '../domain/menu/menu.events';

/** The item as the menu records it; the form's `category` and `subCategory` names are the menu's to say. */
export function itemDetails(input: MenuItemInput): MenuItemDetails {
  return { name: input.name, price: input.price, categoryId: input.categoryId, subCategoryId: input.subCategoryId };
}
