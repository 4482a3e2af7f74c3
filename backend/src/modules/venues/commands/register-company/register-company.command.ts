import type { VenueWithManagerInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';

/**
 * A venue owner signs up a venue and its manager. Until an admin approves, the venue is hidden
 * from the public and the manager's account is inactive.
 */
export class RegisterCompanyCommand {
  constructor(
    readonly clubId: string,
    readonly managerId: string,
    readonly input: VenueWithManagerInput,
    readonly context: CommandContext,
  ) {}
}
