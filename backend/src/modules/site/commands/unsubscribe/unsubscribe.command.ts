import type { CommandContext } from '#platform/commands/command-context';

/** Carries the token from the mailed link; the handler finds whose address it is. */
export class UnsubscribeCommand {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {}
}
