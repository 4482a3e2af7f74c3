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
