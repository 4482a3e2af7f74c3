import { assertNever, type Decider } from '#platform/commands/decider';
import { badRequest, conflict, notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { VENUE_NOT_FOUND, assertMayManageVenue } from '../../venues/domain/venue-access';
import {
  CATEGORY_NOT_FOUND,
  ITEM_NOT_FOUND,
  SUBCATEGORY_NOT_FOUND,
  type MenuEvent,
  type MenuItemDetails,
} from './menu.events';
import { categoryNotEmpty, subcategoryNotEmpty } from './menu-messages';

/** How big a menu may grow: enough for any bar's card, small enough to fold quickly. */
export const MENU_CAPACITY = { categories: 100, subcategoriesPerCategory: 100, items: 2000 } as const;

export interface MenuState {
  clubId: string | null;
  categories: Record<string, { name: string }>;
  subcategories: Record<string, { name: string; categoryId: string }>;
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
    case 'MenuCategoryRenamed':
      return { ...menu, categories: { ...state.categories, [event.data.categoryId]: { name: event.data.name } } };
    case 'MenuCategoryDeleted':
      return { ...menu, categories: without(state.categories, event.data.categoryId) };
    case 'MenuSubcategoryAdded':
    case 'MenuSubcategoryRenamed': {
      const { subCategoryId, categoryId, name } = event.data;
      return { ...menu, subcategories: { ...state.subcategories, [subCategoryId]: { name, categoryId } } };
    }
    case 'MenuSubcategoryDeleted':
      return { ...menu, subcategories: without(state.subcategories, event.data.subCategoryId) };
    case 'MenuItemAdded':
    case 'MenuItemEdited': {
      const { itemId, name, price, categoryId, subCategoryId } = event.data;
      return { ...menu, items: { ...state.items, [itemId]: { name, price, categoryId, subCategoryId } } };
    }
    case 'MenuItemDeleted':
      return { ...menu, items: without(state.items, event.data.itemId) };
    default:
      return assertNever(event);
  }
}

/** Who acts on which venue's menu. The handler reads whether the venue is still there from its stream. */
interface MenuCommandBase {
  actor: Actor;
  clubId: string;
  venueExists: boolean;
}

export interface AddMenuCategory extends MenuCommandBase {
  type: 'AddMenuCategory';
  categoryId: string;
  name: string;
}
export interface RenameMenuCategory extends MenuCommandBase {
  type: 'RenameMenuCategory';
  categoryId: string;
  name: string;
}
export interface DeleteMenuCategory extends MenuCommandBase {
  type: 'DeleteMenuCategory';
  categoryId: string;
}
export interface AddMenuSubcategory extends MenuCommandBase {
  type: 'AddMenuSubcategory';
  categoryId: string;
  subCategoryId: string;
  name: string;
}
export interface RenameMenuSubcategory extends MenuCommandBase {
  type: 'RenameMenuSubcategory';
  categoryId: string;
  subCategoryId: string;
  name: string;
}
export interface DeleteMenuSubcategory extends MenuCommandBase {
  type: 'DeleteMenuSubcategory';
  categoryId: string;
  subCategoryId: string;
}
export interface AddMenuItem extends MenuCommandBase {
  type: 'AddMenuItem';
  itemId: string;
  details: MenuItemDetails;
}
export interface EditMenuItem extends MenuCommandBase {
  type: 'EditMenuItem';
  itemId: string;
  details: MenuItemDetails;
}
export interface DeleteMenuItem extends MenuCommandBase {
  type: 'DeleteMenuItem';
  itemId: string;
}

export type MenuCommand =
  | AddMenuCategory
  | RenameMenuCategory
  | DeleteMenuCategory
  | AddMenuSubcategory
  | RenameMenuSubcategory
  | DeleteMenuSubcategory
  | AddMenuItem
  | EditMenuItem
  | DeleteMenuItem;

const sameName = (a: string, b: string) => a.toLocaleLowerCase('sr') === b.toLocaleLowerCase('sr');

function assertMayEdit(command: MenuCommandBase): void {
  if (!command.venueExists) throw notFound(VENUE_NOT_FOUND);
  assertMayManageVenue(command.actor, command.clubId);
}

function category(state: MenuState, categoryId: string) {
  const found = state.categories[categoryId];
  if (!found) throw notFound(CATEGORY_NOT_FOUND);
  return found;
}

function subcategoryOf(state: MenuState, categoryId: string, subCategoryId: string) {
  const found = state.subcategories[subCategoryId];
  if (!found || found.categoryId !== categoryId) throw notFound(SUBCATEGORY_NOT_FOUND);
  return found;
}

const subcategoriesOf = (state: MenuState, categoryId: string) =>
  Object.values(state.subcategories).filter((sub) => sub.categoryId === categoryId);
const itemsOf = (state: MenuState, where: (item: MenuItemDetails) => boolean) => Object.values(state.items).filter(where);

function assertCategoryNameFree(state: MenuState, name: string, exceptId?: string): void {
  const taken = Object.entries(state.categories).some(([id, entry]) => id !== exceptId && sameName(entry.name, name));
  if (taken) throw conflict(`Kategorija „${name}“ već postoji`, 'name');
}

function assertSubcategoryNameFree(state: MenuState, categoryId: string, name: string, exceptId?: string): void {
  const taken = Object.entries(state.subcategories).some(
    ([id, entry]) => id !== exceptId && entry.categoryId === categoryId && sameName(entry.name, name),
  );
  if (taken) throw conflict(`Podkategorija „${name}“ već postoji u ovoj kategoriji`, 'name');
}

