import { said } from '@izlazak/contracts';
import { conflict } from '#platform/commands/domain-errors';
import { categoryNotEmpty } from './menu-messages';
import { MENU_CAPACITY, assertMayEdit, category, keptEnglishName, itemsOf, sameName, subcategoriesOf, type MenuCommandBase } from './menu-rules';
import type { MenuEvent } from './menu.events';
import type { MenuState } from './menu.state';

export interface AddMenuCategory extends MenuCommandBase {
  type: 'AddMenuCategory';
  categoryId: string;
  name: string;
  /** Left out: the current one; '': none. */
  nameEn?: string;
}
export interface RenameMenuCategory extends MenuCommandBase {
  type: 'RenameMenuCategory';
  categoryId: string;
  name: string;
  /** Left out: the current one; '': none. */
  nameEn?: string;
}
export interface DeleteMenuCategory extends MenuCommandBase {
  type: 'DeleteMenuCategory';
  categoryId: string;
}

function assertCategoryNameFree(state: MenuState, name: string, exceptId?: string): void {
  const taken = Object.entries(state.categories).some(([id, entry]) => id !== exceptId && sameName(entry.name, name));
  if (taken) throw conflict(said('refusal.menu.categoryTaken', { name }), 'name');
}

export function addCategory(command: AddMenuCategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  if (state.categories[command.categoryId]) throw conflict('refusal.menu.categoryExists');
  if (Object.keys(state.categories).length >= MENU_CAPACITY.categories) {
    throw conflict(said('refusal.menu.tooManyCategories', { max: String(MENU_CAPACITY.categories) }));
  }
  assertCategoryNameFree(state, command.name);
  const { clubId, categoryId, name } = command;
  return [{ type: 'MenuCategoryAdded', data: { clubId, categoryId, name, ...keptEnglishName(command.nameEn, undefined) } }];
}

export function renameCategory(command: RenameMenuCategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  const current = category(state, command.categoryId);
  const english = keptEnglishName(command.nameEn, current.nameEn);
  if (current.name === command.name && current.nameEn === english.nameEn) return [];
  if (current.name !== command.name) assertCategoryNameFree(state, command.name, command.categoryId);
  const { clubId, categoryId, name } = command;
  return [{ type: 'MenuCategoryRenamed', data: { clubId, categoryId, name, ...english } }];
}

export function deleteCategory(command: DeleteMenuCategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  const { name } = category(state, command.categoryId);
  const subcategories = subcategoriesOf(state, command.categoryId);
  if (subcategories.length > 0) {
    const items = itemsOf(state, (item) => item.categoryId === command.categoryId);
    throw conflict(
      categoryNotEmpty(
        name,
        subcategories.map((sub) => sub.name),
        items.length,
      ),
    );
  }
  return [{ type: 'MenuCategoryDeleted', data: { clubId: command.clubId, categoryId: command.categoryId } }];
}
