import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { couponUpdateSchema, type CouponUpdateInput, type CouponView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { couponDetailsOf } from '../../http/coupon-form';
import { COUPON_EXAMPLE } from '../../http/coupon.openapi';
import { GetCouponQuery } from '../../queries/get-coupon/get-coupon.query';
import { ChangeCouponCommand } from './change-coupon.command';
import { VersionedRecord } from '#platform/http/conditional-request';
import { couponVersion } from '../../http/coupon-version';

@ApiTags('coupons')
@Controller('coupons')
export class ChangeCouponHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Put(':couponId')
  @VersionedRecord(couponVersion)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Izmena kupona svog objekta (admin: bilo kog); status uključuje ili isključuje kupon. Izostavljena polja ostaju.' })
  @ApiBody({ schema: { type: 'object', example: COUPON_EXAMPLE } })
  async change(
    @Param('couponId') couponId: string,
    @Body(validBody(couponUpdateSchema)) input: CouponUpdateInput,
    @Command() context: CommandContext,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<CouponView> {
    return this.commands.answer(new ChangeCouponCommand(couponId, couponDetailsOf(input), context), new GetCouponQuery(couponId, caller), { readModels: ['coupons'] });
  }
}
