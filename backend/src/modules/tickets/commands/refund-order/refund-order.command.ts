import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

/** The venue refunds a paid order: its tickets stop opening the door, the money is owed back to the payer (docs/tickets.md). */
export class RefundTicketOrderCommand {
  constructor(
    readonly orderId: string,
    readonly caller: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}

/** 'Vraćeno': the venue sent an owed refund back (an order it refunded, or one of a cancelled event). */
export class MarkTicketOrderRefundedCommand {
  constructor(
    readonly orderId: string,
    readonly clubId: string,
    readonly caller: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
