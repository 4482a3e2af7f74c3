import type { VenueUpdateInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

export class ChangeVenueDetailsCommand {
  constructor(
    readonly clubId: string,
    readonly input: VenueUpdateInput,
    readonly context: CommandContext,
  ) {}
}
