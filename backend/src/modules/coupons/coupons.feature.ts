import { defineFeature } from '#platform/feature';
import { COUPON_USES } from '../reservations/ports/coupon-uses';
import { CouponRedemptions } from './commands/coupon-redemptions';
import { CouponsModule } from './coupons.module';
import { couponsProjector } from './projections/coupons.projector';

export const couponsFeature = defineFeature({
  name: 'coupons',
  module: CouponsModule,
  projectors: [couponsProjector],
  ports: [{ provide: COUPON_USES, useExisting: CouponRedemptions }],
});
