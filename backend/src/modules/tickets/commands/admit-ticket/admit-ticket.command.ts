import type { TicketAdmissionInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

export class AdmitTicketCommand {
  constructor(
    readonly ticketId: string,
    readonly input: TicketAdmissionInput,
    readonly doorman: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
