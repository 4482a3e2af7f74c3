import { useSearchParams } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';

/** Where the manager is in their menu: their venue, and the category and subcategory in the address. */
export function useMenuLocation() {
  const [params] = useSearchParams();
  return {
    clubId: useAppSelector(selectCurrentUser)?.clubId ?? '',
    categoryId: params.get('categoryId') ?? '',
    subCategoryId: params.get('subCategoryId') ?? '',
  };
}

export const subcategoryListPath = (categoryId: string) => `/dashboard/menu/subcategory?categoryId=${encodeURIComponent(categoryId)}`;
export const itemListPath = (categoryId: string, subCategoryId: string) =>
  `/dashboard/menu/item-list?categoryId=${encodeURIComponent(categoryId)}&subCategoryId=${encodeURIComponent(subCategoryId)}`;

/** Nominative counts for the cards: 1 stavka, 2 stavke, 5 stavki. */
export function countLabel(count: number, [one, few, many]: [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (units === 1 && tens !== 11) return `${count} ${one}`;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return `${count} ${few}`;
  return `${count} ${many}`;
}
export const ITEM_FORMS: [string, string, string] = ['stavka', 'stavke', 'stavki'];
export const SUBCATEGORY_FORMS: [string, string, string] = ['podkategorija', 'podkategorije', 'podkategorija'];
