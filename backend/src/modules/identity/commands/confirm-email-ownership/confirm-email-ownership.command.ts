import type { CommandContext } from '#platform/commands/command-context';

/** A trusted party (Google) vouched that the account's owner controls its address. */
export class ConfirmEmailOwnershipCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}
