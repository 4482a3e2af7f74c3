import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { couponUpdateSchema, type CouponUpdateInput, type CouponView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import { ReadYourWrites } from '#platform/commands/read-your-writes';
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
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

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
    const outcome = await this.commandBus.execute<ChangeCouponCommand, CommandOutcome>(new ChangeCouponCommand(couponId, couponDetailsOf(input), context));
    await this.readYourWrites.after(outcome.position, ['coupons']);
    return this.queryBus.execute(new GetCouponQuery(couponId, caller));
  }
}
