import type { TicketTiersInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

export class SetTicketTiersCommand {
  constructor(
    readonly eventId: string,
    readonly input: TicketTiersInput,
    readonly caller: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
