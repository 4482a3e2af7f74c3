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
import { orderPlace } from '../../queries/ticket-rows';
import { managesVenue } from '../ticket-facts';
import { PayTicketOrderCommand } from './pay-order.command';

@CommandHandler(PayTicketOrderCommand)
export class PayTicketOrderHandler implements ICommandHandler<PayTicketOrderCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ orderId, payment, caller, context }: PayTicketOrderCommand): Promise<CommandOutcome> {
    const place = await orderPlace(this.pool, orderId);
    if (!place) throw notFound(said('tickets.orderNotFound'));
    const byLine = payment.lineId !== null && caller === null;
    return this.repository.decide(
      ticketSalesStream(place.eventId),
      ticketSalesDecider,
      {
        type: 'PayTicketOrder',
        orderId,
        amount: payment.amount,
        lineId: payment.lineId,
        mayRecord: byLine || managesVenue(caller, place.clubId),
        byName: caller?.firstName ?? '',
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}
