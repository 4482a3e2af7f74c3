import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedRepository, type CommandOutcome } from '../../../../platform/commands/event-sourced-repository';
import { decideApproveVenue, venueAggregate } from '../../domain/venue.decider';
import { venueStream } from '../../domain/venue.events';
import { VenueManagerAccounts } from '../../manager-accounts';
import { ApproveVenueCommand } from './approve-venue.command';

/**
 * The venue first, then its manager's account. Approving an approved venue records nothing on the
 * venue but activates the manager again (a no-op when active), so a retry repairs a crash between
 * the two appends.
 */
@CommandHandler(ApproveVenueCommand)
export class ApproveVenueHandler implements ICommandHandler<ApproveVenueCommand, CommandOutcome> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly accounts: VenueManagerAccounts,
  ) {}

  async execute({ clubId, context }: ApproveVenueCommand): Promise<CommandOutcome> {
    const outcome = await this.repository.handle(
      venueStream(clubId),
      venueAggregate,
      (state) => decideApproveVenue({ type: 'ApproveVenue', actor: context.actor }, state),
      context,
    );
    const { state } = await this.repository.load(venueStream(clubId), venueAggregate);
    if (!state.managerId) return outcome;
    const activated = await this.accounts.activateIfPresent(state.managerId, context);
    return activated?.position ? activated : outcome;
  }
}
