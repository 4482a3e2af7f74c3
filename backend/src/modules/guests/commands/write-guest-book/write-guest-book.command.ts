import type { CommandContext } from '#platform/commands/command-context';

/** PUT /api/guests/{id}: the venue's tags and note about a guest; `byName` is who wrote them. */
export class WriteGuestBookCommand {
  constructor(
    readonly guestId: string,
    readonly entry: { tags?: string[]; note?: string },
    readonly byName: string,
    readonly context: CommandContext,
  ) {}
}
