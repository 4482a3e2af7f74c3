import type { VenueWithManagerInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/** An admin creates a venue together with its manager's account; the venue is public at once. */
export class CreateVenueCommand {
  constructor(
    readonly clubId: string,
    readonly managerId: string,
    readonly input: VenueWithManagerInput,
    readonly context: CommandContext,
  ) {}
}
