import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { MenuSubcategoryView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { CATEGORY_NOT_FOUND } from '../../domain/menu.events';
import { assertMenuVisible } from '../menu-visibility';
import { findMenuCategories, findMenuSubcategories } from '../menu-rows';
import { ListMenuSubcategoriesQuery } from './list-menu-subcategories.query';

@QueryHandler(ListMenuSubcategoriesQuery)
export class ListMenuSubcategoriesHandler implements IQueryHandler<ListMenuSubcategoriesQuery, MenuSubcategoryView[]> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ clubId, categoryId, viewer, subCategoryId }: ListMenuSubcategoriesQuery): Promise<MenuSubcategoryView[]> {
    await assertMenuVisible(this.queryBus, clubId, viewer);
    const [category] = await findMenuCategories(this.pool, clubId, categoryId);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return findMenuSubcategories(this.pool, clubId, categoryId, subCategoryId);
  }
}
