import type { DomainEvent } from '#platform/commands/decider';

/**
 * A venue's whole menu is one `menu-<clubId>` stream: its categories, their subcategories and which
 * items sit in which subcategory. "A category that still holds something is not deleted" and "an
 * item goes into a subcategory of its own category" are then decided against one expected revision.
 */
export const menuStream = (clubId: string) => `menu-${clubId}`;

export interface MenuItemDetails {
  name: string;
  /** The name in English for the /en/ menu (absent: none; items recorded before it have none). */
  nameEn?: string;
  /** RSD, at most two decimals. */
  price: number;
  categoryId: string;
  subCategoryId: string;
}

/** nameEn: the name in English for the /en/ menu, recorded only when written (absent: none; events recorded before it have none). */
export type MenuCategoryAdded = DomainEvent<'MenuCategoryAdded', { clubId: string; categoryId: string; name: string; nameEn?: string }>;
export type MenuCategoryRenamed = DomainEvent<'MenuCategoryRenamed', { clubId: string; categoryId: string; name: string; nameEn?: string }>;
export type MenuCategoryDeleted = DomainEvent<'MenuCategoryDeleted', { clubId: string; categoryId: string }>;
export type MenuSubcategoryAdded = DomainEvent<'MenuSubcategoryAdded', { clubId: string; categoryId: string; subCategoryId: string; name: string; nameEn?: string }>;
export type MenuSubcategoryRenamed = DomainEvent<'MenuSubcategoryRenamed', { clubId: string; categoryId: string; subCategoryId: string; name: string; nameEn?: string }>;
export type MenuSubcategoryDeleted = DomainEvent<'MenuSubcategoryDeleted', { clubId: string; categoryId: string; subCategoryId: string }>;
export type MenuItemAdded = DomainEvent<'MenuItemAdded', { clubId: string; itemId: string } & MenuItemDetails>;
export type MenuItemEdited = DomainEvent<'MenuItemEdited', { clubId: string; itemId: string } & MenuItemDetails>;
export type MenuItemDeleted = DomainEvent<'MenuItemDeleted', { clubId: string; itemId: string; categoryId: string; subCategoryId: string }>;

export type MenuEvent =
  | MenuCategoryAdded
  | MenuCategoryRenamed
  | MenuCategoryDeleted
  | MenuSubcategoryAdded
  | MenuSubcategoryRenamed
  | MenuSubcategoryDeleted
  | MenuItemAdded
  | MenuItemEdited
  | MenuItemDeleted;
