import type { CommandContext } from '#platform/commands/command-context';

/** The token from the mailed verification link. */
export class VerifyEmailCommand {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {}
}
