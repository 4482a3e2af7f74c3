import type { ProfileUpdateInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** The logged-in user changes their own details from the profile's settings form. */
export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    /** The session the change comes from: it stays signed in after a password change. */
    readonly sessionId: string,
    readonly input: ProfileUpdateInput,
    readonly context: CommandContext,
  ) {}
}
