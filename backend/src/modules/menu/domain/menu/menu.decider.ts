import { assertNever, type Decider } from '#platform/commands/decider';
import { addCategory, deleteCategory, renameCategory, type AddMenuCategory, type DeleteMenuCategory, type RenameMenuCategory } from './categories';
import { addItem, deleteItem, editItem, type AddMenuItem, type DeleteMenuItem, type EditMenuItem } from './items';
import type { MenuEvent } from './menu.events';
import { evolveMenu, initialMenuState, type MenuState } from './menu.state';
import { addSubcategory, deleteSubcategory, renameSubcategory, type AddMenuSubcategory, type DeleteMenuSubcategory, type RenameMenuSubcategory } from './subcategories';

/** The one decider of a venue's menu stream; its categories, subcategories and items decide beside it. */
export type MenuCommand =
  AddMenuCategory | RenameMenuCategory | DeleteMenuCategory | AddMenuSubcategory | RenameMenuSubcategory | DeleteMenuSubcategory | AddMenuItem | EditMenuItem | DeleteMenuItem;

export function decideMenu(command: MenuCommand, state: MenuState): MenuEvent[] {
  switch (command.type) {
    case 'AddMenuCategory':
      return addCategory(command, state);
    case 'RenameMenuCategory':
      return renameCategory(command, state);
    case 'DeleteMenuCategory':
      return deleteCategory(command, state);
    case 'AddMenuSubcategory':
      return addSubcategory(command, state);
    case 'RenameMenuSubcategory':
      return renameSubcategory(command, state);
    case 'DeleteMenuSubcategory':
      return deleteSubcategory(command, state);
    case 'AddMenuItem':
      return addItem(command, state);
    case 'EditMenuItem':
      return editItem(command, state);
    case 'DeleteMenuItem':
      return deleteItem(command, state);
    default:
      return assertNever(command);
  }
}

export const menuDecider: Decider<MenuState, MenuCommand, MenuEvent> = {
  initialState: initialMenuState,
  evolve: evolveMenu,
  decide: decideMenu,
};
