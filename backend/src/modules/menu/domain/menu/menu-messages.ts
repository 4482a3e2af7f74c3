export const CATEGORY_NOT_FOUND = 'refusal.menu.categoryNotFound';
export const SUBCATEGORY_NOT_FOUND = 'refusal.menu.subcategoryNotFound';
export const ITEM_NOT_FOUND = 'refusal.menu.itemNotFound';

/** Serbian counts after "sadrži": 1 stavku, 2 stavke, 5 stavki (11–14 take the last form). */
export function countOf(count: number, [one, few, many]: [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (units === 1 && tens !== 11) return `${count} ${one}`;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return `${count} ${few}`;
  return `${count} ${many}`;
}

const ITEMS: [string, string, string] = ['stavku', 'stavke', 'stavki'];
const SUBCATEGORIES: [string, string, string] = ['podkategoriju', 'podkategorije', 'podkategorija'];

/** The first few names, then how many more. */
function someNames(names: string[], shown = 5): string {
  const listed = names.slice(0, shown).join(', ');
  return names.length > shown ? `${listed} i još ${names.length - shown}` : listed;
}

export function categoryNotEmpty(name: string, subcategories: string[], items: number): string {
  const held = items > 0 ? ` sa ukupno ${countOf(items, ITEMS)}` : '';
  return `Kategorija „${name}“ nije prazna: sadrži ${countOf(subcategories.length, SUBCATEGORIES)} (${someNames(subcategories)})${held}. ` + 'Prvo obrišite njene podkategorije.';
}

export function subcategoryNotEmpty(name: string, items: string[]): string {
  return `Podkategorija „${name}“ nije prazna: sadrži ${countOf(items.length, ITEMS)} (${someNames(items)}). Prvo obrišite ili premestite stavke.`;
}
