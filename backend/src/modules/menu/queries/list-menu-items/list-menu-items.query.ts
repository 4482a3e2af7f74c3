import type { Viewer } from '../../../venues/queries/venue-rows';
import type { MenuItemFilter } from '../menu-rows';

export class ListMenuItemsQuery {
  constructor(
    readonly clubId: string,
    readonly filter: MenuItemFilter,
    readonly viewer: Viewer,
  ) {}
}
