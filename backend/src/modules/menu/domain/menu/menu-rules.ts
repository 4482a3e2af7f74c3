import { notFound } from '#platform/commands/domain-errors';
import type { Actor } from '#platform/event-store/event-store.port';
import { VENUE_NOT_FOUND, assertMayManageVenue } from '../../../venues/domain/venue-access';
import { CATEGORY_NOT_FOUND, SUBCATEGORY_NOT_FOUND } from './menu-messages';
import type { MenuItemDetails } from './menu.events';
import type { MenuState } from './menu.state';

/** How big a menu may grow: enough for any bar's card, small enough to fold quickly. */
export const MENU_CAPACITY = { categories: 100, subcategoriesPerCategory: 100, items: 2000 } as const;

/** Who acts on which venue's menu. The handler reads whether the venue is still there from its stream. */
export interface MenuCommandBase {
  actor: Actor;
  clubId: string;
  venueExists: boolean;
}

export const sameName = (a: string, b: string) => a.toLocaleLowerCase('sr') === b.toLocaleLowerCase('sr');

export function assertMayEdit(command: MenuCommandBase): void {
  if (!command.venueExists) throw notFound(VENUE_NOT_FOUND);
  assertMayManageVenue(command.actor, command.clubId);
}

export function category(state: MenuState, categoryId: string) {
  const found = state.categories[categoryId];
  if (!found) throw notFound(CATEGORY_NOT_FOUND);
  return found;
}

export function subcategoryOf(state: MenuState, categoryId: string, subCategoryId: string) {
  const found = state.subcategories[subCategoryId];
  if (!found || found.categoryId !== categoryId) throw notFound(SUBCATEGORY_NOT_FOUND);
  return found;
}

export const subcategoriesOf = (state: MenuState, categoryId: string) => Object.values(state.subcategories).filter((sub) => sub.categoryId === categoryId);
export const itemsOf = (state: MenuState, where: (item: MenuItemDetails) => boolean) => Object.values(state.items).filter(where);

/** The English name as the menu keeps it: left out, the current one; '' none (no field recorded). */
export function keptEnglishName(nameEn: string | undefined, current: string | undefined): { nameEn?: string } {
  const kept = nameEn ?? current;
  return kept ? { nameEn: kept } : {};
}
