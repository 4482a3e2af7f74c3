import type { CommandContext } from '#platform/commands/command-context';

/** An unpaid order's hold is due: its tickets go back on sale (a scheduled command; nothing happens to an order paid meanwhile). */
export class ExpireTicketOrderCommand {
  constructor(
    readonly eventId: string,
    readonly orderId: string,
    readonly context: CommandContext,
    /** When the hold ran out (the scheduled run's time); absent: now. */
    readonly at?: string,
  ) {}
}
