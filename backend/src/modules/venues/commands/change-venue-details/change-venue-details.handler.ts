import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { toVenueDetails } from '../../domain/venue-details';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { assertPaymentEdit, VENUE_PAYMENT_CHECK, type VenuePaymentCheck } from '../../ports/venue-payment-check';
import { ChangeVenueDetailsCommand } from './change-venue-details.command';

@CommandHandler(ChangeVenueDetailsCommand)
export class ChangeVenueDetailsHandler implements ICommandHandler<ChangeVenueDetailsCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(VENUE_PAYMENT_CHECK) private readonly payment: VenuePaymentCheck,
  ) {}

  async execute({ clubId, input, context }: ChangeVenueDetailsCommand): Promise<CommandOutcome> {
    const details = toVenueDetails(input);
    await assertPaymentEdit(this.payment, clubId, details);
    return this.repository.decide(venueStream(clubId), venueDecider, { type: 'ChangeVenueDetails', actor: context.actor, details }, context);
  }
}
