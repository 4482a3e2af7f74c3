import type { GuestListArrivalInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/guest-list-entries/{id}/arrival: the door let the name in. */
export class AdmitListGuestCommand {
  constructor(
    readonly entryId: string,
    readonly input: GuestListArrivalInput,
    readonly doorman: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
