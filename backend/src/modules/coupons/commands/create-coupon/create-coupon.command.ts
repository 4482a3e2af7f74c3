import type { CommandContext } from '#platform/commands/command-context';
import type { CouponDetails } from '../../domain/coupon.decider';

export class CreateCouponCommand {
  constructor(
    readonly couponId: string,
    readonly clubId: string,
    readonly details: CouponDetails,
    readonly context: CommandContext,
  ) {}
}
