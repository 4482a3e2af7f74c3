import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { ticketSalesDecider } from '../../domain/ticket-sales/ticket-sales.decider';
import { ticketSalesStream } from '../../domain/ticket-sales/ticket-sales.events';
import { SaleFactsReader } from '../ticket-facts';
import { newOrderNumber, newTicketToken } from '../ticket-tokens';
import { PlaceTicketOrderCommand } from './place-order.command';

@CommandHandler(PlaceTicketOrderCommand)
export class PlaceTicketOrderHandler implements ICommandHandler<PlaceTicketOrderCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: SaleFactsReader,
    private readonly clock: NightClock,
  ) {}

  async execute({ orderId, input, context }: PlaceTicketOrderCommand): Promise<CommandOutcome> {
    const { event, payee } = await this.facts.of(input.eventId);
    const { firstName, lastName, email, phone, quantity, locale } = input;
    return this.repository.decide(
      ticketSalesStream(input.eventId),
      ticketSalesDecider,
      {
        type: 'PlaceTicketOrder',
        orderId,
        number: newOrderNumber(),
        tierId: input.tierId,
        quantity,
        buyer: { firstName, lastName, email, phone },
        seats: Array.from({ length: quantity }, () => ({ ticketId: randomUUID(), token: newTicketToken() })),
        event,
        payee,
        ...(locale ? { locale } : {}),
        ...(input.offerToken ? { offerToken: input.offerToken } : {}),
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
