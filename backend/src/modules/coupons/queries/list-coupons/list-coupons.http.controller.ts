import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { couponListQuerySchema, type CouponListQuery, type CouponView, type Paged } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { validBody } from '#platform/http/schema.pipe';
import { ListCouponsQuery } from './list-coupons.query';

@ApiTags('coupons')
@Controller('coupons')
export class ListCouponsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Kuponi svog objekta (admin: svih, ili objekta clubId), najnoviji prvi; pretraga po nazivu i kodu. used: rezervacije koje ga sada drže.' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'clubId', required: false })
  list(@Query(validBody(couponListQuerySchema)) filters: CouponListQuery, @CurrentUser() viewer: AuthenticatedUser): Promise<Paged<CouponView>> {
    return this.queryBus.execute(new ListCouponsQuery(filters, viewer));
  }
}
