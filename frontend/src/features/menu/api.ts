import type { MenuCategoryInput, MenuCategoryView, MenuItemInput, MenuItemView, MenuSubcategoryInput, MenuSubcategoryView } from '@izlazak/contracts';
import { api, LIST_ID } from '../../api/api';

export interface MenuItemsArgs {
  clubId: string;
  categoryId?: string;
  subCategoryId?: string;
}

const path = (...segments: string[]) => segments.map(encodeURIComponent).join('/');

function itemsPath({ clubId, categoryId, subCategoryId }: MenuItemsArgs): string {
  const query = new URLSearchParams();
  if (categoryId) query.set('categoryId', categoryId);
  if (subCategoryId) query.set('subCategoryId', subCategoryId);
  const text = query.toString();
  return `product/all/${encodeURIComponent(clubId)}${text ? `?${text}` : ''}`;
}

/**
 * A category's counts, a subcategory's name in the item table, an item's place: every change to a
 * menu shows in all three lists, so each change refreshes them all.
 */
const WHOLE_MENU = [
  { type: 'Category' as const, id: LIST_ID },
  { type: 'Subcategory' as const, id: LIST_ID },
  { type: 'Product' as const, id: LIST_ID },
];

export const menuApi = api.enhanceEndpoints({ addTagTypes: ['Category', 'Subcategory', 'Product'] }).injectEndpoints({
  endpoints: (build) => ({
    listMenuCategories: build.query<MenuCategoryView[], string>({
      query: (clubId) => `club/categories/${encodeURIComponent(clubId)}`,
      providesTags: (result) => [{ type: 'Category', id: LIST_ID }, ...(result ?? []).map((category) => ({ type: 'Category' as const, id: category._id }))],
    }),
    listMenuSubcategories: build.query<MenuSubcategoryView[], { clubId: string; categoryId: string }>({
      query: ({ clubId, categoryId }) => `club/subCategories/${path(clubId, categoryId)}`,
      providesTags: (result) => [{ type: 'Subcategory', id: LIST_ID }, ...(result ?? []).map((subcategory) => ({ type: 'Subcategory' as const, id: subcategory._id }))],
    }),
    listMenuItems: build.query<MenuItemView[], MenuItemsArgs>({
      query: itemsPath,
      providesTags: (result) => [{ type: 'Product', id: LIST_ID }, ...(result ?? []).map((item) => ({ type: 'Product' as const, id: item._id }))],
    }),

    addMenuCategory: build.mutation<MenuCategoryView, MenuCategoryInput>({
      query: (body) => ({ url: 'club/category', method: 'POST', body }),
      invalidatesTags: WHOLE_MENU,
    }),
    renameMenuCategory: build.mutation<MenuCategoryView, { categoryId: string; name: string; nameEn?: string }>({
      query: ({ categoryId, name, nameEn }) => ({ url: `club/categories/${path(categoryId)}`, method: 'PUT', body: { name, nameEn } }),
      invalidatesTags: WHOLE_MENU,
    }),
    deleteMenuCategory: build.mutation<{ _id: string }, string>({
      query: (categoryId) => ({ url: `club/categories/${path(categoryId)}`, method: 'DELETE' }),
      invalidatesTags: WHOLE_MENU,
    }),

    addMenuSubcategory: build.mutation<MenuSubcategoryView, MenuSubcategoryInput & { categoryId: string }>({
      query: ({ categoryId, name, nameEn }) => ({ url: `club/addSubcategory/${path(categoryId)}`, method: 'POST', body: { name, nameEn, categoryId } }),
      invalidatesTags: WHOLE_MENU,
    }),
    renameMenuSubcategory: build.mutation<MenuSubcategoryView, { categoryId: string; subCategoryId: string; name: string; nameEn?: string }>({
      query: ({ categoryId, subCategoryId, name, nameEn }) => ({ url: `club/categories/${path(categoryId, subCategoryId)}`, method: 'PUT', body: { name, nameEn, categoryId } }),
      invalidatesTags: WHOLE_MENU,
    }),
    deleteMenuSubcategory: build.mutation<{ _id: string }, { categoryId: string; subCategoryId: string }>({
      query: ({ categoryId, subCategoryId }) => ({ url: `club/subcategories/${path(categoryId, subCategoryId)}`, method: 'DELETE' }),
      invalidatesTags: WHOLE_MENU,
    }),

    addMenuItem: build.mutation<MenuItemView, MenuItemInput>({
      query: (body) => ({ url: 'product', method: 'POST', body }),
      invalidatesTags: WHOLE_MENU,
    }),
    editMenuItem: build.mutation<MenuItemView, { itemId: string; item: MenuItemInput }>({
      query: ({ itemId, item }) => ({ url: `product/${path(itemId)}`, method: 'PUT', body: item }),
      invalidatesTags: WHOLE_MENU,
    }),
    deleteMenuItem: build.mutation<{ _id: string }, string>({
      query: (itemId) => ({ url: `product/${path(itemId)}`, method: 'DELETE' }),
      invalidatesTags: WHOLE_MENU,
    }),
  }),
});

export const {
  useListMenuCategoriesQuery,
  useListMenuSubcategoriesQuery,
  useListMenuItemsQuery,
  useAddMenuCategoryMutation,
  useRenameMenuCategoryMutation,
  useDeleteMenuCategoryMutation,
  useAddMenuSubcategoryMutation,
  useRenameMenuSubcategoryMutation,
  useDeleteMenuSubcategoryMutation,
  useAddMenuItemMutation,
  useEditMenuItemMutation,
  useDeleteMenuItemMutation,
} = menuApi;
