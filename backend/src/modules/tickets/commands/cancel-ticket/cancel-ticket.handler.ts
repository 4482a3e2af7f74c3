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
import { ticketPlaceOfToken } from '../../queries/ticket-rows';
import { SaleFactsReader } from '../ticket-facts';
import { CancelTicketCommand } from './cancel-ticket.command';

@CommandHandler(CancelTicketCommand)
export class CancelTicketHandler implements ICommandHandler<CancelTicketCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: SaleFactsReader,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ token, input, context }: CancelTicketCommand): Promise<CommandOutcome> {
    const place = await ticketPlaceOfToken(this.pool, token);
    if (!place) throw notFound(said('tickets.ticketNotFound'));
    const { event, cancel } = await this.facts.of(place.eventId);
    return this.repository.decide(
      ticketSalesStream(place.eventId),
      ticketSalesDecider,
      {
        type: 'CancelTicket',
        token,
        eventLive: event.live,
        startsAt: cancel.startsAt,
        cancelHours: cancel.hours,
        ...(input.locale ? { locale: input.locale } : {}),
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
