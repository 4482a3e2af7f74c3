import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

/** The venue refunds one ticket of a paid order: it stops opening the door, its place goes back on sale, its price is owed to the payer (docs/tickets.md). */
export class RefundTicketCommand {
  constructor(
    readonly ticketId: string,
    readonly caller: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
