import type { CouponListQuery } from '@izlazak/contracts';
import type { CouponViewer } from '../coupon-rows';

export class ListCouponsQuery {
  constructor(
    readonly filters: CouponListQuery,
    readonly viewer: CouponViewer,
  ) {}
}
