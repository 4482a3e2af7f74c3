import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { badRequest, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { CATEGORY_NOT_FOUND, ITEM_NOT_FOUND } from '../domain/menu/menu-messages';

/**
 * Which venue's menu a category or an item belongs to, for the calls that name only its id
 * (PUT /club/categories/{categoryId}, DELETE /product/{id} …). Only routing: whether the category or
 * item is still there is decided against the menu stream itself.
 */
@Injectable()
export class MenuLocator {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async venueOfCategory(categoryId: string): Promise<string> {
    const { rows } = await this.pool.query<{ club_id: string }>('SELECT club_id FROM menu_categories WHERE id = $1', [categoryId]);
    if (!rows[0]) throw notFound(CATEGORY_NOT_FOUND);
    return rows[0].club_id;
  }

  /** The same for a category a form names (POST /product): an unknown one is the form's mistake, 400 on its field. */
  async venueOfCategoryInForm(categoryId: string): Promise<string> {
    const { rows } = await this.pool.query<{ club_id: string }>('SELECT club_id FROM menu_categories WHERE id = $1', [categoryId]);
    if (!rows[0]) throw badRequest(CATEGORY_NOT_FOUND, 'categoryId');
    return rows[0].club_id;
  }

  async venueOfItem(itemId: string): Promise<string> {
    const { rows } = await this.pool.query<{ club_id: string }>('SELECT club_id FROM menu_items WHERE id = $1', [itemId]);
    if (!rows[0]) throw notFound(ITEM_NOT_FOUND);
    return rows[0].club_id;
  }
}
