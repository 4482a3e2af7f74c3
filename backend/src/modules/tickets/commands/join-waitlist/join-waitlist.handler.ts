import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { ticketSalesDecider } from '../../domain/ticket-sales/ticket-sales.decider';
import { ticketSalesStream } from '../../domain/ticket-sales/ticket-sales.events';
import { SaleFactsReader } from '../ticket-facts';
import { newTicketToken } from '../ticket-tokens';
import { JoinTicketWaitlistCommand } from './join-waitlist.command';

@CommandHandler(JoinTicketWaitlistCommand)
export class JoinTicketWaitlistHandler implements ICommandHandler<JoinTicketWaitlistCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: SaleFactsReader,
    private readonly clock: NightClock,
  ) {}

  async execute({ eventId, tierId, entryId, input, context }: JoinTicketWaitlistCommand): Promise<CommandOutcome> {
    const { event } = await this.facts.of(eventId);
    const { firstName, lastName, email, phone, quantity, locale } = input;
    return this.repository.decide(
      ticketSalesStream(eventId),
      ticketSalesDecider,
      {
        type: 'JoinTicketWaitlist',
        entryId,
        token: newTicketToken(),
        tierId,
        quantity,
        buyer: { firstName, lastName, email, phone },
        event,
        ...(locale ? { locale } : {}),
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
