import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { MenuItemView } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { assertMenuVisible } from '../menu-visibility';
import { findMenuItems } from '../menu-rows';
import { ListMenuItemsQuery } from './list-menu-items.query';

@QueryHandler(ListMenuItemsQuery)
export class ListMenuItemsHandler implements IQueryHandler<ListMenuItemsQuery, MenuItemView[]> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ clubId, filter, viewer }: ListMenuItemsQuery): Promise<MenuItemView[]> {
    await assertMenuVisible(this.queryBus, clubId, viewer);
    return findMenuItems(this.pool, clubId, filter);
  }
}
