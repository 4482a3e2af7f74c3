import type { TicketTransferInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** Whoever holds a ticket's code passes it on: the friend's ticket gets `newTicketId` and a new code. */
export class TransferTicketCommand {
  constructor(
    readonly token: string,
    readonly newTicketId: string,
    readonly input: TicketTransferInput,
    readonly context: CommandContext,
  ) {}
}
