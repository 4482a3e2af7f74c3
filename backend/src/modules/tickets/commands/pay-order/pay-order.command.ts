import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

/** An order's money came: by hand at the venue (`caller` its manager or an admin), or a bank statement line (`lineId`, no caller: the import's booking is the proof). */
export class PayTicketOrderCommand {
  constructor(
    readonly orderId: string,
    readonly payment: { amount: number | null; lineId: string | null },
    readonly caller: AuthenticatedUser | null,
    readonly context: CommandContext,
  ) {}
}
