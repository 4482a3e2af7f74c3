import type pg from 'pg';
import type { MenuCategoryView, MenuItemView, MenuSubcategoryView } from '@izlazak/contracts';

/** The SQL behind the menu's views: categories with their subcategories and counts, and items with their place's names. */

interface SubcategoryRow {
  id: string;
  category_id: string;
  name: string;
  name_en: string | null;
  item_count: number;
}

interface CategoryRow {
  id: string;
  club_id: string;
  name: string;
  name_en: string | null;
}

interface ItemRow {
  id: string;
  club_id: string;
  category_id: string;
  sub_category_id: string;
  name: string;
  name_en: string | null;
  price: string;
  category: string;
  sub_category: string;
}

const SUBCATEGORY_COLUMNS = `s.id, s.category_id, s.name, s.name_en,
  (SELECT count(*)::int FROM menu_items i WHERE i.sub_category_id = s.id) AS item_count`;

function toSubcategoryView(row: SubcategoryRow): MenuSubcategoryView {
  return { _id: row.id, name: row.name, nameEn: row.name_en, categoryId: row.category_id, itemCount: row.item_count };
}

/** A venue's categories in the order they were added, each with its subcategories. */
export async function findMenuCategories(pool: pg.Pool, clubId: string, categoryId?: string): Promise<MenuCategoryView[]> {
  const params: unknown[] = [clubId];
  const oneCategory = categoryId ? `AND id = $${params.push(categoryId)}` : '';
  const { rows: categories } = await pool.query<CategoryRow>(
    `SELECT id, club_id, name, name_en FROM menu_categories WHERE club_id = $1 ${oneCategory} ORDER BY sort_order, id`,
    params,
  );
  if (categories.length === 0) return [];
  const { rows: subcategories } = await pool.query<SubcategoryRow>(
    `SELECT ${SUBCATEGORY_COLUMNS} FROM menu_subcategories s WHERE s.category_id = ANY($1) ORDER BY s.sort_order, s.id`,
    [categories.map((category) => category.id)],
  );
  return categories.map((category) => {
    const own = subcategories.filter((sub) => sub.category_id === category.id).map(toSubcategoryView);
    return {
      _id: category.id,
      name: category.name,
      nameEn: category.name_en,
      clubId: category.club_id,
      subcategories: own,
      itemCount: own.reduce((sum, sub) => sum + sub.itemCount, 0),
    };
  });
}

export async function findMenuSubcategories(pool: pg.Pool, clubId: string, categoryId: string, subCategoryId?: string): Promise<MenuSubcategoryView[]> {
  const params: unknown[] = [clubId, categoryId];
  const oneSubcategory = subCategoryId ? `AND s.id = $${params.push(subCategoryId)}` : '';
  const { rows } = await pool.query<SubcategoryRow>(
    `SELECT ${SUBCATEGORY_COLUMNS} FROM menu_subcategories s
     WHERE s.club_id = $1 AND s.category_id = $2 ${oneSubcategory} ORDER BY s.sort_order, s.id`,
    params,
  );
  return rows.map(toSubcategoryView);
}

export interface MenuItemFilter {
  categoryId?: string;
  subCategoryId?: string;
  itemId?: string;
}

/** Items of a venue, optionally of one category or subcategory, in menu order: by category, subcategory, then as added. */
export async function findMenuItems(pool: pg.Pool, clubId: string, filter: MenuItemFilter = {}): Promise<MenuItemView[]> {
  const params: unknown[] = [clubId];
  const conditions = ['i.club_id = $1'];
  if (filter.categoryId) conditions.push(`i.category_id = $${params.push(filter.categoryId)}`);
  if (filter.subCategoryId) conditions.push(`i.sub_category_id = $${params.push(filter.subCategoryId)}`);
  if (filter.itemId) conditions.push(`i.id = $${params.push(filter.itemId)}`);
  const { rows } = await pool.query<ItemRow>(
    `SELECT i.id, i.club_id, i.category_id, i.sub_category_id, i.name, i.name_en, i.price::text AS price, c.name AS category, s.name AS sub_category
     FROM menu_items i
     JOIN menu_categories c ON c.id = i.category_id
     JOIN menu_subcategories s ON s.id = i.sub_category_id
     WHERE ${conditions.join(' AND ')}
     ORDER BY c.sort_order, s.sort_order, i.sort_order, i.id`,
    params,
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    nameEn: row.name_en,
    price: Number(row.price),
    categoryId: row.category_id,
    subCategoryId: row.sub_category_id,
    category: row.category,
    subCategory: row.sub_category,
    clubId: row.club_id,
  }));
}

/** The items of these ids as the menu has them now (any venue's; an id not on a menu is left out), for pricing a spend. */
export async function findMenuPrices(pool: pg.Pool, itemIds: string[]): Promise<Map<string, { clubId: string; name: string; price: number }>> {
  if (itemIds.length === 0) return new Map();
  const { rows } = await pool.query<Pick<ItemRow, 'id' | 'club_id' | 'name' | 'price'>>('SELECT id, club_id, name, price::text AS price FROM menu_items WHERE id = ANY($1)', [
    [...new Set(itemIds)],
  ]);
  return new Map(rows.map((row) => [row.id, { clubId: row.club_id, name: row.name, price: Number(row.price) }]));
}
