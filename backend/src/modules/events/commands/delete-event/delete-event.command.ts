import type { CommandContext } from '#platform/commands/command-context';

export class DeleteEventCommand {
  constructor(
    readonly eventId: string,
    readonly context: CommandContext,
  ) {}
}
