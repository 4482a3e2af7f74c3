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
import { newTicketToken } from '../ticket-tokens';
import { TransferTicketCommand } from './transfer-ticket.command';

@CommandHandler(TransferTicketCommand)
export class TransferTicketHandler implements ICommandHandler<TransferTicketCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ token, newTicketId, input, context }: TransferTicketCommand): Promise<CommandOutcome> {
    const place = await ticketPlaceOfToken(this.pool, token);
    if (!place) throw notFound(said('tickets.ticketNotFound'));
    const { firstName, lastName, email, locale } = input;
    return this.repository.decide(
      ticketSalesStream(place.eventId),
      ticketSalesDecider,
      {
        type: 'TransferTicket',
        token,
        newTicketId,
        newToken: newTicketToken(),
        to: { firstName, lastName, email },
        ...(locale ? { locale } : {}),
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
