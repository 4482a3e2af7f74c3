import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '#platform/commands/command-context';
import { ScheduledCommands } from '#platform/scheduling/scheduled-commands';
import { TICKET_ORDER_EXPIRY, type TicketOrderExpiryPayload } from '../../domain/order-expiry';
import { ExpireTicketOrderCommand } from './expire-order.command';

/**
 * An unpaid order's hold running out: decided on the event's tickets stream at the time it was due
 * (where the payment is decided too, so a payment at the same moment gives one outcome); paid
 * meanwhile, it changes nothing.
 */
@Injectable()
export class TicketOrderExpiry implements OnModuleInit {
  constructor(
    private readonly scheduler: ScheduledCommands,
    private readonly commandBus: CommandBus,
  ) {}

  onModuleInit(): void {
    this.scheduler.handle<TicketOrderExpiryPayload>(TICKET_ORDER_EXPIRY, async ({ eventId, orderId }, run) => {
      await this.commandBus.execute(new ExpireTicketOrderCommand(eventId, orderId, systemContext(randomUUID()), run.runAt.toISOString()));
    });
  }
}
