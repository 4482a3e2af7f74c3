import type { MenuItemInput } from '@izlazak/contracts';
import type { MenuItemDetails } from '../domain/menu/menu.events';

/** The item as the menu records it; the form's `category` and `subCategory` names are the menu's to say. */
export function itemDetails(input: MenuItemInput): MenuItemDetails {
  // nameEn left out stays as it is (the decider keeps it); '' takes it away.
  return {
    name: input.name,
    ...(input.nameEn !== undefined ? { nameEn: input.nameEn } : {}),
    price: input.price,
    categoryId: input.categoryId,
    subCategoryId: input.subCategoryId,
  };
}
