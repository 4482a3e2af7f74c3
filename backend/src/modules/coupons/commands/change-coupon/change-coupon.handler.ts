import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COUPON_MESSAGES, couponCodeKey } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { couponDecider, couponStream, type ChangeCoupon } from '../../domain/coupon.decider';
import { CouponCodes } from '../coupon-codes';
import { ChangeCouponCommand } from './change-coupon.command';

/** A new code is claimed in the venue's index before the coupon takes it, and the old one freed after. */
@CommandHandler(ChangeCouponCommand)
export class ChangeCouponHandler implements ICommandHandler<ChangeCouponCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly codes: CouponCodes,
  ) {}

  async execute({ couponId, changes, context }: ChangeCouponCommand): Promise<CommandOutcome> {
    const { state } = await this.repository.load(couponStream(couponId), couponDecider);
    const command: ChangeCoupon = { type: 'ChangeCoupon', actor: context.actor, changes };
    couponDecider.decide(command, state);
    const { clubId, details } = state;
    if (!clubId || !details) throw notFound(COUPON_MESSAGES.notFound);
    const newCode = changes.code !== undefined && changes.code !== details.code ? changes.code : null;
    if (newCode) await this.codes.claim(clubId, newCode, couponId, context);
    const outcome = await this.repository.decide(couponStream(couponId), couponDecider, command, context);
    if (newCode && couponCodeKey(newCode) !== couponCodeKey(details.code)) await this.codes.free(clubId, details.code, couponId, context);
    return outcome;
  }
}
