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
import { worksAt } from '../ticket-facts';
import { AdmitTicketCommand } from './admit-ticket.command';

@CommandHandler(AdmitTicketCommand)
export class AdmitTicketHandler implements ICommandHandler<AdmitTicketCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ ticketId, input, doorman, context }: AdmitTicketCommand): Promise<CommandOutcome> {
    const place = await ticketPlace(this.pool, ticketId);
    if (!place) throw notFound(said('tickets.ticketNotFound'));
    return this.repository.decide(
      ticketSalesStream(place.eventId),
      ticketSalesDecider,
      {
        type: 'AdmitTicket',
        ticketId,
        commandId: input.commandId ?? null,
        offlineAt: input.admittedAt ?? null,
        mayAdmit: worksAt(doorman, place.clubId),
        byUserId: doorman.id,
        byName: doorman.firstName,
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
