import type { CommandContext } from '#platform/commands/command-context';

/** POST /api/guests/{id}/merge: `otherId` is the same guest as `guestId` and is counted there. */
export class MergeGuestsCommand {
  constructor(
    readonly guestId: string,
    readonly otherId: string,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}

/** POST /api/guests/{id}/split: `otherId`, merged into `guestId` by mistake, stands on its own again. */
export class SplitGuestsCommand {
  constructor(
    readonly guestId: string,
    readonly otherId: string,
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
