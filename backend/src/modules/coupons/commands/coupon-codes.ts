import { Injectable } from '@nestjs/common';
import { couponCodeKey } from '@izlazak/contracts';
import { withoutExpectedRevision, type CommandContext } from '#platform/commands/command-context';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { claimOf, couponCodesDecider, couponCodesStream, type CodeClaim } from '../domain/coupon-codes.decider';
import { couponDecider, couponStream } from '../domain/coupon.decider';

/** A claim this young may belong to a coupon still being created or renamed: it is not taken over. */
export const CLAIM_SETTLES_AFTER_MS = 60_000;

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
    const current = await this.holder(clubId, code);
    const holderHoldsIt = current !== null && current.couponId !== couponId && (await this.holdsIt(current, code));
    return this.repository.decide(
      couponCodesStream(clubId),
      couponCodesDecider,
      { type: 'ClaimCouponCode', clubId, code, couponId, claimedAt: new Date().toISOString(), holderHoldsIt },
      withoutExpectedRevision(context),
    );
  }

  /** After a rename or delete; does nothing when the coupon no longer holds the code. */
  free(clubId: string, code: string, couponId: string, context: CommandContext): Promise<CommandOutcome> {
    return this.repository.decide(couponCodesStream(clubId), couponCodesDecider, { type: 'FreeCouponCode', clubId, code, couponId }, withoutExpectedRevision(context));
  }

  /** A claim holds while its coupon has the code, and while it is too recent to tell. */
  private async holdsIt(claim: CodeClaim, code: string): Promise<boolean> {
    if (Date.now() - Date.parse(claim.claimedAt) < CLAIM_SETTLES_AFTER_MS) return true;
    const { state } = await this.repository.load(couponStream(claim.couponId), couponDecider);
    return state.exists && !state.deleted && state.details !== null && couponCodeKey(state.details.code) === couponCodeKey(code);
  }
}
