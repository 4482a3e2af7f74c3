import type { CommandContext } from '#platform/commands/command-context';

/** A picture of the venue's own drawing of its floor, stored to become the plan's background. */
export class UploadFloorBackgroundCommand {
  constructor(
    readonly clubId: string,
    readonly file: Buffer,
    readonly context: CommandContext,
  ) {}
}
