import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { NightClock } from '#platform/time/night-clock';
import { ticketSalesDecider } from '../../domain/ticket-sales/ticket-sales.decider';
import { ticketSalesStream } from '../../domain/ticket-sales/ticket-sales.events';
import { managesVenue, SaleFactsReader } from '../ticket-facts';
import { SetTicketTiersCommand } from './set-tiers.command';

@CommandHandler(SetTicketTiersCommand)
export class SetTicketTiersHandler implements ICommandHandler<SetTicketTiersCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: SaleFactsReader,
    private readonly clock: NightClock,
  ) {}

  async execute({ eventId, input, caller, context }: SetTicketTiersCommand): Promise<CommandOutcome> {
    const { event, payee } = await this.facts.of(eventId);
    return this.repository.decide(
      ticketSalesStream(eventId),
      ticketSalesDecider,
      {
        type: 'SetTicketTiers',
        eventId,
        tiers: input.tiers.map((tier) => (tier._id ? { ...tier, _id: tier._id } : { ...tier, _id: randomUUID(), isNew: true })),
        event,
        mayManage: managesVenue(caller, event.clubId),
        payeeReady: payee.account !== null,
        byName: caller.firstName,
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
