import type { CommandContext } from '#platform/commands/command-context';

export class DeleteUserCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}
