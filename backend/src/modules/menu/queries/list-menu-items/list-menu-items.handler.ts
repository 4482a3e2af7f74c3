import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MenuItemView } from '@izlazak/contracts';
import { MenuListHandler } from '../menu-visibility';
import { findMenuItems } from '../menu-rows';
import { ListMenuItemsQuery } from './list-menu-items.query';

@QueryHandler(ListMenuItemsQuery)
export class ListMenuItemsHandler extends MenuListHandler implements IQueryHandler<ListMenuItemsQuery, MenuItemView[]> {
  async execute({ clubId, filter, viewer }: ListMenuItemsQuery): Promise<MenuItemView[]> {
    await this.assertMenuVisible(clubId, viewer);
    return findMenuItems(this.pool, clubId, filter);
  }
}
