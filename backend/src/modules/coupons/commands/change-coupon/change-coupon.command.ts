import type { CommandContext } from '#platform/commands/command-context';
import type { CouponDetails } from '../../domain/coupon.decider';

export class ChangeCouponCommand {
  constructor(
    readonly couponId: string,
    readonly changes: Partial<CouponDetails>,
    readonly context: CommandContext,
  ) {}
}
