import type { Viewer } from '../../../venues/queries/venue-rows';

export class ListMenuSubcategoriesQuery {
  constructor(
    readonly clubId: string,
    readonly categoryId: string,
    readonly viewer: Viewer,
    /** Only this subcategory (the answer to a save); all of the category's when missing. */
    readonly subCategoryId?: string,
  ) {}
}
