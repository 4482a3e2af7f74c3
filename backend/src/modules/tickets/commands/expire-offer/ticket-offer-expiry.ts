import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#platform/commands/command-context';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { ticketSalesDecider } from '../../domain/ticket-sales/ticket-sales.decider';
import { ticketSalesStream } from '../../domain/ticket-sales/ticket-sales.events';

/** Scheduled on `ticket-sales-<eventId>` at an offer's `expiresAt`: untaken, it lapses and the next in line is offered. */
export const TICKET_OFFER_EXPIRY = 'ticket-offer-expiry';

export interface TicketOfferExpiryPayload {
  eventId: string;
  entryId: string;
}

@Injectable()
export class TicketOfferExpiry implements OnModuleInit {
  constructor(
    private readonly scheduler: ScheduledCommands,
    private readonly repository: EventSourcedRepository,
  ) {}

  onModuleInit(): void {
    this.scheduler.handle<TicketOfferExpiryPayload>(TICKET_OFFER_EXPIRY, async ({ eventId, entryId }, run) => {
      await this.repository.decide(
        ticketSalesStream(eventId),
        ticketSalesDecider,
        { type: 'ExpireTicketOffer', entryId, now: run.runAt.toISOString() },
        systemContext(randomUUID()),
      );
    });
  }
}
