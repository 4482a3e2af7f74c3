import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { said } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { EventSourcedRepository, type CommandOutcome } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { ticketSalesDecider } from '../../domain/ticket-sales/ticket-sales.decider';
import { ticketSalesStream } from '../../domain/ticket-sales/ticket-sales.events';
import { ticketPlace } from '../../queries/ticket-rows';
import { managesVenue, SaleFactsReader } from '../ticket-facts';
import { RefundTicketCommand } from './refund-ticket.command';

@CommandHandler(RefundTicketCommand)
export class RefundTicketHandler implements ICommandHandler<RefundTicketCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: SaleFactsReader,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ ticketId, caller, context }: RefundTicketCommand): Promise<CommandOutcome> {
    const place = await ticketPlace(this.pool, ticketId);
    if (!place) throw notFound(said('tickets.ticketNotFound'));
    const { event } = await this.facts.of(place.eventId);
    return this.repository.decide(
      ticketSalesStream(place.eventId),
      ticketSalesDecider,
      {
        type: 'RefundTicket',
        ticketId,
        mayRefund: managesVenue(caller, place.clubId),
        eventLive: event.live,
        byName: caller.firstName ?? '',
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
