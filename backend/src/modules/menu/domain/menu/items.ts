import { said } from '@izlazak/contracts';
import { badRequest, conflict, notFound } from '#platform/commands/domain-errors';
import { CATEGORY_NOT_FOUND, ITEM_NOT_FOUND, SUBCATEGORY_NOT_FOUND } from './menu-messages';
import { MENU_CAPACITY, assertMayEdit, sameName, type MenuCommandBase } from './menu-rules';
import type { MenuEvent, MenuItemDetails } from './menu.events';
import type { MenuState } from './menu.state';

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

function assertItemNameFree(state: MenuState, details: MenuItemDetails, exceptId?: string): void {
  const taken = Object.entries(state.items).some(([id, item]) => id !== exceptId && item.subCategoryId === details.subCategoryId && sameName(item.name, details.name));
  if (taken) throw conflict(said('refusal.menu.itemTaken', { name: details.name }), 'name');
}

/** An item's place named in a form: 400 on the field, since the form sent it. */
function assertPlaceExists(state: MenuState, details: MenuItemDetails): void {
  if (!state.categories[details.categoryId]) throw badRequest(CATEGORY_NOT_FOUND, 'categoryId');
  const sub = state.subcategories[details.subCategoryId];
  if (!sub) throw badRequest(SUBCATEGORY_NOT_FOUND, 'subCategoryId');
  if (sub.categoryId !== details.categoryId) throw badRequest('refusal.menu.subcategoryOfAnotherCategory', 'subCategoryId');
}

/** The English name as the item keeps it: left out, the current one; '' none (no field recorded). */
function withEnglishName(details: MenuItemDetails, current: string | undefined): MenuItemDetails {
  const { nameEn, ...rest } = details;
  const kept = nameEn ?? current;
  return kept ? { ...rest, nameEn: kept } : rest;
}

export function addItem(command: AddMenuItem, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  if (state.items[command.itemId]) throw conflict('refusal.menu.itemExists');
  if (Object.keys(state.items).length >= MENU_CAPACITY.items) throw conflict(said('refusal.menu.tooManyItems', { max: String(MENU_CAPACITY.items) }));
  assertPlaceExists(state, command.details);
  assertItemNameFree(state, command.details);
  return [{ type: 'MenuItemAdded', data: { clubId: command.clubId, itemId: command.itemId, ...withEnglishName(command.details, undefined) } }];
}

export function editItem(command: EditMenuItem, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  const current = state.items[command.itemId];
  if (!current) throw notFound(ITEM_NOT_FOUND);
  assertPlaceExists(state, command.details);
  const details = withEnglishName(command.details, current.nameEn);
  const { name, nameEn, price, categoryId, subCategoryId } = details;
  const unchanged = current.name === name && current.nameEn === nameEn && current.price === price && current.categoryId === categoryId && current.subCategoryId === subCategoryId;
  if (unchanged) return [];
  assertItemNameFree(state, details, command.itemId);
  return [{ type: 'MenuItemEdited', data: { clubId: command.clubId, itemId: command.itemId, ...details } }];
}

export function deleteItem(command: DeleteMenuItem, state: MenuState): MenuEvent[] {
  assertMayEdit(command);
  const current = state.items[command.itemId];
  if (!current) throw notFound(ITEM_NOT_FOUND);
  const { categoryId, subCategoryId } = current;
  return [{ type: 'MenuItemDeleted', data: { clubId: command.clubId, itemId: command.itemId, categoryId, subCategoryId } }];
}
