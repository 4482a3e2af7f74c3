import { said } from '@izlazak/contracts';
import { conflict } from '#platform/commands/domain-errors';
import { subcategoryNotEmpty } from './menu-messages';
import { MENU_CAPACITY, assertMayEdit, category, keptEnglishName, itemsOf, sameName, subcategoriesOf, subcategoryOf, type MenuCommandBase } from './menu-rules';
import type { MenuEvent } from './menu.events';
import type { MenuState } from './menu.state';

export interface AddMenuSubcategory extends MenuCommandBase {
  type: 'AddMenuSubcategory';
  categoryId: string;
  subCategoryId: string;
  name: string;
  /** Left out: the current one; '': none. */
  nameEn?: string;
}
export interface RenameMenuSubcategory extends MenuCommandBase {
  type: 'RenameMenuSubcategory';
  categoryId: string;
  subCategoryId: string;
  name: string;
  /** Left out: the current one; '': none. */
  nameEn?: string;
}
export interface DeleteMenuSubcategory extends MenuCommandBase {
  type: 'DeleteMenuSubcategory';
  categoryId: string;
  subCategoryId: string;
}

function assertSubcategoryNameFree(state: MenuState, categoryId: string, name: string, exceptId?: string): void {
  const taken = Object.entries(state.subcategories).some(([id, entry]) => id !== exceptId && entry.categoryId === categoryId && sameName(entry.name, name));
  if (taken) throw conflict(said('refusal.menu.subcategoryTaken', { name }), 'name');
}

export function addSubcategory(command: AddMenuSubcategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  category(state, command.categoryId);
  if (state.subcategories[command.subCategoryId]) throw conflict('refusal.menu.subcategoryExists');
  if (subcategoriesOf(state, command.categoryId).length >= MENU_CAPACITY.subcategoriesPerCategory) {
    throw conflict(said('refusal.menu.tooManySubcategories', { max: String(MENU_CAPACITY.subcategoriesPerCategory) }));
  }
  assertSubcategoryNameFree(state, command.categoryId, command.name);
  const { clubId, categoryId, subCategoryId, name } = command;
  return [{ type: 'MenuSubcategoryAdded', data: { clubId, categoryId, subCategoryId, name, ...keptEnglishName(command.nameEn, undefined) } }];
}

export function renameSubcategory(command: RenameMenuSubcategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  category(state, command.categoryId);
  const current = subcategoryOf(state, command.categoryId, command.subCategoryId);
  const english = keptEnglishName(command.nameEn, current.nameEn);
  if (current.name === command.name && current.nameEn === english.nameEn) return [];
  if (current.name !== command.name) assertSubcategoryNameFree(state, command.categoryId, command.name, command.subCategoryId);
  const { clubId, categoryId, subCategoryId, name } = command;
  return [{ type: 'MenuSubcategoryRenamed', data: { clubId, categoryId, subCategoryId, name, ...english } }];
}

export function deleteSubcategory(command: DeleteMenuSubcategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  category(state, command.categoryId);
  const { name } = subcategoryOf(state, command.categoryId, command.subCategoryId);
  const items = itemsOf(state, (item) => item.subCategoryId === command.subCategoryId);
  if (items.length > 0)
    throw conflict(
      subcategoryNotEmpty(
        name,
        items.map((item) => item.name),
      ),
    );
  const { clubId, categoryId, subCategoryId } = command;
  return [{ type: 'MenuSubcategoryDeleted', data: { clubId, categoryId, subCategoryId } }];
}
