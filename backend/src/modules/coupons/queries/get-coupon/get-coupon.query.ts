import type { CouponViewer } from '../coupon-rows';

export class GetCouponQuery {
  constructor(
    readonly couponId: string,
    readonly viewer: CouponViewer,
  ) {}
}
