import type { GuestListArrivalUndoInput } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/guest-list-entries/{id}/arrival/undo: the door takes a mistaken 'Ušli' back. */
export class UndoListArrivalCommand {
  constructor(
    readonly entryId: string,
    readonly input: GuestListArrivalUndoInput,
    readonly doorman: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}
