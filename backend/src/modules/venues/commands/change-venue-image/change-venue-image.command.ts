import type { VenueImageSlot } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** A new logo, light logo, thumbnail or map for the venue; the file is stored by the handler. */
export class ChangeVenueImageCommand {
  constructor(
    readonly clubId: string,
    readonly slot: VenueImageSlot,
    readonly file: Buffer,
    readonly context: CommandContext,
  ) {}
}
