import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { COUPON_MESSAGES, couponCodeKey } from '@izlazak/contracts';
import { withoutExpectedRevision, type CommandContext } from '#platform/commands/command-context';
import { badRequest } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import type { CouponUses } from '../../reservations/ports/coupon-uses';
import { couponDecider, couponStream, type ReleaseReason, type Redemption } from '../domain/coupon.decider';
import { CouponCodes } from './coupon-codes';

export interface RedeemedCoupon {
  couponId: string;
  /** As the venue wrote it. */
  code: string;
  discountPercent: number;
  position: CommandOutcome['position'];
}

/**
 * What a reservation does with a coupon: take a use on the coupon's stream before it is placed,
 * and give it back when the placement is refused. The rest (a reservation that ended, or never
 * appeared) is the CouponKeeper's sweep. Reservations reach it through their CouponUses port.
 */
@Injectable()
export class CouponRedemptions implements CouponUses {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly codes: CouponCodes,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  /** Refused (400/409 on `couponCode`) with the reason; the stream's revision keeps the limit. */
  async redeem(clubId: string, code: string, redemption: Redemption, context: CommandContext): Promise<RedeemedCoupon> {
    const claim = await this.codes.holder(clubId, code);
    if (!claim) throw badRequest((await this.ofAnotherVenue(clubId, code)) ? COUPON_MESSAGES.otherVenue : COUPON_MESSAGES.unknownCode, 'couponCode');
    const outcome = await this.repository.decide(couponStream(claim.couponId), couponDecider, { type: 'RedeemCoupon', clubId, code, redemption }, withoutExpectedRevision(context));
    const [redeemed] = outcome.events;
    if (redeemed?.type === 'CouponRedeemed') {
      return { couponId: claim.couponId, code: redeemed.data.code, discountPercent: redeemed.data.discount, position: outcome.position };
    }
    // This reservation had redeemed it already: the same answer again.
    const { state } = await this.repository.load(couponStream(claim.couponId), couponDecider);
    return { couponId: claim.couponId, code: state.details!.code, discountPercent: state.details!.discount, position: null };
  }

  release(couponId: string, reservationId: string, reason: ReleaseReason, context: CommandContext): Promise<CommandOutcome> {
    return this.repository.decide(couponStream(couponId), couponDecider, { type: 'ReleaseCoupon', reservationId, reason }, withoutExpectedRevision(context));
  }

  /** Only for the message: a guest who typed another venue's code is told so. */
  private async ofAnotherVenue(clubId: string, code: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM coupons WHERE code_key = $1 AND club_id <> $2 AND NOT deleted LIMIT 1', [couponCodeKey(code), clubId]);
    return (rowCount ?? 0) > 0;
  }
}
