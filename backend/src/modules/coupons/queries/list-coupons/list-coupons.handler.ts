import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { CouponView, Paged } from '@izlazak/contracts';
import { forbidden } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { escapeLike, pageOf, selectPage } from '#platform/database/paging';
import { COUPON_COLUMNS, COUPON_FROM, toCouponView, visibleCoupons, type CouponRow } from '../coupon-rows';
import { ListCouponsQuery } from './list-coupons.query';

/** The 'Kuponi' screen: newest first, searched by name or code. */
@QueryHandler(ListCouponsQuery)
export class ListCouponsHandler implements IQueryHandler<ListCouponsQuery, Paged<CouponView>> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filters, viewer }: ListCouponsQuery): Promise<Paged<CouponView>> {
    if (filters.clubId && viewer.role !== 'admin' && filters.clubId !== viewer.clubId) throw forbidden();
    const params: unknown[] = [];
    const conditions = ['NOT c.deleted', visibleCoupons(viewer, params)];
    if (filters.clubId) {
      params.push(filters.clubId);
      conditions.push(`c.club_id = $${params.length}`);
    }
    if (filters.search) {
      params.push(`%${escapeLike(filters.search.toLowerCase())}%`);
      conditions.push(`c.search_text LIKE $${params.length}`);
    }
    const { rows, total } = await selectPage<CouponRow>(
      this.pool,
      { columns: COUPON_COLUMNS, from: `FROM ${COUPON_FROM} WHERE ${conditions.join(' AND ')}`, params, orderBy: 'c.created_at DESC, c.id' },
      filters,
    );
    return pageOf(rows.map(toCouponView), total, filters);
  }
}
