import type { Migration } from '#platform/database/migrations';
import { defineReadModel } from '#platform/projections/projector';
import type { MenuEvent } from '../domain/menu/menu.events';

/**
 * The `menu` read model: one row per category, subcategory and item, shaped for the dashboard's
 * cards and table and for the venue page's carousel. `sort_order` is the revision of the event in
 * the venue's menu stream that added the row, so the menu reads in the order it was built, the same
 * after a rebuild. Names of an item's category and subcategory are joined in, never copied.
 */
export const MENU_MIGRATION: Migration = {
  id: '20261123-10-menu-read-model',
  sql: `
    CREATE TABLE menu_categories (
      id text PRIMARY KEY,
      club_id text NOT NULL,
      name text NOT NULL,
      sort_order bigint NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX menu_categories_club_idx ON menu_categories (club_id, sort_order);

    CREATE TABLE menu_subcategories (
      id text PRIMARY KEY,
      club_id text NOT NULL,
      category_id text NOT NULL,
      name text NOT NULL,
      sort_order bigint NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX menu_subcategories_category_idx ON menu_subcategories (category_id, sort_order);
    CREATE INDEX menu_subcategories_club_idx ON menu_subcategories (club_id);

    CREATE TABLE menu_items (
      id text PRIMARY KEY,
      club_id text NOT NULL,
      category_id text NOT NULL,
      sub_category_id text NOT NULL,
      name text NOT NULL,
      price numeric(12, 2) NOT NULL,
      sort_order bigint NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX menu_items_club_idx ON menu_items (club_id, sort_order);
    CREATE INDEX menu_items_category_idx ON menu_items (category_id, sort_order);
    CREATE INDEX menu_items_subcategory_idx ON menu_items (sub_category_id, sort_order);`,
};

/** The items' names in English (docs/i18n.md, *Venue content in English*); null: none. */
export const MENU_ENGLISH_MIGRATION: Migration = {
  id: '20270101-30-menu-items-name-en',
  sql: 'ALTER TABLE menu_items ADD COLUMN name_en text;',
};

/** The categories' and subcategories' names in English; null: none. */
export const MENU_PLACES_ENGLISH_MIGRATION: Migration = {
  id: '20270102-30-menu-categories-name-en',
  sql: 'ALTER TABLE menu_categories ADD COLUMN name_en text; ALTER TABLE menu_subcategories ADD COLUMN name_en text;',
};

export const MENU_READ_MODEL = 'menu';

export const menuProjector = defineReadModel<MenuEvent>({
  name: MENU_READ_MODEL,
  migrations: [MENU_MIGRATION, MENU_ENGLISH_MIGRATION, MENU_PLACES_ENGLISH_MIGRATION],
  tables: ['menu_categories', 'menu_subcategories', 'menu_items'],
  handlers: {
    MenuCategoryAdded: async ({ data, revision, metadata }, tx) => {
      await tx.query(`INSERT INTO menu_categories (id, club_id, name, sort_order, updated_at, name_en) VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT (id) DO NOTHING`, [
        data.categoryId,
        data.clubId,
        data.name,
        revision.toString(),
        metadata.occurredAt,
        data.nameEn || null,
      ]);
    },
    MenuCategoryRenamed: async ({ data, metadata }, tx) => {
      await tx.query('UPDATE menu_categories SET name = $2, updated_at = $3, name_en = $4 WHERE id = $1', [data.categoryId, data.name, metadata.occurredAt, data.nameEn || null]);
    },
    MenuCategoryDeleted: async ({ data }, tx) => {
      await tx.query('DELETE FROM menu_categories WHERE id = $1', [data.categoryId]);
    },
    MenuSubcategoryAdded: async ({ data, revision, metadata }, tx) => {
      await tx.query(
        `INSERT INTO menu_subcategories (id, club_id, category_id, name, sort_order, updated_at, name_en) VALUES ($1,$2,$3,$4,$5,$6,$7)
         ON CONFLICT (id) DO NOTHING`,
        [data.subCategoryId, data.clubId, data.categoryId, data.name, revision.toString(), metadata.occurredAt, data.nameEn || null],
      );
    },
    MenuSubcategoryRenamed: async ({ data, metadata }, tx) => {
      await tx.query('UPDATE menu_subcategories SET name = $2, updated_at = $3, name_en = $4 WHERE id = $1', [
        data.subCategoryId,
        data.name,
        metadata.occurredAt,
        data.nameEn || null,
      ]);
    },
    MenuSubcategoryDeleted: async ({ data }, tx) => {
      await tx.query('DELETE FROM menu_subcategories WHERE id = $1', [data.subCategoryId]);
    },
    MenuItemAdded: async ({ data, revision, metadata }, tx) => {
      await tx.query(
        `INSERT INTO menu_items (id, club_id, category_id, sub_category_id, name, price, sort_order, updated_at, name_en)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) ON CONFLICT (id) DO NOTHING`,
        [data.itemId, data.clubId, data.categoryId, data.subCategoryId, data.name, data.price, revision.toString(), metadata.occurredAt, data.nameEn || null],
      );
    },
    MenuItemEdited: async ({ data, metadata }, tx) => {
      await tx.query(`UPDATE menu_items SET category_id = $2, sub_category_id = $3, name = $4, price = $5, updated_at = $6, name_en = $7 WHERE id = $1`, [
        data.itemId,
        data.categoryId,
        data.subCategoryId,
        data.name,
        data.price,
        metadata.occurredAt,
        data.nameEn || null,
      ]);
    },
    MenuItemDeleted: async ({ data }, tx) => {
      await tx.query('DELETE FROM menu_items WHERE id = $1', [data.itemId]);
    },
  },
});
