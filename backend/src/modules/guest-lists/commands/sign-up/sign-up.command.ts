import type { GuestListEntryInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

export class SignUpToGuestListCommand {
  constructor(
    readonly listId: string,
    readonly entryId: string,
    readonly input: GuestListEntryInput,
    readonly caller: AuthenticatedUser | null,
    readonly context: CommandContext,
  ) {}
}
