import { Module } from '@nestjs/common';
import { ChangeCouponHandler } from './commands/change-coupon/change-coupon.handler';
import { ChangeCouponHttpController } from './commands/change-coupon/change-coupon.http.controller';
import { CouponCodes } from './commands/coupon-codes';
import { CouponKeeper } from './commands/coupon-keeper';
import { CouponRedemptions } from './commands/coupon-redemptions';
import { CreateCouponHandler } from './commands/create-coupon/create-coupon.handler';
import { CreateCouponHttpController } from './commands/create-coupon/create-coupon.http.controller';
import { DeleteCouponHandler } from './commands/delete-coupon/delete-coupon.handler';
import { DeleteCouponHttpController } from './commands/delete-coupon/delete-coupon.http.controller';
import { GetCouponHandler } from './queries/get-coupon/get-coupon.handler';
import { GetCouponHttpController } from './queries/get-coupon/get-coupon.http.controller';
import { ListCouponsHandler } from './queries/list-coupons/list-coupons.handler';
import { ListCouponsHttpController } from './queries/list-coupons/list-coupons.http.controller';

/** Venue coupons (/api/coupons); CouponRedemptions implements reservations' CouponUses port (coupons.feature.ts). */
@Module({
  controllers: [ListCouponsHttpController, GetCouponHttpController, CreateCouponHttpController, ChangeCouponHttpController, DeleteCouponHttpController],
  providers: [CouponCodes, CouponRedemptions, CouponKeeper, CreateCouponHandler, ChangeCouponHandler, DeleteCouponHandler, ListCouponsHandler, GetCouponHandler],
  exports: [CouponRedemptions],
})
export class CouponsModule {}
