import type { GuestListInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

export class OpenGuestListCommand {
  constructor(
    readonly listId: string,
    readonly clubId: string,
    readonly input: GuestListInput,
    readonly caller: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
