import type { CommandContext } from '#platform/commands/command-context';

/** The token from the mailed reset link and the new password. */
export class ResetPasswordCommand {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {}
}
