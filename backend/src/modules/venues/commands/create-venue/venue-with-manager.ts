import type { VenueStatus, VenueWithManagerInput } from '@izlazak/contracts';
import type { CommandContext } from '../../../../platform/commands/command-context';
import type { CommandOutcome, EventSourcedRepository } from '../../../../platform/commands/event-sourced-repository';
import { newUniqueId } from '../../../../platform/ids/unique-id';
import { toVenueDetails } from '../../domain/venue-details';
import { venueDecider } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import type { VenueManagerAccounts } from '../../manager-accounts';

/**
 * The manager's account first: its e-mail is the likeliest refusal (409), and then no venue is left
 * behind without a manager. The venue's own stream is new, so its append cannot conflict.
 */
export async function registerVenueWithManager(
  repository: EventSourcedRepository,
  accounts: VenueManagerAccounts,
  command: { clubId: string; managerId: string; input: VenueWithManagerInput; context: CommandContext },
  status: VenueStatus,
): Promise<CommandOutcome> {
  const { clubId, managerId, input, context } = command;
  await accounts.register(managerId, clubId, input.user, status === 'approved', context);
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
