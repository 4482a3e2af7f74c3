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
import type { CommandContext } from '#platform/commands/command-context';
import { orderPlace, ticketPlace } from '../../queries/ticket-rows';
import { managesVenue, SaleFactsReader } from '../ticket-facts';
import { MarkTicketOrderRefundedCommand, RefundTicketOrderCommand } from './refund-order.command';

@CommandHandler(RefundTicketOrderCommand)
export class RefundTicketOrderHandler implements ICommandHandler<RefundTicketOrderCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: SaleFactsReader,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ orderId, caller, context }: RefundTicketOrderCommand): Promise<CommandOutcome> {
    const place = await orderPlace(this.pool, orderId);
    if (!place) throw notFound(said('tickets.orderNotFound'));
    const { event } = await this.facts.of(place.eventId);
    return this.repository.decide(
      ticketSalesStream(place.eventId),
      ticketSalesDecider,
      {
        type: 'RefundTicketOrder',
        orderId,
        mayRefund: managesVenue(caller, place.clubId),
        eventCancelled: !event.live,
        byName: caller.firstName ?? '',
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }
}

@CommandHandler(MarkTicketOrderRefundedCommand)
export class MarkTicketOrderRefundedHandler implements ICommandHandler<MarkTicketOrderRefundedCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: SaleFactsReader,
    private readonly clock: NightClock,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ orderId, clubId, caller, context }: MarkTicketOrderRefundedCommand): Promise<CommandOutcome> {
    const place = await orderPlace(this.pool, orderId);
    if (!place) return this.markTicket(orderId, clubId, caller, context);
    // Another venue's order is no order of this venue's refunds.
    if (place.clubId !== clubId) throw notFound(said('tickets.orderNotFound'));
    const { event } = await this.facts.of(place.eventId);
    return this.repository.decide(
      ticketSalesStream(place.eventId),
      ticketSalesDecider,
      {
        type: 'MarkTicketOrderRefunded',
        orderId,
        mayRefund: managesVenue(caller, place.clubId),
        eventCancelled: !event.live,
        byName: caller.firstName ?? '',
        now: this.clock.now().toISOString(),
      },
      context,
    );
  }

  /** A row of the refunds list for a single ticket is marked sent by the ticket's id. */
  private async markTicket(ticketId: string, clubId: string, caller: MarkTicketOrderRefundedCommand['caller'], context: CommandContext): Promise<CommandOutcome> {
    const place = await ticketPlace(this.pool, ticketId);
    if (!place || place.clubId !== clubId) throw notFound(said('tickets.orderNotFound'));
    return this.repository.decide(
      ticketSalesStream(place.eventId),
      ticketSalesDecider,
      { type: 'MarkTicketRefunded', ticketId, mayRefund: managesVenue(caller, place.clubId), byName: caller.firstName ?? '', now: this.clock.now().toISOString() },
      context,
    );
  }
}
