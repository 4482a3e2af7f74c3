import type { CommandContext } from '#platform/commands/command-context';

/** An admin approves a signed-up venue: it becomes public and its manager can log in. */
export class ApproveVenueCommand {
  constructor(
    readonly clubId: string,
    readonly context: CommandContext,
  ) {}
}
