import { Injectable } from '@nestjs/common';
import { couponCodeKey } from '@izlazak/contracts';
import { withoutExpectedRevision, type CommandContext } from '#platform/commands/command-context';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { CLAIM_SETTLES_AFTER_MS, claimOf, couponCodesDecider, couponCodesStream, type CodeClaim } from '../domain/coupon-codes.decider';
import { couponDecider, couponStream } from '../domain/coupon.decider';

/** The venue's code index (`coupon-codes-<clubId>`): which coupon a code names, claimed before use. */
@Injectable()
export class CouponCodes {
  constructor(private readonly repository: EventSourcedRepository) {}

  /** The coupon that holds the code in the venue now, or null. */
  async holder(clubId: string, code: string): Promise<CodeClaim | null> {
    const { state } = await this.repository.load(couponCodesStream(clubId), couponCodesDecider);
    return claimOf(state, code);
  }

  /** Refused (409 on `code`) while another coupon of the venue has that code. */
  async claim(clubId: string, code: string, couponId: string, context: CommandContext): Promise<CommandOutcome> {
    const claimedAt = new Date().toISOString();
    const current = await this.holder(clubId, code);
    const abandonedBy = current && current.couponId !== couponId && (await this.abandoned(current, code, claimedAt)) ? current.couponId : null;
    return this.repository.decide(
      couponCodesStream(clubId),
      couponCodesDecider,
      { type: 'ClaimCouponCode', clubId, code, couponId, claimedAt, abandonedBy },
      withoutExpectedRevision(context),
    );
  }

  /** After a rename or delete; does nothing when the coupon no longer holds the code. */
  free(clubId: string, code: string, couponId: string, context: CommandContext): Promise<CommandOutcome> {
    return this.repository.decide(couponCodesStream(clubId), couponCodesDecider, { type: 'FreeCouponCode', clubId, code, couponId }, withoutExpectedRevision(context));
  }

  /** A settled claim whose coupon does not have the code (never created, renamed or deleted). */
  private async abandoned(claim: CodeClaim, code: string, now: string): Promise<boolean> {
    if (Date.parse(now) - Date.parse(claim.claimedAt) < CLAIM_SETTLES_AFTER_MS) return false;
    const { state } = await this.repository.load(couponStream(claim.couponId), couponDecider);
    return !(state.exists && !state.deleted && state.details !== null && couponCodeKey(state.details.code) === couponCodeKey(code));
  }
}
