import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CouponView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { GetCouponQuery } from './get-coupon.query';
import { VersionedRead } from '#platform/http/conditional-request';
import { couponVersion } from '../../http/coupon-version';

@ApiTags('coupons')
@Controller('coupons')
export class GetCouponHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':couponId')
  @VersionedRead(couponVersion)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Jedan kupon svog objekta (admin: bilo kog)' })
  get(@Param('couponId') couponId: string, @CurrentUser() viewer: AuthenticatedUser): Promise<CouponView> {
    return this.queryBus.execute(new GetCouponQuery(couponId, viewer));
  }
}
