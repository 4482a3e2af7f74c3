import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { couponDecider, couponStream, type CouponDeleted } from '../../domain/coupon.decider';
import { CouponCodes } from '../coupon-codes';
import { DeleteCouponCommand } from './delete-coupon.command';

/** The coupon is gone from lists and codes; reservations that used it keep their discount. */
@CommandHandler(DeleteCouponCommand)
export class DeleteCouponHandler implements ICommandHandler<DeleteCouponCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly codes: CouponCodes,
  ) {}

  async execute({ couponId, context }: DeleteCouponCommand): Promise<CommandOutcome> {
    const outcome = await this.repository.decide(couponStream(couponId), couponDecider, { type: 'DeleteCoupon', actor: context.actor }, context);
    const deleted = outcome.events.find((event): event is CouponDeleted => event.type === 'CouponDeleted');
    if (deleted) await this.codes.free(deleted.data.clubId, deleted.data.code, couponId, context);
    return outcome;
  }
}
