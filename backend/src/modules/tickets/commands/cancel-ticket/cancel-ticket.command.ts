import type { TicketCancelInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** Whoever holds a ticket's code cancels it while the venue allows (`ticketCancelHours` before the start): as the venue's refund of it, recorded as the guest's. */
export class CancelTicketCommand {
  constructor(
    readonly token: string,
    readonly input: TicketCancelInput,
    readonly context: CommandContext,
  ) {}
}
