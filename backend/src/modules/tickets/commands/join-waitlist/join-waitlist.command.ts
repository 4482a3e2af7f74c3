import type { TicketWaitlistInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export class JoinTicketWaitlistCommand {
  constructor(
    readonly eventId: string,
    readonly tierId: string,
    readonly entryId: string,
    readonly input: TicketWaitlistInput,
    readonly context: CommandContext,
  ) {}
}
