import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { venueDecider } from '../../../venues/domain/venue.decider';
import { venueStream } from '../../../venues/domain/venue.events';
import { couponDecider, couponStream, type CreateCoupon } from '../../domain/coupon.decider';
import { CouponCodes } from '../coupon-codes';
import { CreateCouponCommand } from './create-coupon.command';

/** Decides once before claiming the code, so nobody holds codes for coupons they may not create. */
@CommandHandler(CreateCouponCommand)
export class CreateCouponHandler implements ICommandHandler<CreateCouponCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly codes: CouponCodes,
  ) {}

  async execute({ couponId, clubId, details, context }: CreateCouponCommand): Promise<CommandOutcome> {
    const { state: venue } = await this.repository.load(venueStream(clubId), venueDecider);
    const command: CreateCoupon = { type: 'CreateCoupon', actor: context.actor, couponId, clubId, venueExists: venue.exists && !venue.deleted, details };
    couponDecider.decide(command, couponDecider.initialState());
    await this.codes.claim(clubId, details.code, couponId, context);
    return this.repository.decide(couponStream(couponId), couponDecider, command, context);
  }
}
