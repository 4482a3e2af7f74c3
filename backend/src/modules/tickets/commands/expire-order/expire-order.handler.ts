import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { ticketSalesDecider } from '../../domain/ticket-sales/ticket-sales.decider';
import { ticketSalesStream } from '../../domain/ticket-sales/ticket-sales.events';
import { ExpireTicketOrderCommand } from './expire-order.command';

@CommandHandler(ExpireTicketOrderCommand)
export class ExpireTicketOrderHandler implements ICommandHandler<ExpireTicketOrderCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: NightClock,
  ) {}

  execute({ eventId, orderId, context, at }: ExpireTicketOrderCommand): Promise<CommandOutcome> {
    const now = at ?? this.clock.now().toISOString();
    return this.repository.decide(ticketSalesStream(eventId), ticketSalesDecider, { type: 'ExpireTicketOrder', orderId, now }, context);
  }
}
