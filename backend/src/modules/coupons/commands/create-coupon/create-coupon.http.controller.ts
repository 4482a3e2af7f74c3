import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { couponSchema, type CouponInput, type CouponView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { CommandRunner } from '#platform/commands/command-runner';
import { validBody } from '#platform/http/schema.pipe';
import { targetClubId } from '../../../venues/http/target-club';
import { GetCouponQuery } from '../../queries/get-coupon/get-coupon.query';
import { couponDetailsOf } from '../../http/coupon-form';
import { COUPON_EXAMPLE } from '../../http/coupon.openapi';
import { CreateCouponCommand } from './create-coupon.command';
import { Idempotent } from '#platform/http/idempotency';

@ApiTags('coupons')
@Controller('coupons')
export class CreateCouponHttpController {
  constructor(private readonly commands: CommandRunner) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Novi kupon objekta (menadžer: svoj objekat; admin: clubId). Kod je jedinstven u objektu, bez obzira na velika i mala slova (409).' })
  @ApiBody({ schema: { type: 'object', required: ['name', 'code', 'limit', 'discount', 'startDate', 'endDate'], example: COUPON_EXAMPLE } })
  async create(@Body(validBody(couponSchema)) input: CouponInput, @Command() context: CommandContext, @CurrentUser() caller: AuthenticatedUser): Promise<CouponView> {
    const clubId = targetClubId(caller, input.clubId);
    const couponId = randomUUID();
    const details = { ...couponDetailsOf(input), active: input.status ?? true };
    return this.commands.answer(new CreateCouponCommand(couponId, clubId, details, context), new GetCouponQuery(couponId, caller), {
      readModels: ['coupons'],
      location: `/api/coupons/${couponId}`,
    });
  }
}
