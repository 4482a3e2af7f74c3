import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { MenuCategoryView } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { assertMenuVisible } from '../menu-visibility';
import { findMenuCategories } from '../menu-rows';
import { ListMenuCategoriesQuery } from './list-menu-categories.query';

@QueryHandler(ListMenuCategoriesQuery)
export class ListMenuCategoriesHandler implements IQueryHandler<ListMenuCategoriesQuery, MenuCategoryView[]> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ clubId, viewer, categoryId }: ListMenuCategoriesQuery): Promise<MenuCategoryView[]> {
    await assertMenuVisible(this.queryBus, clubId, viewer);
    return findMenuCategories(this.pool, clubId, categoryId);
  }
}
