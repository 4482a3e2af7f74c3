import type { CommandContext } from '#platform/commands/command-context';

/** "Forgot password": mail a reset link to this address if it belongs to an account. */
export class RequestPasswordResetCommand {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {}
}
