import { Infer, literal, number, optional, size, string, trimmed, type, union, type Struct } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { trimmedRequiredText, withMessage } from '../validation';
import { optionalEnglishText } from './field-parts';

/**
 * The menu of a venue: categories (Kokteli, Pivo …), their subcategories (Točeno, Flaširano …) and
 * the items in them with a price in RSD.
 */

export const MENU_LIMITS = {
  categoryName: 60,
  subcategoryName: 60,
  itemName: 100,
  /** The highest price an item may carry, in RSD. */
  maxPrice: 1_000_000,
} as const;

const blankToUndefined = <T, S>(struct: Struct<T, S>) => coerce(struct, union([literal(''), literal(null)]), () => undefined);
const optionalId = optional(blankToUndefined(withMessage(size(trimmed(string()), 1, 100), 'validation.common.idInvalid')));

/** An id the request must carry: missing or blank says which one. */
const requiredId = (message: string) =>
  coerce(
    define<string>('id', { type: 'string', minLength: 1, maxLength: 100 }, (value) => (typeof value === 'string' && value.trim() !== '' && value.length <= 100) || message),
    string(),
    (value) => value.trim(),
  );

export const PRICE_MESSAGES = {
  required: 'validation.menu.required',
  notANumber: 'validation.menu.notANumber',
  negative: 'validation.menu.negative',
  decimals: 'validation.menu.decimals',
  tooHigh: 'validation.menu.tooHigh',
} as const;

const PRICE_TEXT = /^-?\d+([.,]\d+)?$/;

/** What a price field holds, read as RSD: '350', '350,50', 350.5; null when it is not a number. */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s/g, '');
  if (!PRICE_TEXT.test(text)) return null;
  return Number(text.replace(',', '.'));
}

function priceProblem(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return PRICE_MESSAGES.required;
  const price = parsePrice(value);
  if (price === null) return PRICE_MESSAGES.notANumber;
  if (price < 0) return PRICE_MESSAGES.negative;
  // Two decimals at most: 350.5 and 350.55 are prices, 350.555 is not.
  if (Math.abs(Math.round(price * 100) - price * 100) > 1e-6) return PRICE_MESSAGES.decimals;
  if (price > MENU_LIMITS.maxPrice) return PRICE_MESSAGES.tooHigh;
  return null;
}

/** A price in RSD: a non-negative number with at most two decimals; '350,50' reads as 350.5. */
export const menuPrice = coerce(
  define<number>('price', { type: 'number', minimum: 0, maximum: MENU_LIMITS.maxPrice, description: 'RSD, najviše dve decimale' }, (value) => priceProblem(value) ?? true),
  union([string(), number()]),
  (value) => {
    const price = priceProblem(value) === null ? parsePrice(value) : null;
    return price === null ? value : Math.round(price * 100) / 100;
  },
);

/** POST /api/club/category and PUT /api/club/categories/{categoryId}. */
export const menuCategorySchema = type({
  name: trimmedRequiredText(MENU_LIMITS.categoryName, 'validation.common.categoryNameRequired', 'validation.common.categoryNameTooLong'),
  /** The name in English, for the /en/ menu (left out: unchanged; '' or null: none). */
  nameEn: optionalEnglishText(MENU_LIMITS.categoryName, 'validation.common.categoryNameEnTooLong'),
  /** An admin names the venue; a manager's own venue is used when missing. */
  clubId: optionalId,
});
export type MenuCategoryInput = Infer<typeof menuCategorySchema>;

/** POST /api/club/addSubcategory/{categoryId} and PUT /api/club/categories/{categoryId}/{subCategoryId}. */
export const menuSubcategorySchema = type({
  name: trimmedRequiredText(MENU_LIMITS.subcategoryName, 'validation.common.subcategoryNameRequired', 'validation.common.subcategoryNameTooLong'),
  /** The name in English, for the /en/ menu (left out: unchanged; '' or null: none). */
  nameEn: optionalEnglishText(MENU_LIMITS.subcategoryName, 'validation.common.subcategoryNameEnTooLong'),
  /** Repeats the path's category; when sent it must be the same. */
  categoryId: optionalId,
});
export type MenuSubcategoryInput = Infer<typeof menuSubcategorySchema>;

/** POST /api/product and PUT /api/product/{id}. `category` and `subCategory` (names) are read from the menu, not trusted. */
export const menuItemSchema = type({
  name: trimmedRequiredText(MENU_LIMITS.itemName, 'validation.common.itemNameRequired', 'validation.common.itemNameTooLong'),
  /** The name in English, for the /en/ menu (left out: unchanged; '' or null: none). */
  nameEn: optionalEnglishText(MENU_LIMITS.itemName, 'validation.common.itemNameEnTooLong'),
  price: menuPrice,
  categoryId: requiredId('Kategorija je obavezno polje'),
  subCategoryId: requiredId('Podkategorija je obavezno polje'),
  category: optional(union([string(), literal(null)])),
  subCategory: optional(union([string(), literal(null)])),
});
export type MenuItemInput = Infer<typeof menuItemSchema>;

/** GET /api/product/all/{clubId}?categoryId&subCategoryId */
export const menuItemsQuerySchema = type({
  categoryId: optionalId,
  subCategoryId: optionalId,
});
export type MenuItemsQuery = Infer<typeof menuItemsQuerySchema>;

export interface MenuSubcategoryView {
  _id: string;
  name: string;
  /** The name in English; null: none (the English menu shows the Serbian one, marked). */
  nameEn: string | null;
  categoryId: string;
  /** How many items it holds. */
  itemCount: number;
}

export interface MenuCategoryView {
  _id: string;
  name: string;
  /** The name in English; null: none (the English menu shows the Serbian one, marked). */
  nameEn: string | null;
  clubId: string;
  subcategories: MenuSubcategoryView[];
  /** How many items it holds across its subcategories. */
  itemCount: number;
}

export interface MenuItemView {
  _id: string;
  name: string;
  /** The name in English; null: none (the English menu shows the Serbian one, marked). */
  nameEn: string | null;
  /** RSD, at most two decimals. */
  price: number;
  categoryId: string;
  subCategoryId: string;
  /** The names of its category and subcategory, as they are now. */
  category: string;
  subCategory: string;
  clubId: string;
}

/** A price as the pages show it: '350 RSD', '1.250,50 RSD'. */
export function formatRsd(price: number): string {
  const whole = Number.isInteger(price);
  return `${price.toLocaleString('sr-RS', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })} RSD`;
}
