import type { VenueStatus, VenueWithManagerInput } from '@izlazak/contracts';
import type { CommandContext } from '#platform/commands/command-context';
import type { CommandOutcome, EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { newUniqueId } from '#platform/ids/unique-id';
import { toVenueDetails } from '../../domain/venue-details';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import type { VenueManagerAccounts } from '../../manager-accounts';

/**
 * The manager's account first: its e-mail is the likeliest refusal (409), and then no venue is left
 * behind without a manager. When the venue then cannot be recorded, whatever the reason, the
 * account is withdrawn again, so no manager of a venue that does not exist can log in or keeps
 * the e-mail taken.
 */
export async function registerVenueWithManager(
  repository: EventSourcedRepository,
  accounts: VenueManagerAccounts,
  command: { clubId: string; managerId: string; input: VenueWithManagerInput; context: CommandContext },
  status: VenueStatus,
): Promise<CommandOutcome> {
  const { clubId, managerId, input, context } = command;
  await accounts.register(managerId, clubId, input.user, status === 'approved', context);
  try {
    return await recordVenue(repository, command, status);
  } catch (error) {
    await accounts.withdraw(managerId, context);
    throw error;
  }
}

function recordVenue(
  repository: EventSourcedRepository,
  { clubId, managerId, input, context }: { clubId: string; managerId: string; input: VenueWithManagerInput; context: CommandContext },
  status: VenueStatus,
): Promise<CommandOutcome> {
  return repository.decide(
    venueStream(clubId),
    venueDecider,
    {
      type: 'RegisterVenue',
      clubId,
      uniqueId: newUniqueId(),
      managerId,
      details: toVenueDetails(input.club),
      status,
      signedUpBy: status === 'pending' ? { email: input.user.email, firstName: input.user.firstName } : null,
    },
    context,
  );
}
