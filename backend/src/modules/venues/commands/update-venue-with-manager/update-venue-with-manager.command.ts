import type { VenueWithManagerUpdateInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** The admin's edit modal: the venue's details and its manager's profile in one save. */
export class UpdateVenueWithManagerCommand {
  constructor(
    readonly clubId: string,
    readonly input: VenueWithManagerUpdateInput,
    readonly context: CommandContext,
  ) {}
}
