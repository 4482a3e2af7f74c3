import type { CommandContext } from '#platform/commands/command-context';

export class SubscribeCommand {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {}
}