function assertItemNameFree(state: MenuState, details: MenuItemDetails, exceptId?: string): void {
  const taken = Object.entries(state.items).some(
    ([id, item]) => id !== exceptId && item.subCategoryId === details.subCategoryId && sameName(item.name, details.name),
  );
  if (taken) throw conflict(`Stavka „${details.name}“ već postoji u ovoj podkategoriji`, 'name');
}

/** An item's place named in a form: 400 on the field, since the form sent it. */
function assertPlaceExists(state: MenuState, details: MenuItemDetails): void {
  if (!state.categories[details.categoryId]) throw badRequest(CATEGORY_NOT_FOUND, 'categoryId');
  const sub = state.subcategories[details.subCategoryId];
  if (!sub) throw badRequest(SUBCATEGORY_NOT_FOUND, 'subCategoryId');
  if (sub.categoryId !== details.categoryId) throw badRequest('Podkategorija ne pripada izabranoj kategoriji', 'subCategoryId');
}

function addCategory(command: AddMenuCategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  if (state.categories[command.categoryId]) throw conflict('Kategorija već postoji');
  if (Object.keys(state.categories).length >= MENU_CAPACITY.categories) {
    throw conflict(`Meni može imati najviše ${MENU_CAPACITY.categories} kategorija`);
  }
  assertCategoryNameFree(state, command.name);
  const { clubId, categoryId, name } = command;
  return [{ type: 'MenuCategoryAdded', data: { clubId, categoryId, name } }];
}

function renameCategory(command: RenameMenuCategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  const current = category(state, command.categoryId);
  if (current.name === command.name) return [];
  assertCategoryNameFree(state, command.name, command.categoryId);
  const { clubId, categoryId, name } = command;
  return [{ type: 'MenuCategoryRenamed', data: { clubId, categoryId, name } }];
}

function deleteCategory(command: DeleteMenuCategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  const { name } = category(state, command.categoryId);
  const subcategories = subcategoriesOf(state, command.categoryId);
  if (subcategories.length > 0) {
    const items = itemsOf(state, (item) => item.categoryId === command.categoryId);
    throw conflict(categoryNotEmpty(name, subcategories.map((sub) => sub.name), items.length));
  }
  return [{ type: 'MenuCategoryDeleted', data: { clubId: command.clubId, categoryId: command.categoryId } }];
}

function addSubcategory(command: AddMenuSubcategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  category(state, command.categoryId);
  if (state.subcategories[command.subCategoryId]) throw conflict('Podkategorija već postoji');
  if (subcategoriesOf(state, command.categoryId).length >= MENU_CAPACITY.subcategoriesPerCategory) {
    throw conflict(`Kategorija može imati najviše ${MENU_CAPACITY.subcategoriesPerCategory} podkategorija`);
  }
  assertSubcategoryNameFree(state, command.categoryId, command.name);
  const { clubId, categoryId, subCategoryId, name } = command;
  return [{ type: 'MenuSubcategoryAdded', data: { clubId, categoryId, subCategoryId, name } }];
}

function renameSubcategory(command: RenameMenuSubcategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  category(state, command.categoryId);
  const current = subcategoryOf(state, command.categoryId, command.subCategoryId);
  if (current.name === command.name) return [];
  assertSubcategoryNameFree(state, command.categoryId, command.name, command.subCategoryId);
  const { clubId, categoryId, subCategoryId, name } = command;
  return [{ type: 'MenuSubcategoryRenamed', data: { clubId, categoryId, subCategoryId, name } }];
}

function deleteSubcategory(command: DeleteMenuSubcategory, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  category(state, command.categoryId);
  const { name } = subcategoryOf(state, command.categoryId, command.subCategoryId);
  const items = itemsOf(state, (item) => item.subCategoryId === command.subCategoryId);
  if (items.length > 0) throw conflict(subcategoryNotEmpty(name, items.map((item) => item.name)));
  const { clubId, categoryId, subCategoryId } = command;
  return [{ type: 'MenuSubcategoryDeleted', data: { clubId, categoryId, subCategoryId } }];
}

function addItem(command: AddMenuItem, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  if (state.items[command.itemId]) throw conflict('Stavka već postoji');
  if (Object.keys(state.items).length >= MENU_CAPACITY.items) throw conflict(`Meni može imati najviše ${MENU_CAPACITY.items} stavki`);
  assertPlaceExists(state, command.details);
  assertItemNameFree(state, command.details);
  return [{ type: 'MenuItemAdded', data: { clubId: command.clubId, itemId: command.itemId, ...command.details } }];
}

function editItem(command: EditMenuItem, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  const current = state.items[command.itemId];
  if (!current) throw notFound(ITEM_NOT_FOUND);
  assertPlaceExists(state, command.details);
  const { name, price, categoryId, subCategoryId } = command.details;
  const unchanged = current.name === name && current.price === price && current.categoryId === categoryId && current.subCategoryId === subCategoryId;
  if (unchanged) return [];
  assertItemNameFree(state, command.details, command.itemId);
  return [{ type: 'MenuItemEdited', data: { clubId: command.clubId, itemId: command.itemId, ...command.details } }];
}

function deleteItem(command: DeleteMenuItem, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  const current = state.items[command.itemId];
  if (!current) throw notFound(ITEM_NOT_FOUND);
  const { categoryId, subCategoryId } = current;
  return [{ type: 'MenuItemDeleted', data: { clubId: command.clubId, itemId: command.itemId, categoryId, subCategoryId } }];
}

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
