import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { COUPON_MESSAGES, type CouponView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { COUPON_COLUMNS, COUPON_FROM, toCouponView, visibleCoupons, type CouponRow } from '../coupon-rows';
import { GetCouponQuery } from './get-coupon.query';

/** Another venue's coupon is not found, as an unknown one. */
@QueryHandler(GetCouponQuery)
export class GetCouponHandler implements IQueryHandler<GetCouponQuery, CouponView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ couponId, viewer }: GetCouponQuery): Promise<CouponView> {
    const params: unknown[] = [couponId];
    const visible = visibleCoupons(viewer, params);
    const { rows } = await this.pool.query<CouponRow>(`SELECT ${COUPON_COLUMNS} FROM ${COUPON_FROM} WHERE c.id = $1 AND NOT c.deleted AND ${visible}`, params);
    if (!rows[0]) throw notFound(COUPON_MESSAGES.notFound);
    return toCouponView(rows[0]);
  }
}
