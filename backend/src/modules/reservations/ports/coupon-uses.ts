import type { CommandContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';
import type { AppliedCoupon, TableNight } from '../domain/table-night';

/** The table-night a placement takes a coupon's use for. */
export interface CouponUse extends TableNight {
  reservationId: string;
}

/**
 * What a placement needs from coupons, which sit above reservations: take a use of a venue's
 * coupon before the reservation is placed, and give it back when the placement is refused.
 * The coupons feature implements it (its manifest's `ports`).
 */
export interface CouponUses {
  /** Refused with a DomainError (400/409 on `couponCode`); the same use again answers as the first time. */
  redeem(clubId: string, code: string, use: CouponUse, context: CommandContext): Promise<AppliedCoupon>;
  release(couponId: string, reservationId: string, reason: 'placement-refused', context: CommandContext): Promise<CommandOutcome>;
}

export const COUPON_USES = Symbol('CouponUses');
