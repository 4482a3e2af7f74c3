import type { CommandContext } from '#platform/commands/command-context';

/**
 * PUT /api/guests/{id}: the venue's tags and note about a guest; `byName` is who wrote them.
 * `venue`: the profile's venue when the caller knows it already (the demo, writing right after
 * the placements, before the guest book has read them); otherwise it is read from the guest book.
 */
export class WriteGuestBookCommand {
  constructor(
    readonly guestId: string,
    readonly entry: { tags?: string[]; note?: string },
    readonly byName: string,
    readonly context: CommandContext,
    readonly venue?: string,
  ) {}
}
