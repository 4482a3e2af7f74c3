import type { Viewer } from '../../../venues/queries/venue-rows';

export class ListMenuCategoriesQuery {
  constructor(
    readonly clubId: string,
    readonly viewer: Viewer,
    /** Only this category (the answer to a save); all of them when missing. */
    readonly categoryId?: string,
  ) {}
}
