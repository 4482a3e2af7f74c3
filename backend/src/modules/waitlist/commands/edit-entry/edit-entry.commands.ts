import type { CommandContext } from '#platform/commands/command-context';

/** The venue takes a guest off the night's waitlist; an open offer is withdrawn with it. */
export class RemoveWaitlistEntryCommand {
  constructor(
    readonly entryId: string,
    readonly expectedVersion: number | undefined,
    readonly context: CommandContext,
  ) {}
}

/** The venue moves a guest to another place in the queue (1 is first). */
export class MoveWaitlistEntryCommand {
  constructor(
    readonly entryId: string,
    readonly position: number,
    readonly expectedVersion: number | undefined,
    readonly context: CommandContext,
  ) {}
}
