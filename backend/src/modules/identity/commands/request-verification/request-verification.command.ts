import type { CommandContext } from '#platform/commands/command-context';

/** Sends a fresh verification link when the account has none that still works. */
export class RequestVerificationCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}
