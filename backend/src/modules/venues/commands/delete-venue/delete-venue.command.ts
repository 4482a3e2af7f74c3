import type { CommandContext } from '#platform/commands/command-context';

/** The venue leaves every list and page; its stream keeps the whole history. */
export class DeleteVenueCommand {
  constructor(
    readonly clubId: string,
    readonly context: CommandContext,
  ) {}
}
